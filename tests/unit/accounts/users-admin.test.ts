import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import {
  LAST_ADMIN_MESSAGE,
  adminCreateUser,
  changeUserPassword,
  deleteUser,
  getUserByUsername,
  listUsers,
  updateUser,
  verifyLogin,
} from "~/models/users.server";
import { action as usersPageAction } from "~/routes/admin.users/route";
import { action as usersApiAction, loader as usersApiLoader } from "~/routes/api.users";
import { action as userApiAction, loader as userApiLoader } from "~/routes/api.users.$id";
import { action as passwordApiAction } from "~/routes/api.users.$id.password";
import { loader as byNameLoader } from "~/routes/api.users.username.$username";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

async function adminId() {
  return (await getUserByUsername("admin"))!.id;
}

/** Who the model's writes are recorded for. */
const actor = { id: 1, username: "admin" };

describe("users model", () => {
  it("refuses to delete, demote or deactivate the last active admin", async () => {
    const id = await adminId();
    const refused = { ok: false, message: LAST_ADMIN_MESSAGE };
    expect(await deleteUser(id, actor)).toEqual(refused);
    expect(await updateUser(id, { role: "user" }, actor)).toEqual(refused);
    expect(await updateUser(id, { status: "banned" }, actor)).toEqual(refused);
    expect(await getUserByUsername("admin")).toMatchObject({ role: "admin", status: "active" });

    // With a second active admin the first may step down.
    await adminCreateUser({ username: "ikinci", email: "ikinci@example.com", password: "sifre123", role: "admin" }, actor);
    expect(await updateUser(id, { status: "inactive" }, actor)).toMatchObject({ ok: true, user: { status: "inactive" } });
  });

  it("creates with defaults, rejects duplicates and filters the list", async () => {
    const created = await adminCreateUser({ username: "yeni", email: "yeni@example.com", password: "sifre123" }, actor);
    expect(created).toMatchObject({ ok: true, user: { role: "user", status: "active", subscription: "free" } });
    expect(created.ok && created.user).not.toHaveProperty("password_hash");
    expect(await adminCreateUser({ username: "yeni", email: "x@example.com", password: "sifre123" }, actor)).toEqual({
      ok: false,
      field: "username",
      message: "Bu kullanıcı adı zaten kullanılıyor.",
    });
    expect(await adminCreateUser({ username: "baska", email: "yeni@example.com", password: "sifre123" }, actor)).toEqual({
      ok: false,
      field: "email",
      message: "Bu e-posta adresiyle kayıtlı bir hesap var.",
    });
    expect(await deleteUser(999_999, actor)).toEqual({ ok: false, notFound: true, message: "Kullanıcı bulunamadı." });
    expect((await listUsers({ q: "YEN" })).map((u) => u.username)).toEqual(["yeni"]);
    expect((await listUsers({ role: "admin" })).map((u) => u.username)).toEqual(["admin"]);
  });

  it("changes a password so only the new one signs in", async () => {
    const ahmet = (await getUserByUsername("ahmet"))!;
    expect(await changeUserPassword(ahmet.id, "yepyeni1", actor)).toBe(true);
    expect(await verifyLogin("ahmet", "ahmet123")).toBeUndefined();
    expect(await verifyLogin("ahmet", "yepyeni1")).toMatchObject({ username: "ahmet" });
    expect(await changeUserPassword(99999, "yepyeni1", actor)).toBe(false);
  });
});

describe("/admin/users actions", () => {
  it("validates the password change (8 characters, matching) and logs the write", async () => {
    const cookie = await signIn("admin", "admin123");
    const ahmet = (await getUserByUsername("ahmet"))!;
    const short = await answer(() =>
      usersPageAction({
        request: formRequest("/admin/users", { intent: "password", id: String(ahmet.id), password: "123", passwordConfirm: "123" }, cookie),
        params: {},
        context,
      }),
    );
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("Şifre en az 8 karakter olmalıdır.");

    const mismatch = await answer(() =>
      usersPageAction({
        request: formRequest(
          "/admin/users",
          { intent: "password", id: String(ahmet.id), password: "12345678", passwordConfirm: "12345679" },
          cookie,
        ),
        params: {},
        context,
      }),
    );
    expect(JSON.stringify(await mismatch.json())).toContain("Şifreler eşleşmiyor");

    const ok = await answer(() =>
      usersPageAction({
        request: formRequest(
          "/admin/users?q=a",
          { intent: "password", id: String(ahmet.id), password: "12345678", passwordConfirm: "12345678" },
          cookie,
        ),
        params: {},
        context,
      }),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin/users?q=a");
    const log = await db().selectFrom("activity_log").selectAll().where("action", "=", "user_password_changed").executeTakeFirst();
    expect(log?.username).toBe("admin");
  });

  it("answers 400 to an unknown intent and redirects non-admins", async () => {
    const cookie = await signIn("admin", "admin123");
    const unknown = await answer(() =>
      usersPageAction({ request: formRequest("/admin/users", { intent: "zap", id: "1" }, cookie), params: {}, context }),
    );
    expect(unknown.status).toBe(400);
    const userCookie = await signIn("ahmet", "ahmet123");
    const refused = await answer(() =>
      usersPageAction({ request: formRequest("/admin/users", { intent: "delete", id: "1" }, userCookie), params: {}, context }),
    );
    expect(refused.status).toBe(302);
    expect(await getUserByUsername("admin")).toBeDefined();
  });
});

describe("users API", () => {
  it("answers 401 without a session and 403 to a non-admin on every admin route", async () => {
    const userCookie = await signIn("ahmet", "ahmet123");
    const id = String(await adminId());
    for (const cookie of [undefined, userCookie]) {
      const expected = cookie ? 403 : 401;
      const calls = [
        () => usersApiLoader({ request: requestWith("/api/users", { cookie }), params: {}, context }),
        () => usersApiAction({ request: jsonRequest("/api/users", "POST", {}, cookie), params: {}, context }),
        () => userApiAction({ request: jsonRequest(`/api/users/${id}`, "PUT", {}, cookie), params: { id }, context }),
        () => userApiAction({ request: jsonRequest(`/api/users/${id}`, "DELETE", {}, cookie), params: { id }, context }),
        () =>
          passwordApiAction({
            request: jsonRequest(`/api/users/${id}/password`, "PUT", { password: "x" }, cookie),
            params: { id },
            context,
          }),
        () => byNameLoader({ request: requestWith("/api/users/username/admin", { cookie }), params: { username: "admin" }, context }),
      ];
      for (const call of calls) expect((await answer(call)).status).toBe(expected);
    }
    const anonymous = await answer(() => userApiLoader({ request: requestWith(`/api/users/${id}`), params: { id }, context }));
    expect(anonymous.status).toBe(401);
    const other = await answer(() =>
      userApiLoader({ request: requestWith(`/api/users/${id}`, { cookie: userCookie }), params: { id }, context }),
    );
    expect(other.status).toBe(403);
  });

  it("lets a user read themself, never exposes hashes, and validates bodies", async () => {
    const ahmet = (await getUserByUsername("ahmet"))!;
    const userCookie = await signIn("ahmet", "ahmet123");
    const self = await answer(() =>
      userApiLoader({ request: requestWith(`/api/users/${ahmet.id}`, { cookie: userCookie }), params: { id: String(ahmet.id) }, context }),
    );
    expect(self.status).toBe(200);
    expect(await self.json()).not.toHaveProperty("password_hash");

    const cookie = await signIn("admin", "admin123");
    const list = await answer(() => usersApiLoader({ request: requestWith("/api/users", { cookie }), params: {}, context }));
    expect(JSON.stringify(await list.json())).not.toContain("password_hash");

    const badJson = await answer(() =>
      usersApiAction({ request: jsonRequest("/api/users", "POST", "{nope", cookie), params: {}, context }),
    );
    expect(badJson.status).toBe(400);
    const invalid = await answer(() =>
      usersApiAction({ request: jsonRequest("/api/users", "POST", { username: "ab" }, cookie), params: {}, context }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toHaveProperty("error");
    const created = await answer(() =>
      usersApiAction({
        request: jsonRequest("/api/users", "POST", { username: "apiuser", email: "api@example.com", password: "sifre123" }, cookie),
        params: {},
        context,
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ username: "apiuser", subscription: "free" });

    const missing = await answer(() =>
      userApiAction({
        request: jsonRequest("/api/users/9999", "PUT", { email: "z@example.com" }, cookie),
        params: { id: "9999" },
        context,
      }),
    );
    expect(missing.status).toBe(404);
    const admin = String(await adminId());
    const lastAdmin = await answer(() =>
      userApiAction({ request: jsonRequest(`/api/users/${admin}`, "DELETE", {}, cookie), params: { id: admin }, context }),
    );
    expect(lastAdmin.status).toBe(400);
    const shortPassword = await answer(() =>
      passwordApiAction({
        request: jsonRequest(`/api/users/${ahmet.id}/password`, "PUT", { password: "123" }, cookie),
        params: { id: String(ahmet.id) },
        context,
      }),
    );
    expect(shortPassword.status).toBe(400);
  });
});
