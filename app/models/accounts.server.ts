import { sql, type Kysely } from "kysely";
import { db } from "~/server/db.server";
import { greatest } from "~/server/dialect/math.server";
import { consumeRecipientAllowance } from "~/server/account-limits.server";
import { hashPassword } from "~/server/password.server";
import type { Database } from "~/lib/db-schema";
import { composeMail } from "~/lib/mail/compose";
import { isAccountTokenValid, issueAccountToken, spendAccountToken } from "./account-tokens.server";
import { recordActivity } from "./activity.server";
import { mailUrl, queueMail } from "./mail-outbox.server";
import { getSeoSettings } from "./seo.server";
import { closeUserSessions } from "./sessions.server";
import { getBooleanSetting } from "./settings.server";
import {
  LAST_ADMIN_MESSAGE,
  findActiveUserByEmail,
  isEmailTaken,
  isEmailVerified,
  isLastActiveAdmin,
  passwordMatches,
  registerUser,
  type User,
} from "./users.server";
import { refused, type Refusal } from "./refusal.server";

/** The names these changes carry in the activity log; none of them shows on a public page. */
export const ACCOUNT_ACTIVITY = {
  emailVerified: "account.email_verified",
  emailChanged: "account.email_changed",
  passwordReset: "account.password_reset",
  passwordChanged: "account.password_changed",
  deleted: "account.deleted",
} as const;

/**
 * What a mail needs from outside the transaction that queues it: the site's name and the
 * absolute base of its links (SITE_URL or the canonical base, never the request's Host).
 * Read first, because the transaction holds the one database connection while it runs.
 */
interface MailContext {
  siteName: string;
  link(path: string, token?: string): string;
}

async function mailContext(): Promise<MailContext> {
  const [seo, home] = await Promise.all([getSeoSettings(), mailUrl("/")]);
  const base = home.replace(/\/$/, "");
  return {
    siteName: seo.site_name || "Kripto Rehber",
    link: (path, token) => `${base}${path}${token ? `?${new URLSearchParams({ token })}` : ""}`,
  };
}

function verificationMail(ctx: MailContext, user: Pick<User, "id" | "username">, to: string, token: string, change: boolean) {
  const heading = change ? "Yeni e-posta adresinizi doğrulayın" : "E-posta adresinizi doğrulayın";
  return {
    kind: change ? "email-change" : "email-verification",
    to,
    userId: user.id,
    subject: heading,
    ...composeMail({
      siteName: ctx.siteName,
      heading,
      paragraphs: [
        `Merhaba ${user.username},`,
        change
          ? "Hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişiklik, aşağıdaki bağlantıyı açıp onayladığınızda geçerli olur."
          : "Hesabınızı kullanmaya başlamak için aşağıdaki bağlantıyı açıp e-posta adresinizi doğrulayın.",
        "Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.",
      ],
      action: { label: "E-posta adresimi doğrula", url: ctx.link("/verify-email", token) },
      footer: ["Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda hiçbir şey değişmez."],
    }),
  };
}

function emailChangedMail(ctx: MailContext, user: Pick<User, "id" | "username">, oldEmail: string, newEmail: string) {
  return {
    kind: "email-changed",
    to: oldEmail,
    userId: user.id,
    subject: "E-posta adresiniz değiştirildi",
    ...composeMail({
      siteName: ctx.siteName,
      heading: "E-posta adresiniz değiştirildi",
      paragraphs: [
        `Merhaba ${user.username},`,
        `Hesabınızın e-posta adresi bu adresten ${maskAddress(newEmail)} adresine değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı ve bekleyen şifre sıfırlama bağlantıları geçersiz kılındı.`,
        "Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçin.",
      ],
      action: { label: "Bize yazın", url: ctx.link("/contact") },
    }),
  };
}

/** "y***@example.com": the old address learns where the account went without the whole new address. */
function maskAddress(email: string) {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

function passwordChangedMail(ctx: MailContext, user: Pick<User, "id" | "username" | "email">) {
  return {
    kind: "password-changed",
    to: user.email,
    userId: user.id,
    subject: "Şifreniz değiştirildi",
    ...composeMail({
      siteName: ctx.siteName,
      heading: "Şifreniz değiştirildi",
      paragraphs: [
        `Merhaba ${user.username},`,
        "Hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.",
        "Bu değişikliği siz yapmadıysanız hemen şifre sıfırlama bağlantısı isteyin ve bizimle iletişime geçin.",
      ],
      action: { label: "Şifremi sıfırla", url: ctx.link("/forgot-password") },
    }),
  };
}

/** Why sign-in is refused before the address is verified; the login page offers a new link beside it. */
export const UNVERIFIED_LOGIN_MESSAGE =
  "E-posta adresiniz henüz doğrulanmadı. Giriş yapabilmek için size gönderdiğimiz e-postadaki bağlantıyı açın.";

/** Whether new accounts must follow a mailed link before they can sign in (the spec's `email_verification`). */
export function emailVerificationRequired(): Promise<boolean> {
  return getBooleanSetting("email_verification", false);
}

/**
 * A visitor's sign-up; `mustVerify` is the `email_verification` setting, read once by the route,
 * which also needs it to answer a taken address. The address starts unproven either way: with
 * verification off the person signs in at once and may ask for the link from /account; with it
 * on, the mail with the link is queued in the same transaction as the account (within the
 * mailbox's allowance, which a fresh address has whole).
 */
export async function signUp(input: { username: string; email: string; password: string }, mustVerify: boolean): Promise<User> {
  if (!mustVerify) return registerUser(input);
  // Past the mailbox's allowance (an address deleted and signed up again in a loop) the
  // account is made without its mail; the login page offers the link again later.
  const mailAllowed = (await consumeRecipientAllowance(input.email)).allowed;
  const ctx = await mailContext();
  return registerUser(input, async (created, trx) => {
    const token = await issueAccountToken(trx, { purpose: "verify-email", userId: created.id });
    if (mailAllowed) await queueMail(trx, verificationMail(ctx, created, created.email, token, false));
  });
}

/**
 * A sign-up with an address an account already has, while addresses must be proven: the visitor
 * gets the new account's answer (so the form does not tell who is registered) and the owner a
 * mail, within the mailbox's allowance, saying how to sign in or set a new password.
 */
export async function tellOwnerOfSignUp(email: string): Promise<void> {
  const user = await findActiveUserByEmail(email);
  if (!user || !(await consumeRecipientAllowance(user.email)).allowed) return;
  const ctx = await mailContext();
  await db()
    .transaction()
    .execute((trx) =>
      queueMail(trx, {
        kind: "sign-up-existing",
        to: user.email,
        userId: user.id,
        subject: "Bu adresle zaten bir hesabınız var",
        ...composeMail({
          siteName: ctx.siteName,
          heading: "Bu adresle zaten bir hesabınız var",
          paragraphs: [
            `Merhaba ${user.username},`,
            "Bu e-posta adresiyle yeni bir hesap açılmak istendi. Adresiniz zaten hesabınıza bağlı olduğu için yeni hesap açılmadı.",
            "Siz istediyseniz hesabınıza giriş yapabilir, şifrenizi hatırlamıyorsanız yenisini belirleyebilirsiniz.",
          ],
          action: { label: "Giriş yap", url: ctx.link("/login") },
          footer: [
            `Şifrenizi unuttuysanız: ${ctx.link("/forgot-password")}`,
            "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda hiçbir şey değişmez.",
          ],
        }),
      }),
    );
}

/** Sends a fresh verification link if an active, unverified account has this address; silent otherwise. */
export async function resendVerification(email: string): Promise<void> {
  const user = await findActiveUserByEmail(email);
  if (!user || user.emailVerified) return;
  const ctx = await mailContext();
  await db()
    .transaction()
    .execute(async (trx) => {
      const token = await issueAccountToken(trx, { purpose: "verify-email", userId: user.id });
      await queueMail(trx, verificationMail(ctx, user, user.email, token, false));
    });
}

/**
 * The link asked for on /account by a signed-in person whose address is not proven yet;
 * counted against the mailbox's link allowance. Alert and other mails wait for it.
 */
export async function sendVerificationLink(user: User): Promise<AccountChange> {
  if (await isEmailVerified(user.id)) return refused("E-posta adresiniz zaten doğrulanmış.", "email");
  const allowance = await consumeRecipientAllowance(user.email);
  if (!allowance.allowed) return refused(allowance.message, "email", 429);
  const ctx = await mailContext();
  await db()
    .transaction()
    .execute(async (trx) => {
      const token = await issueAccountToken(trx, { purpose: "verify-email", userId: user.id });
      await queueMail(trx, verificationMail(ctx, user, user.email, token, false));
    });
  return { ok: true };
}

/** Whether a verification or e-mail change link would still be accepted, without spending it (the page it opens asks first). */
export async function isVerificationLinkValid(token: string): Promise<boolean> {
  return (await isAccountTokenValid(db(), "verify-email", token)) || isAccountTokenValid(db(), "change-email", token);
}

export type VerifyOutcome = { ok: true; changed: boolean } | Refusal;

const INVALID_LINK = "Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş.";

/**
 * Follows a verification link (the POST of the page it opens: a mail scanner's GET changes
 * nothing): a sign-up's link marks the address verified; an e-mail change's link moves the
 * account to the new address (verified by this very link), ends the account's sessions
 * other than `keepSession`, voids outstanding reset links and tells the old address, if it
 * was proven.
 */
export async function verifyEmailToken(token: string, keepSession?: string): Promise<VerifyOutcome> {
  const ctx = await mailContext();
  return db()
    .transaction()
    .execute(async (trx): Promise<VerifyOutcome> => {
      const now = new Date().toISOString();
      const signUpToken = await spendAccountToken(trx, "verify-email", token);
      if (signUpToken) {
        await trx.updateTable("users").set({ email_verified_at: now }).where("id", "=", signUpToken.userId).execute();
        await recordAccountActivity(trx, ACCOUNT_ACTIVITY.emailVerified, "E-posta doğrulandı", signUpToken.userId);
        return { ok: true, changed: false };
      }
      const change = await spendAccountToken(trx, "change-email", token);
      if (!change?.newEmail) return refused(INVALID_LINK);
      const taken = await trx
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", change.newEmail.toLowerCase())
        .where("id", "!=", change.userId)
        .executeTakeFirst();
      if (taken) return refused("Bu e-posta adresi artık başka bir hesapta kullanılıyor.");
      const before = await trx
        .selectFrom("users")
        .select(["id", "username", "email", "email_verified_at"])
        .where("id", "=", change.userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("users")
        .set({ email: change.newEmail, email_verified_at: now, updated_at: now })
        .where("id", "=", change.userId)
        .execute();
      await closeUserSessions(change.userId, { except: keepSession, executor: trx });
      await trx
        .updateTable("account_tokens")
        .set({ used_at: now })
        .where("user_id", "=", change.userId)
        .where("purpose", "=", "reset-password")
        .where("used_at", "is", null)
        .execute();
      await recordAccountActivity(trx, ACCOUNT_ACTIVITY.emailChanged, "E-posta adresi değiştirildi", change.userId);
      if (before.email_verified_at) await queueMail(trx, emailChangedMail(ctx, before, before.email, change.newEmail));
      return { ok: true, changed: true };
    });
}

/** OWASP: the same silence whether or not an account has the address; a link only for an active account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await findActiveUserByEmail(email);
  if (!user) return;
  const ctx = await mailContext();
  await db()
    .transaction()
    .execute(async (trx) => {
      const token = await issueAccountToken(trx, { purpose: "reset-password", userId: user.id });
      await queueMail(trx, {
        kind: "password-reset",
        to: user.email,
        userId: user.id,
        subject: "Şifre sıfırlama bağlantınız",
        ...composeMail({
          siteName: ctx.siteName,
          heading: "Şifrenizi sıfırlayın",
          paragraphs: [
            `Merhaba ${user.username},`,
            "Hesabınız için şifre sıfırlama istendi. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın.",
            "Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.",
          ],
          action: { label: "Yeni şifre belirle", url: ctx.link("/reset-password", token) },
          footer: ["Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez."],
        }),
      });
    });
}

/**
 * Sets a new password through a reset link: spends the token, ends every session of the
 * user, marks the address verified (the link proved the mailbox) and queues the notice,
 * all in one transaction. False for an unknown, used or expired link.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const [passwordHash, ctx] = await Promise.all([hashPassword(password), mailContext()]);
  return db()
    .transaction()
    .execute(async (trx) => {
      const spent = await spendAccountToken(trx, "reset-password", token);
      if (!spent) return false;
      const now = new Date().toISOString();
      const user = await trx
        .updateTable("users")
        .set((eb) => ({
          password_hash: passwordHash,
          updated_at: now,
          email_verified_at: eb.fn.coalesce("email_verified_at", eb.val(now)),
        }))
        .where("id", "=", spent.userId)
        .returning(["id", "username", "email"])
        .executeTakeFirstOrThrow();
      await closeUserSessions(user.id, { executor: trx });
      await recordAccountActivity(trx, ACCOUNT_ACTIVITY.passwordReset, "Şifre sıfırlandı", user.id);
      await queueMail(trx, passwordChangedMail(ctx, user));
      return true;
    });
}

/** `status`: the answer's status when it is not 400 (429 for an exhausted allowance). */
export type AccountChange = { ok: true } | Refusal;

const WRONG_PASSWORD = "Mevcut şifreniz hatalı.";

/** A signed-in person's new password: the current one is required; every other session ends. */
export async function changeOwnPassword(
  user: User,
  input: { currentPassword: string; password: string },
  currentSessionToken: string | undefined,
): Promise<AccountChange> {
  if (!(await passwordMatches(user.id, input.currentPassword))) return refused(WRONG_PASSWORD, "currentPassword");
  const [passwordHash, ctx, proven] = await Promise.all([hashPassword(input.password), mailContext(), isEmailVerified(user.id)]);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where("id", "=", user.id)
        .execute();
      await closeUserSessions(user.id, { except: currentSessionToken, executor: trx });
      await recordAccountActivity(trx, ACCOUNT_ACTIVITY.passwordChanged, "Şifre değiştirildi", user.id);
      // A notice goes only to a proven address: changing one's password over and over must not mail a stranger.
      if (proven) await queueMail(trx, passwordChangedMail(ctx, user));
    });
  return { ok: true };
}

/**
 * Asks to move the account to another address: nothing changes until the link mailed to
 * the new address is followed. The current password is required, so a borrowed session
 * cannot take the account over by changing where its reset links go. The answer and the
 * pending state are the same whether or not another account has the address (no mail goes
 * then, and the link could not complete anyway), so the form lists nobody; each request
 * counts against the new mailbox's link allowance.
 */
export async function requestEmailChange(user: User, input: { email: string; currentPassword: string }): Promise<AccountChange> {
  if (!(await passwordMatches(user.id, input.currentPassword))) return refused(WRONG_PASSWORD, "currentPassword");
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) return refused("Bu zaten hesabınızın e-posta adresi.", "email");
  const allowance = await consumeRecipientAllowance(email);
  if (!allowance.allowed) return refused(allowance.message, "email", 429);
  const [ctx, taken] = await Promise.all([mailContext(), isEmailTaken(email)]);
  await db()
    .transaction()
    .execute(async (trx) => {
      const token = await issueAccountToken(trx, { purpose: "change-email", userId: user.id, newEmail: email });
      if (!taken) await queueMail(trx, verificationMail(ctx, user, email, token, true));
    });
  return { ok: true };
}

/** The change of address waiting for its link, if any. */
export async function pendingEmailChange(userId: number): Promise<string | undefined> {
  const row = await db()
    .selectFrom("account_tokens")
    .select("new_email")
    .where("user_id", "=", userId)
    .where("purpose", "=", "change-email")
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.new_email ?? undefined;
}

/**
 * Deletes a person's own account and everything that is theirs, in one transaction.
 * Tables whose user_id cascades (sessions, watchlists, follows, portfolio, alerts, bots, tokens...) go
 * with the user row; the rest is removed here: their chat history, likes, the mails about
 * their account, the activity entries they made, the admins' notifications about them (by
 * related id) and their name in the entries others' work left behind. Rows kept by address
 * (the newsletter row, contact messages, other mails to it) are theirs only when a mailed
 * link proved the address, and then match it exactly: an unproven address may be a
 * stranger's, whose consent record and messages stay. The log keeps one entry that an
 * account was deleted and how many rows went, naming no one.
 */
export async function deleteOwnAccount(user: User, password: string): Promise<AccountChange> {
  if (!(await passwordMatches(user.id, password))) return refused("Şifreniz hatalı.", "password");
  const proven = await isEmailVerified(user.id);
  const email = user.email.trim().toLowerCase();
  const visitorKey = `user:${user.id}`;
  const deleted = await db()
    .transaction()
    .execute(async (trx) => {
      // Returned before the first write: a refusal returned from the transaction still commits what came before it.
      if (await isLastActiveAdmin(trx, user.id)) return false;
      const likes = await trx.deleteFrom("blog_likes").where("visitor_id", "=", visitorKey).returning("post_id").execute();
      for (const { post_id } of likes) {
        await trx
          .updateTable("blog_posts")
          .set((eb) => ({ likes: greatest(sql<number>`0`, eb("likes", "-", 1)) }))
          .where("id", "=", post_id)
          .execute();
      }
      await trx
        .deleteFrom("ai_messages")
        .where((eb) => eb.or([eb("user_id", "=", user.id), eb("conversation_key", "=", visitorKey)]))
        .execute();
      const mails = await trx
        .deleteFrom("mail_outbox")
        .where((eb) => eb.or([eb("user_id", "=", user.id), ...(proven ? [eb(sql<string>`lower(to_address)`, "=", email)] : [])]))
        .executeTakeFirst();
      let subscriptions = 0;
      const contactIds: number[] = [];
      if (proven) {
        const removed = await trx
          .deleteFrom("newsletter_subscribers")
          .where(sql<string>`lower(email)`, "=", email)
          .executeTakeFirst();
        subscriptions = Number(removed.numDeletedRows);
        const contacts = await trx
          .deleteFrom("contact_messages")
          .where(sql<string>`lower(email)`, "=", email)
          .returning("id")
          .execute();
        contactIds.push(...contacts.map((row) => row.id));
        // The newsletter's entries name the address as their whole description.
        await trx
          .updateTable("activity_log")
          .set({ description: "silinmiş adres" })
          .where(sql<string>`lower(description)`, "=", email)
          .execute();
      }
      await trx
        .deleteFrom("activity_log")
        .where((eb) => eb.or([eb("user_id", "=", user.id), eb("username", "=", user.username)]))
        .execute();
      await trx
        .deleteFrom("notifications")
        .where((eb) =>
          eb.or([
            eb.and([eb("related_type", "=", "user"), eb("related_id", "=", user.id)]),
            ...(contactIds.length ? [eb.and([eb("related_type", "=", "contact_message"), eb("related_id", "in", contactIds)])] : []),
          ]),
        )
        .execute();
      // Admins' entries about this user ("admin, ali kullanıcısını güncelledi.") keep what was done, not to whom.
      await trx
        .updateTable("activity_log")
        .set({ description: sql<string>`replace(description, ${`, ${user.username} `}, ', silinmiş kullanıcı ')` })
        .where("action", "like", "user%")
        .execute();
      await trx.deleteFrom("users").where("id", "=", user.id).execute();
      await recordActivity(
        {
          action: ACCOUNT_ACTIVITY.deleted,
          title: "Hesap silindi",
          description: `Bir kullanıcı kendi hesabını sildi (${Number(mails.numDeletedRows)} e-posta, ${subscriptions} bülten kaydı, ${contactIds.length} iletişim mesajı silindi; adres ${proven ? "doğrulanmıştı" : "doğrulanmamıştı, adrese bağlı kayıtlar korundu"}).`,
          icon: "AlertCircle",
        },
        trx,
      );
      return true;
    });
  return deleted ? { ok: true } : refused(LAST_ADMIN_MESSAGE, "password");
}

async function recordAccountActivity(trx: Kysely<Database>, action: string, title: string, userId: number) {
  const user = await trx.selectFrom("users").select(["id", "username"]).where("id", "=", userId).executeTakeFirstOrThrow();
  await recordActivity({ action, title, description: `${user.username}: ${title.toLowerCase()}.`, icon: "AlertCircle", actor: user }, trx);
}

/** What the account page shows at a glance: how many coins watched, followed signals and portfolio entries. */
export async function accountGlance(userId: number) {
  const watched = await db()
    .selectFrom("watchlist_items as i")
    .innerJoin("watchlists as w", "w.id", "i.watchlist_id")
    .select((eb) => eb.fn.count<number>("i.symbol").distinct().as("count"))
    .where("w.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const count = async (table: "signal_follows" | "portfolio_transactions") => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const [follows, transactions] = await Promise.all([count("signal_follows"), count("portfolio_transactions")]);
  return { watched: Number(watched.count), follows, transactions };
}
