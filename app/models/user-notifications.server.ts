import { db } from "~/server/db.server";
import { pageWindow } from "~/lib/pagination";

export const USER_NOTIFICATIONS_PAGE_SIZE = 20;

/** A user's own notifications (signal closes); admins' site notifications live in `notifications`. */
export async function listUserNotifications(userId: number, page = 1) {
  const { n } = await db()
    .selectFrom("user_notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(n), page, USER_NOTIFICATIONS_PAGE_SIZE);
  const items = await db()
    .selectFrom("user_notifications")
    .select(["id", "title", "message", "link", "is_read", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(USER_NOTIFICATIONS_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { items: items.map((item) => ({ ...item, is_read: item.is_read === 1 })), pagination };
}

export async function countUnreadUserNotifications(userId: number): Promise<number> {
  const row = await db()
    .selectFrom("user_notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("is_read", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's notifications read; another user's ids are never touched. */
export async function markUserNotificationsRead(userId: number) {
  await db().updateTable("user_notifications").set({ is_read: 1 }).where("user_id", "=", userId).where("is_read", "=", 0).execute();
}
