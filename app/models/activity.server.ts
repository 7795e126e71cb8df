import { db } from "~/lib/db.server";
import type { ActivityIcon } from "~/lib/db-schema";

export interface ActivityInput {
  action: string;
  title: string;
  description?: string;
  icon?: ActivityIcon;
  /** Who did it; omitted for visitors and the system. */
  actor?: { id: number; username: string } | null;
}

/** Records one entry of the activity log that feeds the dashboard and /admin/logs. */
export async function recordActivity(input: ActivityInput) {
  await db()
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
