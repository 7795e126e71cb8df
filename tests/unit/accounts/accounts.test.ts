import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction } from "~/routes/reset-password";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { loader as verifyLoader, action as verifyAction } from "~/routes/verify-email";
import { action as accountAction } from "~/routes/account/route";
import { loader as exportLoader } from "~/routes/account_.export[.]json";
import { requestPasswordReset, resetPassword } from "~/models/accounts.server";
import { setSetting } from "~/models/settings.server";
import { toggleFavourite } from "~/models/watchlists.server";
import { getUserByUsername, isEmailVerified } from "~/models/users.server";
import { getUser } from "~/server/auth.server";
import { getSession } from "~/server/session.server";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { answer, cookieFrom, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
function args(url: string, init: { fields?: Record<string, string>; cookie?: string; headers?: Record<string, string> } = {}) {
  const request = requestWith(url, {
    method: init.fields ? "POST" : "GET",
    cookie: init.cookie,
    headers: init.headers,
    body: init.fields ? new URLSearchParams(init.fields) : undefined,
  });
  return { request, params: {}, context: { clientIp: `198.51.100.${++ip % 250}`, cspNonce: "" } as AppLoadContext };
}

async function mails(to?: string) {
  let query = db().selectFrom("mail_outbox").selectAll().orderBy("id");
  if (to) query = query.where("to_address", "=", to);
  return query.execute();
}

/** The token of the last mailed link to this path (the mail carries it; the database only its hash). */
async function tokenFrom(to: string, path: string) {
  const last = (await mails(to)).at(-1);
  const match = last?.text_body.match(new RegExp(`${path.replace("/", "\\/")}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

async function sessionCount(username: string) {
  const row = await db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("users.username", "=", username)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("password reset", () => {
  it("answers an unknown address exactly as a known one (status and text), and mails only the known one", async () => {
    const known = await answer(() => forgotAction(args("/forgot-password", { fields: { email: "ahmet@example.com" } })));
    const unknown = await answer(() => forgotAction(args("/forgot-password", { fields: { email: "kimse@example.com" } })));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect((await mails()).map((m) => m.to_address)).toEqual(["ahmet@example.com"]);
  });

  it("takes a link once, and not after 30 minutes (fake time)", async () => {
    await requestPasswordReset("ahmet@example.com");
    const token = await tokenFrom("ahmet@example.com", "/reset-password");
    expect(await resetPassword(token, "yeni-sifre-1")).toBe(true);
    expect(await resetPassword(token, "baska-sifre-2")).toBe(false);

    vi.useFakeTimers({ toFake: ["Date"] });
    await requestPasswordReset("ayse@example.com");
    const late = await tokenFrom("ayse@example.com", "/reset-password");
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect(await resetPassword(late, "yeni-sifre-1")).toBe(false);
  });

  it("sets the password through the form, ends every session, and queues 'Şifreniz değiştirildi'", async () => {
    await signIn("ahmet", "ahmet123");
    await signIn("ahmet", "ahmet123");
    expect(await sessionCount("ahmet")).toBe(2);
    await requestPasswordReset("ahmet@example.com");
    const token = await tokenFrom("ahmet@example.com", "/reset-password");

    const mismatch = await answer(() =>
      resetAction(args("/reset-password", { fields: { token, password: "yeni-sifre", passwordConfirm: "baska" } })),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Şifreler eşleşmiyor");

    const done = await answer(() =>
      resetAction(args("/reset-password", { fields: { token, password: "yeni-sifre", passwordConfirm: "yeni-sifre" } })),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    expect(await sessionCount("ahmet")).toBe(0);
    expect((await mails("ahmet@example.com")).at(-1)?.subject).toBe("Şifreniz değiştirildi");
    expect(await signIn("ahmet", "yeni-sifre")).not.toBe("");
  });

  it("builds every mailed link from SITE_URL, whatever Host the request carried", async () => {
    process.env.SITE_URL = "https://site.kripto-rehber.test";
    resetEnv();
    await answer(() =>
      forgotAction(args("/forgot-password", { fields: { email: "ahmet@example.com" }, headers: { Host: "evil.example" } })),
    );
    await setSetting("email_verification", "true");
    const fields = { username: "host_deneme", email: "host@example.com", password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" };
    await answer(() => registerAction(args("/register", { fields, headers: { Host: "evil.example" } })));
    const sent = await mails();
    expect(sent.length).toBe(2);
    for (const mail of sent) {
      const links = [...`${mail.text_body} ${mail.html_body}`.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith("https://site.kripto-rehber.test/")).toBe(true);
    }
  });
});

describe("e-mail verification", () => {
  it("with the setting on: no session at sign-up, login refused with a reason and a resend, the link lets them in", async () => {
    await setSetting("email_verification", "true");
    const fields = { username: "dogrulanacak", email: "dogru@example.com", password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" };
    const signedUp = await answer(() => registerAction(args("/register", { fields })));
    expect(signedUp.status).toBe(302);
    expect(await getUser(requestWith("/", { cookie: cookieFrom(signedUp) }))).toBeNull();

    const refused = await answer(() => loginAction(args("/login", { fields: { username: "dogrulanacak", password: "uzun-sifre-1" } })));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("E-posta adresiniz henüz doğrulanmadı");

    const resent = await answer(() => verifyAction(args("/verify-email", { fields: { email: "dogru@example.com" } })));
    const unknown = await answer(() => verifyAction(args("/verify-email", { fields: { email: "yok@example.com" } })));
    expect(resent.status).toBe(200);
    expect(await unknown.text()).toBe(await resent.text());
    expect((await mails("dogru@example.com")).length).toBe(2);

    const token = await tokenFrom("dogru@example.com", "/verify-email");
    // The link opens a page with a button; only its POST verifies (a mail scanner's GET does nothing).
    const opened = await answer(() => verifyLoader(args(`/verify-email?token=${token}`)));
    expect(opened.status).toBe(200);
    expect(await isEmailVerified((await getUserByUsername("dogrulanacak"))!.id)).toBe(false);
    const followed = await answer(() => verifyAction(args("/verify-email", { fields: { intent: "confirm", token } })));
    expect(followed.headers.get("Location")).toBe("/login");
    const again = await answer(() => verifyAction(args("/verify-email", { fields: { intent: "confirm", token } })));
    expect(again.status).toBe(400);
    expect((await answer(() => verifyLoader(args(`/verify-email?token=${token}`)))).status).toBe(400);

    const ok = await answer(() => loginAction(args("/login", { fields: { username: "dogrulanacak", password: "uzun-sifre-1" } })));
    expect(ok.status).toBe(302);
  });

  it("with the setting off, sign-up signs in at once as before, but the address is not taken as proven", async () => {
    const fields = { username: "hizli_uye", email: "hizli@example.com", password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" };
    const signedUp = await answer(() => registerAction(args("/register", { fields })));
    const user = await getUser(requestWith("/", { cookie: cookieFrom(signedUp) }));
    expect(user?.username).toBe("hizli_uye");
    expect(await isEmailVerified(user!.id)).toBe(false);
    expect(await mails()).toEqual([]);
  });
});

describe("a sign-up with an address that has an account", () => {
  const toast = async (response: Response) =>
    ((await getSession(requestWith("/login", { cookie: cookieFrom(response) }))).get("toast") as { message: string }).message;
  const signUp = (username: string, email: string) =>
    answer(() =>
      registerAction(args("/register", { fields: { username, email, password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" } })),
    );

  it("with proof on: the same answer as a new account, no account made, and the owner told by mail", async () => {
    await setSetting("email_verification", "true");
    const fresh = await signUp("yepyeni", "yepyeni@example.com");
    const taken = await signUp("davetsiz", "AHMET@example.com");
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get("Location")).toBe("/login");
    expect(await toast(taken)).toContain("Hesabınız oluşturuldu. AHMET@example.com adresine gönderdiğimiz bağlantıyla");
    expect(await toast(fresh)).toContain("Hesabınız oluşturuldu. yepyeni@example.com adresine gönderdiğimiz bağlantıyla");
    expect(await getUserByUsername("davetsiz")).toBeUndefined();
    const told = await mails("ahmet@example.com");
    expect(told.map((mail) => mail.subject)).toEqual(["Bu adresle zaten bir hesabınız var"]);
    expect(told[0].text_body).toContain("Merhaba ahmet,");
    expect(told[0].text_body).toMatch(/\/login\b/);
    expect(told[0].text_body).toMatch(/\/forgot-password\b/);
  });

  it("with proof on, the owner's mails stop at the mailbox's allowance, the answer stays the same", async () => {
    await setSetting("email_verification", "true");
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await signUp(`davetsiz${i}`, "ahmet@example.com"));
    expect(new Set(answers.map((a) => a.headers.get("Location")))).toEqual(new Set(["/login"]));
    const told = (await mails("ahmet@example.com")).length;
    expect(told).toBeGreaterThan(0);
    expect(told).toBeLessThan(8);
  });

  it("with proof off the visitor would be signed in at once, so the field says the address is taken", async () => {
    const taken = await signUp("davetsiz", "ahmet@example.com");
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Bu e-posta adresiyle kayıtlı bir hesap var.");
    expect(await mails()).toEqual([]);
  });
});

describe("/account", () => {
  it("changes the e-mail only when the link mailed to the new address is followed", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const wrong = await answer(() =>
      accountAction(args("/account", { cookie, fields: { intent: "change-email", email: "yeni@example.com", currentPassword: "x" } })),
    );
    expect(wrong.status).toBe(400);
    const asked = await answer(() =>
      accountAction(
        args("/account", { cookie, fields: { intent: "change-email", email: "yeni@example.com", currentPassword: "ahmet123" } }),
      ),
    );
    expect(asked.status).toBe(302);
    const row = () => db().selectFrom("users").select("email").where("username", "=", "ahmet").executeTakeFirstOrThrow();
    expect((await row()).email).toBe("ahmet@example.com");
    const token = await tokenFrom("yeni@example.com", "/verify-email");
    await answer(() => verifyLoader(args(`/verify-email?token=${token}`, { cookie })));
    expect((await row()).email).toBe("ahmet@example.com");
    await answer(() => verifyAction(args("/verify-email", { cookie, fields: { intent: "confirm", token } })));
    expect((await row()).email).toBe("yeni@example.com");
  });

  it("changes the password with the current one and ends the other sessions only", async () => {
    const other = await signIn("ahmet", "ahmet123");
    const cookie = await signIn("ahmet", "ahmet123");
    const done = await answer(() =>
      accountAction(
        args("/account", {
          cookie,
          fields: { intent: "change-password", currentPassword: "ahmet123", password: "yepyeni1", passwordConfirm: "yepyeni1" },
        }),
      ),
    );
    expect(done.status).toBe(302);
    expect(await getUser(requestWith("/", { cookie }))).not.toBeNull();
    expect(await getUser(requestWith("/", { cookie: other }))).toBeNull();
  });

  it("exports the person's data as an attachment holding no password hash, token or session id", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    await requestPasswordReset("ahmet@example.com");
    const rawToken = await tokenFrom("ahmet@example.com", "/reset-password");
    const user = await db().selectFrom("users").selectAll().where("username", "=", "ahmet").executeTakeFirstOrThrow();
    await toggleFavourite(user.id, "BTCUSDT");
    await db().insertInto("newsletter_subscribers").values({ email: "ahmet@example.com" }).execute();
    const other = await db().selectFrom("users").select("id").where("username", "!=", "ahmet").executeTakeFirstOrThrow();
    const trade = { type: "buy", amount: 1, price: 100, currency: "USD", fee: 0, note: "" } as const;
    await db()
      .insertInto("portfolio_transactions")
      .values([
        { ...trade, user_id: user.id, symbol: "BTC", date: "2026-02-01" },
        { ...trade, user_id: other.id, symbol: "SOL", date: "2026-01-15" },
        { ...trade, user_id: user.id, symbol: "ETH", date: "2026-01-01" },
      ])
      .execute();
    await db()
      .insertInto("user_notifications")
      .values([
        { user_id: user.id, title: "İlk", message: "Bir" },
        { user_id: other.id, title: "Başkasının", message: "İki" },
        { user_id: user.id, title: "İkinci", message: "Üç" },
      ])
      .execute();

    const response = await answer(() => exportLoader(args("/account/export.json", { cookie })));
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="verilerim-/);
    const body = await response.text();
    const parsed = JSON.parse(body);
    expect(parsed.profile.email).toBe("ahmet@example.com");
    expect(parsed.watchlists).toEqual([
      expect.objectContaining({ name: "Favorilerim", coins: [expect.objectContaining({ symbol: "BTCUSDT" })] }),
    ]);
    expect(parsed.newsletter.subscribed).toBe(true);
    // The person's own rows only, with the columns named and in the section's order.
    expect(parsed.portfolioTransactions.map((row: { symbol: string }) => row.symbol)).toEqual(["ETH", "BTC"]);
    expect(Object.keys(parsed.portfolioTransactions[0])).toEqual([
      "id",
      "type",
      "symbol",
      "amount",
      "price",
      "currency",
      "fee",
      "date",
      "note",
      "created_at",
      "updated_at",
    ]);
    expect(parsed.notifications).toEqual([
      { title: "İlk", message: "Bir", link: null, is_read: 0, created_at: expect.any(String) },
      { title: "İkinci", message: "Üç", link: null, is_read: 0, created_at: expect.any(String) },
    ]);
    expect(parsed.lessonProgress).toEqual([]);

    const secrets = [
      user.password_hash,
      rawToken,
      ...(await db().selectFrom("account_tokens").select("token_hash").execute()).map((r) => r.token_hash),
      ...(await db().selectFrom("sessions").select("token_hash").execute()).map((r) => r.token_hash),
      decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0],
    ].filter((s) => s && s.length > 8);
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/password|token_hash|scrypt\$/i);
  });

  it("refuses to delete the last active admin", async () => {
    const cookie = await signIn("admin", "admin123");
    const refused = await answer(() =>
      accountAction(args("/account?delete=1", { cookie, fields: { intent: "delete-account", password: "admin123" } })),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Son aktif yönetici");
    expect(await db().selectFrom("users").select("id").where("username", "=", "admin").executeTakeFirst()).toBeDefined();
  });

  it("deletes the account so that no row of any table names the user, and ends their sessions", async () => {
    const fields = {
      username: "silinecek_kisi",
      email: "silinecek@example.com",
      password: "uzun-sifre-1",
      passwordConfirm: "uzun-sifre-1",
    };
    const cookie = cookieFrom(await answer(() => registerAction(args("/register", { fields }))));
    // A proven address: its newsletter row and contact messages are the account's and go with it.
    await answer(() => accountAction(args("/account", { cookie, fields: { intent: "verify-email" } })));
    const proof = await tokenFrom("silinecek@example.com", "/verify-email");
    await answer(() => verifyAction(args("/verify-email", { cookie, fields: { intent: "confirm", token: proof } })));
    const other = await signIn("silinecek_kisi", "uzun-sifre-1");
    const user = await db().selectFrom("users").selectAll().where("username", "=", "silinecek_kisi").executeTakeFirstOrThrow();
    const id = user.id;
    const signal = await db().selectFrom("signals").select("id").executeTakeFirst();
    const post = await db().selectFrom("blog_posts").select(["id", "likes"]).executeTakeFirstOrThrow();
    await toggleFavourite(id, "ETHUSDT");
    if (signal) await db().insertInto("signal_follows").values({ user_id: id, signal_id: signal.id }).execute();
    await db()
      .insertInto("portfolio_transactions")
      .values({ user_id: id, type: "buy", symbol: "BTCUSDT", amount: 1, price: 10, currency: "USD", fee: 0, date: "2026-11-01", note: "" })
      .execute();
    await db()
      .insertInto("ai_messages")
      .values({ user_id: id, conversation_key: `user:${id}`, message: "merhaba", response: "selam", model: "site" })
      .execute();
    await db()
      .insertInto("blog_likes")
      .values({ post_id: post.id, visitor_id: `user:${id}` })
      .execute();
    await db()
      .updateTable("blog_posts")
      .set({ likes: post.likes + 1 })
      .where("id", "=", post.id)
      .execute();
    await db().insertInto("newsletter_subscribers").values({ email: "silinecek@example.com" }).execute();
    await db()
      .insertInto("contact_messages")
      .values({ name: "Silinecek", email: "silinecek@example.com", subject: "Soru", message: "Merhaba" })
      .execute();
    await requestPasswordReset("silinecek@example.com");
    const { updateUser } = await import("~/models/users.server");
    await updateUser(id, { subscription: "premium" }, { id: 1, username: "admin" });

    const wrong = await answer(() =>
      accountAction(args("/account?delete=1", { cookie, fields: { intent: "delete-account", password: "yanlis" } })),
    );
    expect(wrong.status).toBe(400);
    const deleted = await answer(() =>
      accountAction(args("/account?delete=1", { cookie, fields: { intent: "delete-account", password: "uzun-sifre-1" } })),
    );
    expect(deleted.status).toBe(302);
    expect(await getUser(requestWith("/", { cookie: other }))).toBeNull();
    expect((await db().selectFrom("blog_posts").select("likes").where("id", "=", post.id).executeTakeFirstOrThrow()).likes).toBe(
      post.likes,
    );

    const { sql } = await import("kysely");
    // Kysely's introspection: the same list of tables and columns on SQLite and PostgreSQL.
    const tables = (await db().introspection.getTables()).filter((table) => !table.name.includes("search"));
    const findings: string[] = [];
    for (const { name, columns } of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db());
      for (const row of rows.rows) {
        for (const column of columns) {
          const value = row[column.name];
          if (/(^|_)user_id$/.test(column.name) && value === id) findings.push(`${name}.${column.name}`);
          const names = typeof value === "string" && (/silinecek_kisi|silinecek@example\.com/.test(value) || value === `user:${id}`);
          if (names) findings.push(`${name}.${column.name}: ${value.slice(0, 60)}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
