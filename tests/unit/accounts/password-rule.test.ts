import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordField } from "~/lib/users/fields";
import { changePasswordSchema, resetPasswordSchema } from "~/lib/users/account-schemas";
import { changePasswordSchema as adminPasswordSchema, createUserSchema, userChangesSchema } from "~/lib/users/schemas";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

/** One rule wherever a password is set: at least 8 characters, one Turkish message. */
const MESSAGE = "Şifre en az 8 karakter olmalıdır.";
const SEVEN = "1234567";
const EIGHT = "12345678";

let server: RunningServer;
let admin = "";
let ahmet = "";

beforeAll(async () => {
  server = await startAppServer();
  [admin, ahmet] = await Promise.all([signInOver(server.url, "admin", "admin123"), signInOver(server.url, "ahmet", "ahmet123")]);
});
afterAll(() => server.stop());

function send(path: string, init: { method?: string; cookie?: string; form?: Record<string, string>; json?: unknown }) {
  const headers: Record<string, string> = { Origin: server.url, Accept: "application/json" };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | URLSearchParams | undefined;
  if (init.form) body = new URLSearchParams(init.form);
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  return fetch(`${server.url}${path}`, { method: init.method ?? "POST", headers, body, redirect: "manual" });
}

async function userId(username: string) {
  const response = await send(`/api/users/username/${username}`, { method: "GET", cookie: admin });
  return ((await response.json()) as { id: number }).id;
}

describe("the password rule", () => {
  it("is one zod piece: every schema that sets a password refuses 7 characters with the same message and takes 8", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const cases = [
      (password: string) => passwordField.safeParse(password),
      (password: string) => resetPasswordSchema.safeParse({ token: "t", password, passwordConfirm: password }),
      (password: string) => changePasswordSchema.safeParse({ currentPassword: "eski", password, passwordConfirm: password }),
      (password: string) => adminPasswordSchema.safeParse({ password, passwordConfirm: password }),
      (password: string) => createUserSchema.safeParse({ username: "kisi", email: "kisi@example.com", password }),
      (password: string) => userChangesSchema.safeParse({ password }),
    ];
    for (const parse of cases) {
      const short = parse(SEVEN);
      expect(short.success).toBe(false);
      expect(short.error?.issues.map((issue) => issue.message)).toEqual([MESSAGE]);
      expect(parse(EIGHT).success).toBe(true);
    }
  });

  it("holds over HTTP on the account page, the admin's user form and the users API", async () => {
    const id = await userId("ayse");
    const answers = [
      await send("/account", {
        cookie: ahmet,
        form: { intent: "change-password", currentPassword: "ahmet123", password: SEVEN, passwordConfirm: SEVEN },
      }),
      await send("/admin/users", { cookie: admin, form: { intent: "password", id: String(id), password: SEVEN, passwordConfirm: SEVEN } }),
      await send("/admin/users", {
        cookie: admin,
        form: {
          intent: "create",
          username: "kisa_sifre",
          email: "kisa@example.com",
          password: SEVEN,
          role: "user",
          status: "active",
          subscription: "free",
        },
      }),
      await send("/api/users", { cookie: admin, json: { username: "kisa_api", email: "kisa-api@example.com", password: SEVEN } }),
      await send(`/api/users/${id}`, { method: "PUT", cookie: admin, json: { password: SEVEN } }),
      await send(`/api/users/${id}/password`, { method: "PUT", cookie: admin, json: { password: SEVEN } }),
      await send("/register", {
        form: { username: "kisa_kayit", email: "kisa-kayit@example.com", password: SEVEN, passwordConfirm: SEVEN },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(400);
      expect(await answer.text(), answer.url).toContain(MESSAGE);
    }
    // Eight characters pass the same door.
    expect((await send(`/api/users/${id}/password`, { method: "PUT", cookie: admin, json: { password: EIGHT } })).status).toBe(200);
  });
});
