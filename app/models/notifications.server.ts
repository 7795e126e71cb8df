import type { Kysely } from "kysely";
import { db } from "~/server/db.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import { pageWindow } from "~/lib/pagination";
import type { Database, NotificationCategory, NotificationType, Priority } from "~/lib/db-schema";

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
export async function notifyAdmins(input: NotificationInput, executor: Kysely<Database> = db()) {
  await executor
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

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationFilters {
  type?: NotificationType;
  category?: NotificationCategory;
  /** true: only read ones; false: only unread ones. */
  isRead?: boolean;
  search?: string;
  page?: number;
  limit?: number;
}

/** One page of notifications, newest first, with the pager's figures. */
export async function listNotifications(filters: NotificationFilters = {}) {
  const limit = Math.min(Math.max(filters.limit ?? NOTIFICATIONS_PAGE_SIZE, 1), 100);
  let query = db().selectFrom("notifications");
  if (filters.type) query = query.where("type", "=", filters.type);
  if (filters.category) query = query.where("category", "=", filters.category);
  if (filters.isRead !== undefined) query = query.where("is_read", "=", filters.isRead ? 1 : 0);
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${search}%`;
    query = query.where((eb) => eb.or([eb("title", "like", eb.val(pattern)), eb("message", "like", eb.val(pattern))]));
  }
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(count), filters.page, limit);
  const notifications = await query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
  return { notifications, pagination };
}

export async function getNotification(id: number) {
  return db().selectFrom("notifications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The six count cards: total, unread and one per type. */
export async function notificationStats() {
  const rows = await db()
    .selectFrom("notifications")
    .select(["type", "is_read", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["type", "is_read"])
    .execute();
  const stats = { total: 0, unread: 0, info: 0, warning: 0, success: 0, error: 0 };
  for (const row of rows) {
    const n = Number(row.count);
    stats.total += n;
    if (row.is_read === 0) stats.unread += n;
    stats[row.type] += n;
  }
  return stats;
}

/** Marks one notification read; false when it does not exist. */
export async function markNotificationRead(id: number) {
  const result = await db().updateTable("notifications").set({ is_read: 1 }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const NOTIFICATION_ACTIVITY = { readAll: "notification.read_all", delete: "notification.delete" } as const;

/** Marks every unread notification read, with its activity entry; the number marked. */
export async function markAllNotificationsRead(actor?: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const result = await trx.updateTable("notifications").set({ is_read: 1 }).where("is_read", "=", 0).executeTakeFirst();
      const count = Number(result.numUpdatedRows);
      await recordActivity(
        {
          action: NOTIFICATION_ACTIVITY.readAll,
          title: "Bildirimler okundu",
          description: `${count} bildirim okundu olarak işaretlendi.`,
          actor,
        },
        trx,
      );
      return count;
    });
}

/** Deletes a notification with its activity entry; the deleted notification, or undefined when there is none. */
export async function deleteNotification(id: number, actor: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const deleted = await trx.deleteFrom("notifications").where("id", "=", id).returning(["id", "title"]).executeTakeFirst();
      if (!deleted) return undefined;
      await recordActivity({ action: NOTIFICATION_ACTIVITY.delete, title: "Bildirim silindi", description: deleted.title, actor }, trx);
      return deleted;
    });
}
