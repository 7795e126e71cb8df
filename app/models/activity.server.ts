import type { Kysely } from "kysely";
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
 * Records one entry of the activity log that feeds the dashboard and /admin/logs.
 * A model passes its transaction, so a change and its entry are written together.
 * Every recorded change may show on a public page, so it also raises the content version.
 */
export async function recordActivity(input: ActivityInput, executor: Kysely<Database> = db()) {
  await bumpContentVersion(executor);
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
