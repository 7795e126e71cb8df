import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { getUser } from "~/server/auth.server";
import { setSetting } from "~/models/settings.server";
import { useTestDatabase } from "../../setup/test-db";
import { cookieFrom, requestWith } from "../../setup/requests";

useTestDatabase();

function post(url: string, fields: Record<string, string>, ip = "10.0.0.7") {
  const request = requestWith(url, { method: "POST", body: new URLSearchParams(fields) });
  return { request, params: {}, context: { clientIp: ip, cspNonce: "" } as AppLoadContext };
}

// Single-fetch actions return either a Response (redirects) or data() objects.
function statusOf(result: unknown) {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}

function errorsOf(result: unknown): string[] {
  const body = (result as { data?: { result?: { error?: Record<string, string[]> } } }).data;
  return Object.values(body?.result?.error ?? {}).flat();
}

describe("POST /login", () => {
  it("signs in and redirects to a local redirectTo only", async () => {
    const ok = await loginAction(post("/login", { username: "ahmet", password: "ahmet123", redirectTo: "/blog" }));
    expect(ok).toBeInstanceOf(Response);
    expect((ok as Response).status).toBe(302);
    expect((ok as Response).headers.get("Location")).toBe("/blog");
    const user = await getUser(requestWith("/", { cookie: cookieFrom(ok as Response) }));
    expect(user?.username).toBe("ahmet");

    const offsite = await loginAction(post("/login", { username: "ahmet", password: "ahmet123", redirectTo: "//evil.example" }));
    expect((offsite as Response).headers.get("Location")).toBe("/");
  });

  it("answers 400 with 'Kullanıcı adı veya şifre hatalı!' for a wrong password and for missing fields", async () => {
    const wrong = await loginAction(post("/login", { username: "ahmet", password: "nope" }));
    expect(statusOf(wrong)).toBe(400);
    expect(errorsOf(wrong)).toContain("Kullanıcı adı veya şifre hatalı!");

    const empty = await loginAction(post("/login", { username: "", password: "" }));
    expect(statusOf(empty)).toBe(400);
    expect(errorsOf(empty)).toEqual(expect.arrayContaining(["Kullanıcı adı gereklidir.", "Şifre gereklidir."]));
  });

  it("refuses an inactive account like a wrong password", async () => {
    const { db } = await import("~/server/db.server");
    await db().updateTable("users").set({ status: "banned" }).where("username", "=", "ayse").execute();
    const result = await loginAction(post("/login", { username: "ayse", password: "ayse123" }));
    expect(statusOf(result)).toBe(400);
  });

  it("rate-limits repeated failures for one username with 429, even from new addresses", async () => {
    for (let i = 0; i < 8; i++) {
      const result = await loginAction(post("/login", { username: "admin", password: `guess-${i}` }, `198.51.100.${i}`));
      expect(statusOf(result)).toBe(400);
    }
    const blocked = await loginAction(post("/login", { username: "admin", password: "admin123" }, "10.0.0.200"));
    expect(statusOf(blocked)).toBe(429);
    expect(errorsOf(blocked).join(" ")).toMatch(/Çok fazla giriş denemesi/);
  });
});

describe("POST /register", () => {
  const fields = { username: "yeni_uye", email: "yeni@example.com", password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" };

  it("creates an active user and signs them in", async () => {
    const result = await registerAction(post("/register", fields, "192.0.2.1"));
    expect((result as Response).status).toBe(302);
    const user = await getUser(requestWith("/", { cookie: cookieFrom(result as Response) }));
    expect(user).toMatchObject({ username: "yeni_uye", role: "user", status: "active" });
  });

  it("reports a taken username and mismatched passwords", async () => {
    const result = await registerAction(post("/register", { ...fields, username: "ahmet", passwordConfirm: "baska" }, "192.0.2.2"));
    expect(statusOf(result)).toBe(400);
    expect(errorsOf(result)).toEqual(expect.arrayContaining(["Bu kullanıcı adı zaten kullanılıyor.", "Şifreler eşleşmiyor."]));
  });

  it("is closed when registration_enabled is false", async () => {
    await setSetting("registration_enabled", "false");
    const result = await registerAction(post("/register", fields, "192.0.2.3"));
    expect(statusOf(result)).toBe(403);
  });
});
