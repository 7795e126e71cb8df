import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

let server: RunningServer;
let admin = "";
beforeAll(async () => {
  server = await startAppServer();
  admin = await signInOver(server.url, "admin", "admin123");
});
afterAll(() => server.stop());

/** Whether this copied cookie still signs someone in: /account answers 200, else sends to the login page. */
async function signedIn(cookie: string) {
  const response = await fetch(`${server.url}/account`, { headers: { cookie }, redirect: "manual" });
  if (response.status === 200) return true;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  return false;
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields), redirect: "manual" });
}

function api(method: string, path: string, cookie: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createUser(username: string, role: "admin" | "user" = "user") {
  const response = await api("POST", "/api/users", admin, { username, email: `${username}@example.com`, password: "sifre123", role });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe("server-side sessions, tested with copied cookies", () => {
  it("logout ends that session: a copy of the cookie no longer signs in, other sessions stay", async () => {
    await createUser("cikan");
    const copied = await signInOver(server.url, "cikan", "sifre123");
    const other = await signInOver(server.url, "cikan", "sifre123");
    expect(await signedIn(copied)).toBe(true);
    const out = await post("/logout", copied, {});
    expect(out.status).toBe(302);
    expect(await signedIn(copied)).toBe(false);
    expect(await signedIn(other)).toBe(true);
  });

  it("a password set by an admin (screen or API) ends every session of the user", async () => {
    const id = await createUser("sifreli");
    const first = await signInOver(server.url, "sifreli", "sifre123");
    const second = await signInOver(server.url, "sifreli", "sifre123", { remember: "on" });
    const changed = await post("/admin/users", admin, {
      intent: "password",
      id: String(id),
      password: "yeni-sifre",
      passwordConfirm: "yeni-sifre",
    });
    expect(changed.status).toBe(302);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);

    const third = await signInOver(server.url, "sifreli", "yeni-sifre");
    expect((await api("PUT", `/api/users/${id}/password`, admin, { password: "ucuncu-sifre" })).status).toBe(200);
    expect(await signedIn(third)).toBe(false);
  });

  it("lowering an admin to a user ends their sessions; an edit that keeps the role does not", async () => {
    const id = await createUser("yonetici2", "admin");
    const cookie = await signInOver(server.url, "yonetici2", "sifre123");
    expect((await api("PUT", `/api/users/${id}`, admin, { subscription: "premium" })).status).toBe(200);
    expect(await signedIn(cookie)).toBe(true);
    expect((await api("PUT", `/api/users/${id}`, admin, { role: "user" })).status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    expect((await api("GET", "/api/users", cookie)).status).toBe(401);
  });

  it("deactivation ends the sessions for good: reactivating does not bring a copied cookie back", async () => {
    const id = await createUser("pasif");
    const cookie = await signInOver(server.url, "pasif", "sifre123");
    expect((await api("PUT", `/api/users/${id}`, admin, { status: "inactive" })).status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    expect((await api("PUT", `/api/users/${id}`, admin, { status: "active" })).status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("'log out everywhere' on the user's own /account page ends all their sessions, this one included", async () => {
    await createUser("heryerden");
    const here = await signInOver(server.url, "heryerden", "sifre123");
    const elsewhere = await signInOver(server.url, "heryerden", "sifre123");
    const page = await (await fetch(`${server.url}/account`, { headers: { cookie: here } })).text();
    expect(page).toContain("Tüm cihazlarda oturumu kapat");
    expect(page).toContain("heryerden@example.com");
    const response = await post("/account", here, { intent: "logout-everywhere" });
    expect(response.status).toBe(302);
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
  });

  it("the admin's 'Tüm oturumlarını kapat' on the user screen ends all of that user's sessions", async () => {
    const id = await createUser("kapatilan");
    const cookie = await signInOver(server.url, "kapatilan", "sifre123");
    const screen = await (await fetch(`${server.url}/admin/users?password=${id}`, { headers: { cookie: admin } })).text();
    expect(screen).toContain("Tüm oturumlarını kapat");
    const response = await post("/admin/users", admin, { intent: "end-sessions", id: String(id) });
    expect(response.status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
    // A plain user cannot do it to someone else.
    const other = await signInOver(server.url, "kapatilan", "sifre123");
    const refused = await post("/admin/users", other, { intent: "end-sessions", id: "1" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/");
    expect(await signedIn(admin)).toBe(true);
  });
});
