import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { dashboardStats, growthPercent, periodStarts } from "~/models/dashboard.server";
import { listNotifications, markAllNotificationsRead, notificationStats, notifyAdmins } from "~/models/notifications.server";
import * as notificationsApi from "~/routes/api.notifications";
import * as notificationApi from "~/routes/api.notifications.$id";
import * as readApi from "~/routes/api.notifications.$id_.read";
import * as readAllApi from "~/routes/api.notifications.read-all";
import * as statsApi from "~/routes/api.notifications.stats";
import * as dashboardStatsApi from "~/routes/api.dashboard.stats";
import * as dashboardActivitiesApi from "~/routes/api.dashboard.activities";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, sessionCookie } from "../../setup/requests";

useTestDatabase();

async function call(
  handler: (args: never) => unknown,
  url: string,
  init: RequestInit & { cookie?: string } = {},
  params: Record<string, string> = {},
) {
  try {
    return (await handler({ request: requestWith(url, init), params, context: {} as AppLoadContext } as never)) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe("notification model", () => {
  it("filters by type, read state and text, pages by 20 and counts per type", async () => {
    await db().deleteFrom("notifications").execute();
    for (let i = 0; i < 23; i++) {
      await notifyAdmins({ title: `Uyarı ${i}`, message: i % 2 ? "disk dolmak üzere" : "yavaş yanıt", type: "warning" });
    }
    const firstPage = await listNotifications({ type: "warning" });
    expect(firstPage.notifications).toHaveLength(20);
    expect(firstPage.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect((await listNotifications({ type: "warning", page: 2 })).notifications).toHaveLength(3);
    expect((await listNotifications({ search: "disk" })).pagination.total).toBe(11);

    const before = await notificationStats();
    expect(before).toEqual({ total: 23, unread: 23, info: 0, warning: 23, success: 0, error: 0 });
    await markAllNotificationsRead();
    const after = await notificationStats();
    expect(after.unread).toBe(0);
    expect(after.total).toBe(before.total);
    expect((await listNotifications({ isRead: false })).pagination.total).toBe(0);
  });
});

describe("dashboard figures", () => {
  it("computes Istanbul periods and growth", () => {
    const p = periodStarts(new Date("2026-11-22T22:30:00Z"));
    // 22:30 UTC is already 23 November in Istanbul.
    expect(p.today).toBe("2026-11-22T21:00:00.000Z");
    expect(p.month).toBe("2026-10-31T21:00:00.000Z");
    expect(p.previousMonth).toBe("2026-09-30T21:00:00.000Z");
    expect(p.week).toBe("2026-11-22T21:00:00.000Z");
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(3, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
  });

  it("counts real rows", async () => {
    const before = await dashboardStats();
    await db().insertInto("contact_messages").values({ name: "A", email: "a@example.com", message: "Merhaba dünya" }).execute();
    const after = await dashboardStats();
    expect(after.contacts.total).toBe(before.contacts.total + 1);
    expect(after.contacts.newToday).toBe(before.contacts.newToday + 1);
    expect(after.users.total).toBe(3);
    expect(after.blog.published).toBe(2);
  });
});

describe("admin-only endpoints", () => {
  const endpoints: [string, (args: never) => unknown, string, RequestInit, Record<string, string>][] = [
    ["GET /api/notifications", notificationsApi.loader, "/api/notifications", {}, {}],
    ["GET /api/notifications/stats", statsApi.loader, "/api/notifications/stats", {}, {}],
    ["PATCH /api/notifications/read-all", readAllApi.action, "/api/notifications/read-all", { method: "PATCH" }, {}],
    ["PATCH /api/notifications/1/read", readApi.action, "/api/notifications/1/read", { method: "PATCH" }, { id: "1" }],
    ["DELETE /api/notifications/1", notificationApi.action, "/api/notifications/1", { method: "DELETE" }, { id: "1" }],
    ["GET /api/dashboard/stats", dashboardStatsApi.loader, "/api/dashboard/stats", {}, {}],
    ["GET /api/dashboard/activities", dashboardActivitiesApi.loader, "/api/dashboard/activities", {}, {}],
  ];

  it.each(endpoints)("%s: 401 anonymous, 403 user, 2xx admin", async (_name, handler, url, init, params) => {
    const anonymous = await call(handler, url, init, params);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty("error");

    const user = await call(handler, url, { ...init, cookie: await sessionCookie("ahmet") }, params);
    expect(user.status).toBe(403);

    const admin = await call(handler, url, { ...init, cookie: await sessionCookie("admin") }, params);
    expect(admin.status).toBe(200);
  });

  it("answers 404 for an unknown notification and 400 for a bad filter", async () => {
    const cookie = await sessionCookie("admin");
    expect((await call(readApi.action, "/api/notifications/9999/read", { method: "PATCH", cookie }, { id: "9999" })).status).toBe(404);
    expect((await call(notificationsApi.loader, "/api/notifications?type=bogus", { cookie })).status).toBe(400);
  });
});
