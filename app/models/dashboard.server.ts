import { db } from "~/server/db.server";

// Turkey keeps UTC+3 all year, so "today" and "this month" can be computed without a tz library.
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Start of the Istanbul day, month and week (Monday) containing `now`, and of the month before, as ISO strings. */
export function periodStarts(now: Date = new Date()) {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const toIso = (utcMs: number) => new Date(utcMs - ISTANBUL_OFFSET_MS).toISOString();
  const weekday = (local.getUTCDay() + 6) % 7;
  return {
    today: toIso(Date.UTC(y, m, d)),
    week: toIso(Date.UTC(y, m, d - weekday)),
    month: toIso(Date.UTC(y, m, 1)),
    previousMonth: toIso(Date.UTC(y, m - 1, 1)),
  };
}

/** Percentage change from the previous period; 100 when something appeared from nothing. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

type CountedTable = "users" | "ai_messages" | "contact_messages";

async function countSince(table: CountedTable, from?: string, to?: string) {
  let query = db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"));
  if (from) query = query.where("created_at", ">=", from);
  if (to) query = query.where("created_at", "<", to);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function countPublished(from?: string, to?: string) {
  let query = db()
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "published");
  if (from) query = query.where("published_at", ">=", from);
  if (to) query = query.where("published_at", "<", to);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The dashboard's figures, in the JSON shape `GET /api/dashboard/stats` answers with. */
export async function dashboardStats(now: Date = new Date()) {
  const p = periodStarts(now);
  const [
    usersTotal,
    usersToday,
    usersWeek,
    aiTotal,
    aiToday,
    aiMonth,
    aiPreviousMonth,
    published,
    publishedMonth,
    publishedPreviousMonth,
    contactsTotal,
    contactsToday,
    contactsWeek,
  ] = await Promise.all([
    countSince("users"),
    countSince("users", p.today),
    countSince("users", p.week),
    countSince("ai_messages"),
    countSince("ai_messages", p.today),
    countSince("ai_messages", p.month),
    countSince("ai_messages", p.previousMonth, p.month),
    countPublished(),
    countPublished(p.month),
    countPublished(p.previousMonth, p.month),
    countSince("contact_messages"),
    countSince("contact_messages", p.today),
    countSince("contact_messages", p.week),
  ]);
  return {
    users: { total: usersTotal, newToday: usersToday, newThisWeek: usersWeek },
    ai: { total: aiTotal, today: aiToday, growth: growthPercent(aiMonth, aiPreviousMonth) },
    blog: { published, growth: growthPercent(publishedMonth, publishedPreviousMonth) },
    contacts: { total: contactsTotal, newToday: contactsToday, newThisWeek: contactsWeek },
  };
}

const knownIcons = new Set(["UserPlus", "Mail", "FileText", "AlertCircle", "Activity"]);

/** The latest activities for the dashboard: `{ id, icon, title, description, username, timestamp }`, newest first; an unknown icon becomes `Activity`. */
export async function recentActivities(limit = 8) {
  const rows = await db()
    .selectFrom("activity_log")
    .select(["id", "icon", "title", "description", "created_at", "username"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    icon: knownIcons.has(row.icon) ? row.icon : "Activity",
    title: row.title,
    description: row.description,
    username: row.username,
    timestamp: row.created_at,
  }));
}
