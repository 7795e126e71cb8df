import { db } from "~/lib/db.server";
import type { NotificationCategory, NotificationType, Priority } from "~/lib/db-schema";

export interface NotificationInput {
  title: string;
  message: string;
  type?: NotificationType;
  category?: NotificationCategory;
  priority?: Priority;
  relatedType?: string;
  relatedId?: number;
}

/** A notification for the admins' bell and the notifications screen. */
export async function notifyAdmins(input: NotificationInput) {
  await db()
    .insertInto("notifications")
    .values({
      title: input.title,
      message: input.message,
      type: input.type ?? "info",
      category: input.category ?? "system",
      priority: input.priority ?? "normal",
      is_global: 1,
      related_type: input.relatedType ?? null,
      related_id: input.relatedId ?? null,
    })
    .execute();
}

export async function countUnreadNotifications() {
  const row = await db()
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_read", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
