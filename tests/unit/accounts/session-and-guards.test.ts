import { describe, expect, it } from "vitest";
import { getUser, requireAdmin, requireUser } from "~/server/auth.server";
import { REMEMBER_ME_MS } from "~/server/session.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../setup/test-db";
import { cookieFrom, requestWith, sessionCookie, startSession } from "../../setup/requests";

useTestDatabase();

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("session round-trip", () => {
  it("a signed cookie carries the user id back, HttpOnly and SameSite=Lax", async () => {
    const response = await startSession("ahmet");
    const cookie = cookieFrom(response);
    const header = response.headers.get("Set-Cookie")!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Max-Age/i);
    const user = await getUser(requestWith("/", { cookie }));
    expect(user?.username).toBe("ahmet");
    expect(user).not.toHaveProperty("password_hash");
  });

  it("remember-me makes the cookie persistent for 30 days", async () => {
    const response = await startSession("ahmet", { remember: true });
    const maxAge = Number(response.headers.get("Set-Cookie")!.match(/Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBeGreaterThan(REMEMBER_ME_MS / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(REMEMBER_ME_MS / 1000);
  });

  it("a tampered cookie is no session", async () => {
    const cookie = await sessionCookie("ahmet");
    const [name, value] = cookie.split("=");
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect(await getUser(requestWith("/", { cookie: forged }))).toBeNull();
  });

  it("drops the user at once when the account is deactivated or deleted", async () => {
    const cookie = await sessionCookie("ayse");
    await db().updateTable("users").set({ status: "inactive" }).where("username", "=", "ayse").execute();
    expect(await getUser(requestWith("/", { cookie }))).toBeNull();
    await db().updateTable("users").set({ status: "active" }).where("username", "=", "ayse").execute();
    expect((await getUser(requestWith("/", { cookie })))?.username).toBe("ayse");
    await db().deleteFrom("users").where("username", "=", "ayse").execute();
    expect(await getUser(requestWith("/", { cookie }))).toBeNull();
  });
});

describe("guards", () => {
  it("requireUser sends a visitor to the login page with the way back", async () => {
    const response = await thrown(requireUser(requestWith("/crypto-analysis?coin=BTCUSDT")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fcrypto-analysis%3Fcoin%3DBTCUSDT");
  });

  it("requireAdmin: visitor → login, user → home, admin passes", async () => {
    const visitor = await thrown(requireAdmin(requestWith("/admin/users")));
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fusers");

    const userCookie = await sessionCookie("ahmet");
    const user = await thrown(requireAdmin(requestWith("/admin/users", { cookie: userCookie })));
    expect(user.status).toBe(302);
    expect(user.headers.get("Location")).toBe("/");

    const adminCookie = await sessionCookie("admin");
    expect((await requireAdmin(requestWith("/admin/users", { cookie: adminCookie }))).role).toBe("admin");
  });

  it("requireAdmin answers 401 and 403 JSON on /api", async () => {
    const anonymous = await thrown(requireAdmin(requestWith("/api/users")));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.stringMatching(/giriş/i) });

    const cookie = await sessionCookie("ahmet");
    const forbidden = await thrown(requireAdmin(requestWith("/api/users", { cookie })));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: expect.stringMatching(/yetki/i) });
  });
});
