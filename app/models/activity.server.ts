import type { Kysely, Transaction } from "kysely";
import { db } from "~/server/db.server";
import { pageWindow } from "~/lib/pagination";
import type { ActivityIcon, Database } from "~/lib/db-schema";
import { bumpContentVersion } from "./content-version.server";

export type ActivityActor = { id: number; username: string };

export interface ActivityInput {
  action: string;
  title: string;
  description?: string;
  icon?: ActivityIcon;
  /** Who did it; omitted for visitors and the system. */
  actor?: ActivityActor | null;
}

/**
 * Activities that show on no public page: the contact inbox, AI errors, admin
 * notifications, passwords and sessions, update settings, newsletter subscribers.
 * They leave the content version alone, so they empty no cache. Any other activity,
 * a new one included, raises it: forgetting a name here costs a cache, never a
 * stale page.
 */
const UNPUBLISHED_ACTIVITIES: ReadonlySet<string> = new Set([
  "contact_message_received",
  "contact_message_read",
  "contact_message_updated",
  "contact_message_deleted",
  "ai.error",
  "notification.delete",
  "notification.read_all",
  "newsletter.unsubscribe",
  "mail.resend",
  "newsletter.signup",
  "newsletter.confirm",
  "newsletter.opt_out",
  "newsletter.digest",
  "user_password_changed",
  "user_sessions_ended",
  "system.auto_update",
  "system.manifest",
  "update.upload",
  "account.email_verified",
  "account.email_changed",
  "account.password_reset",
  "account.password_changed",
  "account.deleted",
  "system.backup",
  "portfolio.import",
]);

/** Whether an activity may change what a public page shows (and so raises the content version). */
export function changesPublicPages(action: string): boolean {
  return !UNPUBLISHED_ACTIVITIES.has(action);
}

/**
 * Records one entry of the activity log that feeds the dashboard and /admin/logs.
 * A model passes its transaction, so a change and its entry are written together.
 * A change that may show on a public page also raises the content version.
 */
export async function recordActivity(input: ActivityInput, executor: Kysely<Database> = db()) {
  if (changesPublicPages(input.action)) await bumpContentVersion(executor);
  await executor
    .insertInto("activity_log")
    .values({
      action: input.action,
      title: input.title,
      description: input.description ?? "",
      icon: input.icon ?? "Activity",
      user_id: input.actor?.id ?? null,
      username: input.actor?.username ?? null,
    })
    .execute();
}

/**
 * Runs a write and, when it wrote something (anything but undefined or null), its activity
 * entry, in one transaction: neither is kept without the other. `write` must run every query
 * on the transaction it is given; one on `db()` would wait for the transaction's own
 * connection forever.
 */
export async function writeWithActivity<Written>(
  write: (trx: Transaction<Database>) => Promise<Written>,
  activity: (written: NonNullable<Written>) => ActivityInput,
): Promise<Written> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const written = await write(trx);
      if (written !== undefined && written !== null) await recordActivity(activity(written), trx);
      return written;
    });
}

/**
 * The activity entry of a save that added a row (no `id`) or changed the row `id`: the entity's
 * own name for which it was, and a title that says it ("Lansman eklendi", "Lansman güncellendi").
 */
export function savedActivity(
  id: number | undefined,
  names: { created: string; updated: string },
  label: string,
  description: string,
  actor: ActivityActor,
): ActivityInput {
  return {
    action: id ? names.updated : names.created,
    title: `${label} ${id ? "güncellendi" : "eklendi"}`,
    description,
    icon: "FileText",
    actor,
  };
}

export const ACTIVITY_PAGE_SIZE = 25;

/** A page of the activity log, newest first; `search` matches title, description and who. */
export async function listActivities(options: { page?: number; limit?: number; search?: string; action?: string } = {}) {
  const limit = Math.min(Math.max(options.limit ?? ACTIVITY_PAGE_SIZE, 1), 100);
  let query = db().selectFrom("activity_log");
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search}%`;
    query = query.where((eb) =>
      eb.or([eb("title", "like", eb.val(pattern)), eb("description", "like", eb.val(pattern)), eb("username", "like", eb.val(pattern))]),
    );
  }
  if (options.action) query = query.where("action", "like", `${options.action.replace(/[%_\\]/g, "")}%`);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(count), options.page, limit);
  const activities = await query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
  return { activities, pagination };
}

/** The distinct first parts of action names (`user`, `blog`, ...), for the log's filter. */
export async function listActivityKinds() {
  const rows = await db().selectFrom("activity_log").select("action").distinct().execute();
  return [...new Set(rows.map((r) => r.action.split(/[._]/)[0]))].sort();
}
