import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/account/route";
import { loader as exportLoader } from "~/routes/account_.export[.]json";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as registerAction } from "~/routes/register";
import { action as verifyAction, loader as verifyLoader } from "~/routes/verify-email";
import { requestPasswordReset, resetPassword } from "~/models/accounts.server";
import { getUserByUsername, isEmailVerified } from "~/models/users.server";
import { getUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { answer, cookieFrom, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

// Issue 44, items 1, 2, 5 and 7: an address typed at sign-up is not taken as proven; mail, export
// and erasure by address wait for the proof; every link mail counts against one allowance per
// mailbox; an e-mail change tells the old address, ends other sessions and voids reset links.

useTestDatabase();

let ip = 0;
function args(url: string, init: { fields?: Record<string, string>; cookie?: string } = {}) {
  const request = requestWith(url, {
    method: init.fields ? "POST" : "GET",
    cookie: init.cookie,
    body: init.fields ? new URLSearchParams(init.fields) : undefined,
  });
  return { request, params: {}, context: { clientIp: `198.51.100.${++ip % 250}`, cspNonce: "" } as AppLoadContext };
}

const mailsTo = (to: string) => db().selectFrom("mail_outbox").selectAll().where("to_address", "=", to).orderBy("id").execute();

async function tokenFrom(to: string, path: string) {
  const match = (await mailsTo(to)).at(-1)?.text_body.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

async function register(username: string, email: string) {
  const fields = { username, email, password: "uzun-sifre-1", passwordConfirm: "uzun-sifre-1" };
  return cookieFrom(await answer(() => registerAction(args("/register", { fields }))));
}

const account = (cookie: string, fields: Record<string, string>) => answer(() => accountAction(args("/account", { cookie, fields })));

describe("an address is proven before it is used", () => {
  it("a sign-up is unproven; /account says so and mails the link on 'verify-email'; only the link page's POST proves it", async () => {
    const cookie = await register("kanitsiz", "kanitsiz@example.com");
    const id = (await getUserByUsername("kanitsiz"))!.id;
    expect(await isEmailVerified(id)).toBe(false);
    const page = await (await answer(() => accountLoader(args("/account", { cookie })))).json();
    expect(page.user).toMatchObject({ email: "kanitsiz@example.com", emailVerified: false });

    const asked = await account(cookie, { intent: "verify-email" });
    expect(asked.status).toBe(302);
    const token = await tokenFrom("kanitsiz@example.com", "/verify-email");
    expect((await answer(() => verifyLoader(args(`/verify-email?token=${token}`)))).status).toBe(200);
    expect(await isEmailVerified(id)).toBe(false);
    const done = await answer(() => verifyAction(args("/verify-email", { cookie, fields: { intent: "confirm", token } })));
    expect(done.headers.get("Location")).toBe("/account");
    expect(await isEmailVerified(id)).toBe(true);
    expect((await (await answer(() => accountLoader(args("/account", { cookie })))).json()).user.emailVerified).toBe(true);
  });

  it("a password change mails its notice only to a proven address", async () => {
    const cookie = await register("sifreci", "yabanci@example.com");
    const fields = { intent: "change-password", currentPassword: "uzun-sifre-1", password: "yepyeni-1", passwordConfirm: "yepyeni-1" };
    expect((await account(cookie, fields)).status).toBe(302);
    expect(await mailsTo("yabanci@example.com")).toEqual([]);
  });

  it("counts every link mail to one mailbox against one allowance: three an hour, whatever asks", async () => {
    const cookie = await register("paylasim", "paylasim@example.com");
    for (let i = 0; i < 3; i += 1) expect((await account(cookie, { intent: "verify-email" })).status).toBe(302);
    const refused = await account(cookie, { intent: "verify-email" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Çok fazla istek");
    // The same mailbox through the other doors: the reset form and another account's e-mail change.
    expect((await answer(() => forgotAction(args("/forgot-password", { fields: { email: "paylasim@example.com" } })))).status).toBe(429);
    const ahmet = await signIn("ahmet", "ahmet123");
    const change = await account(ahmet, { intent: "change-email", email: "Paylasim@example.com", currentPassword: "ahmet123" });
    expect(change.status).toBe(429);
    expect(await mailsTo("paylasim@example.com")).toHaveLength(3);
  });
});

describe("an e-mail change", () => {
  it("answers the same whether or not another account has the address, and mails only a free one", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const taken = await account(cookie, { intent: "change-email", email: "ayse@example.com", currentPassword: "ahmet123" });
    const free = await account(cookie, { intent: "change-email", email: "bos@example.com", currentPassword: "ahmet123" });
    expect(taken.status).toBe(302);
    expect(free.status).toBe(taken.status);
    expect(free.headers.get("Location")).toBe(taken.headers.get("Location"));
    expect(await mailsTo("ayse@example.com")).toEqual([]);
    expect(await mailsTo("bos@example.com")).toHaveLength(1);
  });

  it("completes only on the link page's POST, tells the old address, ends the other sessions and voids reset links", async () => {
    const other = await signIn("ahmet", "ahmet123");
    const cookie = await signIn("ahmet", "ahmet123");
    await requestPasswordReset("ahmet@example.com");
    const reset = await tokenFrom("ahmet@example.com", "/reset-password");
    await account(cookie, { intent: "change-email", email: "tasinan@example.com", currentPassword: "ahmet123" });
    const token = await tokenFrom("tasinan@example.com", "/verify-email");

    expect((await answer(() => verifyLoader(args(`/verify-email?token=${token}`, { cookie })))).status).toBe(200);
    expect((await getUserByUsername("ahmet"))!.email).toBe("ahmet@example.com");

    const done = await answer(() => verifyAction(args("/verify-email", { cookie, fields: { intent: "confirm", token } })));
    expect(done.headers.get("Location")).toBe("/account");
    expect((await getUserByUsername("ahmet"))!.email).toBe("tasinan@example.com");
    const notice = (await mailsTo("ahmet@example.com")).at(-1);
    expect(notice).toMatchObject({ kind: "email-changed", subject: "E-posta adresiniz değiştirildi" });
    expect(notice?.text_body).toContain("t***@example.com");
    expect(await getUser(requestWith("/", { cookie: other }))).toBeNull();
    expect(await getUser(requestWith("/", { cookie }))).not.toBeNull();
    expect(await resetPassword(reset, "ele-gecirme-1")).toBe(false);
  });
});

describe("address-keyed records are the address owner's", () => {
  async function strangersRecords() {
    await db()
      .insertInto("newsletter_subscribers")
      .values({ email: "kurban@example.com", status: "active", consent_ip: "192.0.2.99", confirmed_at: "2026-11-01T10:00:00.000Z" })
      .execute();
    await db()
      .insertInto("contact_messages")
      .values([
        { name: "Kurban", email: "kurban@example.com", subject: "Soru", message: "Kurbanın mesajı" },
        { name: "Üçüncü", email: "ekkurban@example.com", subject: "Başka", message: "Üçüncü kişinin mesajı" },
      ])
      .execute();
    await db()
      .insertInto("notifications")
      .values({ title: "Yeni kullanıcı", message: "uc (ekkurban@example.com) siteye kayıt oldu.", related_type: "user", related_id: 2 })
      .execute();
  }

  it("an unproven address exports none of a stranger's rows, and erasing the account leaves them, with a record of the erasure", async () => {
    await strangersRecords();
    const cookie = await register("saldirgan", "kurban@example.com");
    const exported = await (await answer(() => exportLoader(args("/account/export.json", { cookie })))).text();
    const parsed = JSON.parse(exported);
    expect(parsed.newsletter).toEqual({ subscribed: false });
    expect(parsed.contactMessages).toEqual([]);
    expect(exported).not.toContain("192.0.2.99");
    expect(exported).not.toContain("Kurbanın mesajı");

    const deleted = await account(cookie, { intent: "delete-account", password: "uzun-sifre-1" });
    expect(deleted.status).toBe(302);
    expect(await getUserByUsername("saldirgan")).toBeUndefined();
    expect(
      await db().selectFrom("newsletter_subscribers").selectAll().where("email", "=", "kurban@example.com").executeTakeFirst(),
    ).toMatchObject({ status: "active", consent_ip: "192.0.2.99" });
    expect(await db().selectFrom("contact_messages").select("email").where("email", "like", "%kurban%").orderBy("id").execute()).toEqual([
      { email: "kurban@example.com" },
      { email: "ekkurban@example.com" },
    ]);
    expect(await db().selectFrom("notifications").select("message").where("message", "like", "%ekkurban%").execute()).toHaveLength(1);
    const erasure = await db().selectFrom("activity_log").selectAll().where("action", "=", "account.deleted").execute();
    expect(erasure).toHaveLength(1);
    expect(JSON.stringify(erasure)).not.toMatch(/saldirgan|kurban@/);
  });

  it("a proven address exports and erases its own rows, matched exactly, and nobody else's", async () => {
    await strangersRecords();
    const cookie = await register("sahibi", "kurban@example.com");
    await account(cookie, { intent: "verify-email" });
    const token = await tokenFrom("kurban@example.com", "/verify-email");
    await answer(() => verifyAction(args("/verify-email", { cookie, fields: { intent: "confirm", token } })));

    const parsed = await (await answer(() => exportLoader(args("/account/export.json", { cookie })))).json();
    expect(parsed.newsletter).toMatchObject({ subscribed: true, consent_ip: "192.0.2.99" });
    expect(parsed.contactMessages.map((m: { message: string }) => m.message)).toEqual(["Kurbanın mesajı"]);
    expect(parsed.mails.map((m: { subject: string }) => m.subject)).toEqual(["E-posta adresinizi doğrulayın"]);

    await account(cookie, { intent: "delete-account", password: "uzun-sifre-1" });
    expect(await db().selectFrom("newsletter_subscribers").selectAll().where("email", "like", "%kurban%").execute()).toEqual([]);
    expect(await db().selectFrom("contact_messages").select("email").where("email", "like", "%kurban%").execute()).toEqual([
      { email: "ekkurban@example.com" },
    ]);
    expect(await db().selectFrom("notifications").select("message").where("message", "like", "%ekkurban%").execute()).toHaveLength(1);
    expect(await mailsTo("kurban@example.com")).toEqual([]);
  });
});
