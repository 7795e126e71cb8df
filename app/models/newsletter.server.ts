import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely, type Updateable } from "kysely";
import { consumeRecipientAllowance } from "~/server/account-limits.server";
import { db } from "~/server/db.server";
import { contains } from "~/server/dialect/text.server";
import type { Database, NewsletterSubscribersTable, SubscriberStatus } from "~/lib/db-schema";
import { composeMail } from "~/lib/mail/compose";
import { CONFIRM_RESEND_MS, CONFIRM_TTL_MS, CONSENT_TEXT_VERSION } from "~/lib/newsletter/consent";
import { recordActivity, type ActivityActor } from "./activity.server";
import { countEach } from "./rows.server";
import { mailUrl, queueMail } from "./mail-outbox.server";
import { getSeoSettings } from "./seo.server";

export const NEWSLETTER_ACTIVITY = {
  signup: "newsletter.signup",
  confirm: "newsletter.confirm",
  unsubscribe: "newsletter.unsubscribe",
  optOut: "newsletter.opt_out",
  digest: "newsletter.digest",
} as const;

function setSubscriber(trx: Kysely<Database>, id: number, changes: Updateable<NewsletterSubscribersTable>) {
  return trx.updateTable("newsletter_subscribers").set(changes).where("id", "=", id).execute();
}

/** Every change of a subscription is logged alike, the address as its description, in the change's transaction. */
function logSubscriber(trx: Kysely<Database>, entry: { action: string; title: string; email: string; actor?: ActivityActor }) {
  return recordActivity({ actor: entry.actor, action: entry.action, title: entry.title, description: entry.email, icon: "Mail" }, trx);
}

/** Only the hash of a confirmation token is stored: reading the database confirms nobody. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString("hex");
}

/** The path of a subscriber's unsubscribe link (mail headers, digest footer, the page). */
export function unsubscribePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * A sign-up. A new address (or one that left) becomes 'pending' and is mailed a
 * confirmation link in the same transaction; a pending one gets a fresh link unless one
 * went out within the hour; an active one is left as it is. The caller answers all of
 * them alike. Returns whether a confirmation mail was queued.
 */
export async function subscribeToNewsletter(email: string): Promise<"queued" | "unchanged"> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  // Read before the transaction: its connection is held until it ends.
  const [confirmUrl, seo] = await Promise.all([mailUrl(`/newsletter/confirm?token=${token}`), getSeoSettings()]);
  const mail = composeMail({
    siteName: seo.site_name,
    heading: "Bülten aboneliğinizi onaylayın",
    paragraphs: [
      `${seo.site_name} haftalık bültenine bu adresle abone olmak istendi.`,
      "Aboneliği başlatmak için aşağıdaki bağlantıya tıklayın. Bağlantı 7 gün geçerlidir.",
      "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan adrese başka e-posta gönderilmez.",
    ],
    action: { label: "Aboneliği onayla", url: confirmUrl },
  });
  const pending = {
    status: "pending" as const,
    confirm_token_hash: tokenHash(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    confirm_sent_at: now.toISOString(),
  };

  return db()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx.selectFrom("newsletter_subscribers").selectAll().where("email", "=", address).executeTakeFirst();
      if (existing?.status === "active") return "unchanged";
      const recent = existing?.confirm_sent_at && now.getTime() - Date.parse(existing.confirm_sent_at) < CONFIRM_RESEND_MS;
      if (existing?.status === "pending" && recent) return "unchanged";
      // The mailbox's link allowance, shared with the account mails; past it the answer is the same and nothing is sent.
      if (!(await consumeRecipientAllowance(address)).allowed) return "unchanged";
      if (existing) {
        await setSubscriber(trx, existing.id, pending);
      } else {
        await trx
          .insertInto("newsletter_subscribers")
          .values({ email: address, unsubscribe_token: newUnsubscribeToken(), ...pending })
          .execute();
      }
      await queueMail(trx, { kind: "newsletter-confirm", to: address, subject: "Bülten aboneliğinizi onaylayın", ...mail });
      await logSubscriber(trx, { action: NEWSLETTER_ACTIVITY.signup, title: "Bülten aboneliği onay bekliyor", email: address });
      return "queued";
    });
}

/** What a confirmation link would do, without doing it (the page it opens asks first). */
export async function confirmationState(token: string): Promise<"pending" | "already" | "invalid"> {
  if (!token || token.length > 200) return "invalid";
  const row = await db()
    .selectFrom("newsletter_subscribers")
    .select(["status", "confirm_expires_at"])
    .where("confirm_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row?.confirm_expires_at || row.confirm_expires_at <= new Date().toISOString()) return "invalid";
  return row.status === "pending" ? "pending" : row.status === "active" ? "already" : "invalid";
}

/**
 * Follows a confirmation link (the POST of the page it opens: a mail scanner's GET confirms
 * nothing): a pending sign-up whose link has not expired becomes 'active', with the proof of
 * consent (when, from which address, under which wording).
 */
export async function confirmSubscription(token: string, ip: string): Promise<"confirmed" | "already" | "invalid"> {
  if (!token || token.length > 200) return "invalid";
  const now = new Date().toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("newsletter_subscribers")
        .select(["id", "email", "status", "confirm_expires_at"])
        .where("confirm_token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      if (!row || !row.confirm_expires_at || row.confirm_expires_at <= now) return "invalid";
      if (row.status === "active") return "already";
      if (row.status !== "pending") return "invalid";
      await setSubscriber(trx, row.id, {
        status: "active",
        confirmed_at: now,
        consented_at: now,
        consent_ip: ip.slice(0, 64),
        consent_text_version: CONSENT_TEXT_VERSION,
        unsubscribed_at: null,
      });
      await logSubscriber(trx, { action: NEWSLETTER_ACTIVITY.confirm, title: "Bülten aboneliği onaylandı", email: row.email });
      return "confirmed";
    });
}

/** The subscriber an unsubscribe link names; undefined for a token no row has (or one too long to be ours). */
async function subscriberByUnsubscribeToken(executor: Kysely<Database>, token: string) {
  if (!token || token.length > 200) return undefined;
  return executor
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "status"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
}

/** The subscriber an unsubscribe link names, for the page that asks before acting. */
export function getSubscriberByUnsubscribeToken(token: string) {
  return subscriberByUnsubscribeToken(db(), token);
}

/**
 * The one-click unsubscribe (RFC 8058) and the page's button: the token alone decides,
 * no session is read. The row stays, 'unsubscribed', so the admin sees who left and when.
 */
export async function unsubscribeByToken(token: string): Promise<"unsubscribed" | "already" | "invalid"> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await subscriberByUnsubscribeToken(trx, token);
      if (!row) return "invalid";
      if (row.status === "unsubscribed") return "already";
      await setSubscriber(trx, row.id, {
        status: "unsubscribed",
        unsubscribed_at: new Date().toISOString(),
        confirm_token_hash: null,
        confirm_expires_at: null,
      });
      await logSubscriber(trx, { action: NEWSLETTER_ACTIVITY.optOut, title: "Bülten aboneliği sonlandırıldı", email: row.email });
      return "unsubscribed";
    });
}

/** How many subscribers are in each state, for the admin's summary. */
export function countSubscribersByStatus(): Promise<Record<SubscriberStatus, number>> {
  return countEach("newsletter_subscribers", "status", { pending: 0, active: 0, unsubscribed: 0 });
}

/** The subscribers, newest first; `q` matches part of the address (its % and _ taken literally). */
export async function listNewsletterSubscribers(filters: { q?: string; status?: SubscriberStatus } = {}) {
  let query = db().selectFrom("newsletter_subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  const needle = filters.q?.trim().toLowerCase();
  if (needle) query = query.where(contains(sql`lower(email)`, needle));
  if (filters.status) query = query.where("status", "=", filters.status);
  return query.execute();
}

export async function getNewsletterSubscriber(id: number) {
  return db().selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Removes one subscriber and records `newsletter.unsubscribe` for the admin; undefined when there was none. */
export async function deleteNewsletterSubscriber(id: number, actor: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).returningAll().executeTakeFirst();
      if (subscriber) {
        await logSubscriber(trx, {
          actor,
          action: NEWSLETTER_ACTIVITY.unsubscribe,
          title: "Bülten abonesi silindi",
          email: subscriber.email,
        });
      }
      return subscriber;
    });
}
