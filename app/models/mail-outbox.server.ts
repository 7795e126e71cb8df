import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { isPostgres } from "../../db/migrations/portable";
import type { Database, MailOutboxTable, MailState } from "~/lib/db-schema";
import { MAIL_MAX_TRIES } from "~/lib/mail/retry";
import { pageWindow } from "~/lib/pagination";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { siteBase } from "~/server/site-url.server";
import { mailQueued } from "~/server/mail-wake.server";
import { recordActivity, type ActivityActor } from "./activity.server";
import { countEach } from "./rows.server";
import { getSeoSettings } from "./seo.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

export type OutboxMail = Selectable<MailOutboxTable>;

export interface OutgoingMail {
  /** What caused it, for the admin's list and the logs: "email-verification", "password-reset"... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The user the mail is about, so deleting the account can find it. */
  userId?: number | null;
}

/**
 * Writes a mail to the outbox. Pass the transaction of the change that causes the mail,
 * so the two are committed together or not at all; the mail worker sends it afterwards.
 */
export async function queueMail(executor: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const row = await executor
    .insertInto("mail_outbox")
    .values({
      kind: mail.kind,
      to_address: mail.to.trim(),
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      message_id: `<${randomUUID()}@${messageIdDomain()}>`,
      user_id: mail.userId ?? null,
      // The worker compares due times with this process's clock, so it writes them too:
      // SQLite's clock can read a millisecond later and leave a fresh mail not yet due.
      next_attempt_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The worker's next read waits for this connection's transaction to end (one connection
  // per process), so it finds the mail once committed, or nothing if it was rolled back.
  mailQueued();
  return row.id;
}

/**
 * An absolute link for a mail: the admin's canonical base, else SITE_URL. Never the
 * request's Host, which whoever sends the request chooses.
 */
export async function mailUrl(path: string): Promise<string> {
  const seo = await getSeoSettings();
  return `${siteBase(seo.canonical_url_base)}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The sender: MAIL_FROM, else the site's name at noreply@ on the site's own domain. */
export async function mailSender(): Promise<string | { name: string; address: string }> {
  const from = env().MAIL_FROM;
  if (from) return from;
  const seo = await getSeoSettings();
  const host = new URL(siteBase(seo.canonical_url_base)).hostname;
  return { name: seo.site_name || "Kripto Rehber", address: `noreply@${host}` };
}

function messageIdDomain(): string {
  const from = env().MAIL_FROM?.match(/@([^>\s]+)/)?.[1];
  if (from) return from;
  const site = env().SITE_URL;
  return site ? new URL(site).hostname : "localhost";
}

/** A row still `sending` this long after it was claimed belongs to a process that died mid-send. */
export const STUCK_AFTER_MS = 5 * 60_000;

/**
 * Takes up to `limit` due mails for sending: one UPDATE … RETURNING, so the rows move
 * from pending to sending in a single statement under SQLite's write lock (PostgreSQL's row
 * locks) and two processes never take the same row. A try is counted when it starts, so a
 * mail whose sending kills the process still runs out of tries.
 */
export function claimDueMail(database: Kysely<Database>, now: Date, limit: number): Promise<OutboxMail[]> {
  const at = now.toISOString();
  return database
    .with(
      // Materialised: the due rows are chosen once. On PostgreSQL they are also locked, and a
      // racing claim skips them for the next ones (in a plain `IN (…)` subquery PostgreSQL may
      // run the locking select more than once and take more than `limit`, or fewer).
      (cte) => cte("due").materialized(),
      (qb) => {
        const due = qb
          .selectFrom("mail_outbox")
          .select("id")
          .where("state", "=", "pending")
          .where("next_attempt_at", "<=", at)
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit);
        return isPostgres(database) ? due.forUpdate().skipLocked() : due;
      },
    )
    .updateTable("mail_outbox")
    .set({ state: "sending", claimed_at: at, tries: sql`tries + 1`, updated_at: at })
    .where("state", "=", "pending")
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    .returningAll()
    .execute();
}

/**
 * Mails left `sending` by a process that stopped mid-send go back to pending, to be sent
 * again with the same Message-ID (whether the first try reached the relay is unknown:
 * see docs/decisions/019). One that has used all its tries is failed instead.
 */
export function releaseStuckMail(database: Kysely<Database>, now: Date): Promise<OutboxMail[]> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  return database
    .updateTable("mail_outbox")
    .set({
      state: sql<MailState>`CASE WHEN tries >= ${MAIL_MAX_TRIES} THEN 'failed' ELSE 'pending' END`,
      last_error: "Gönderim yarıda kaldı: süreç gönderirken durdu.",
      claimed_at: null,
      next_attempt_at: at,
      updated_at: at,
    })
    .where("state", "=", "sending")
    .where("claimed_at", "<=", cutoff)
    .returningAll()
    .execute();
}

export async function markMailSent(database: Kysely<Database>, id: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await database
    .updateTable("mail_outbox")
    .set({ state: "sent", sent_at: at, claimed_at: null, last_error: null, updated_at: at })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .execute();
}

/** A failed try: another one at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markMailAttemptFailed(
  database: Kysely<Database>,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await database
    .updateTable("mail_outbox")
    .set({
      state: retryAt ? "pending" : "failed",
      next_attempt_at: (retryAt ?? now).toISOString(),
      last_error: error.slice(0, 500),
      claimed_at: null,
      updated_at: at,
    })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .execute();
}

/** Pending mails after `afterId`, oldest first: what the worker logs when it cannot send. */
export function pendingMailAfter(database: Kysely<Database>, afterId: number, limit: number) {
  return database
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "subject", "kind"])
    .where("state", "=", "pending")
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export interface MailFilters {
  state?: MailState;
  kind?: string;
  page?: number;
}

const MAILS_PER_PAGE = 20;

/** One page of the outbox for /admin/mail, newest first, without the bodies. */
export async function listMail(filters: MailFilters) {
  let query = db().selectFrom("mail_outbox");
  if (filters.state) query = query.where("state", "=", filters.state);
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(total), filters.page, MAILS_PER_PAGE);
  const mails = await query
    .select(["id", "kind", "to_address", "subject", "state", "tries", "last_error", "next_attempt_at", "sent_at", "created_at"])
    .orderBy("id", "desc")
    .limit(MAILS_PER_PAGE)
    .offset(offset)
    .execute();
  return { mails, pagination };
}

export async function listMailKinds(): Promise<string[]> {
  const rows = await db().selectFrom("mail_outbox").select("kind").distinct().orderBy("kind").execute();
  return rows.map((row) => row.kind);
}

/** How many mails are in each state. */
export function mailStateCounts(): Promise<Record<MailState, number>> {
  return countEach("mail_outbox", "state", { pending: 0, sending: 0, sent: 0, failed: 0 });
}

export function getMail(id: number): Promise<OutboxMail | undefined> {
  return db().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export const MAIL_ACTIVITY = { resend: "mail.resend" } as const;

export type ResendResult = { ok: true } | Refusal | NotFound;

/**
 * Puts a mail back in the queue with fresh tries, recording who did it. A mail that was
 * already delivered gets a new Message-ID: the admin means it to arrive again, and a
 * receiver may drop a second copy carrying the same one. A mail being sent right now is
 * left alone.
 */
export async function resendMail(id: number, actor: ActivityActor): Promise<ResendResult> {
  const result = await db()
    .transaction()
    .execute(async (trx): Promise<ResendResult> => {
      const mail = await trx
        .selectFrom("mail_outbox")
        .select(["id", "state", "to_address", "subject"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!mail) return notFound("E-posta bulunamadı.");
      if (mail.state === "sending") return refused("Bu e-posta şu anda gönderiliyor; biraz sonra yeniden deneyin.");
      const at = new Date().toISOString();
      await trx
        .updateTable("mail_outbox")
        .set({
          state: "pending",
          tries: 0,
          last_error: null,
          claimed_at: null,
          sent_at: null,
          next_attempt_at: at,
          updated_at: at,
          ...(mail.state === "sent" ? { message_id: `<${randomUUID()}@${messageIdDomain()}>` } : {}),
        })
        .where("id", "=", id)
        .execute();
      await recordActivity(
        {
          action: MAIL_ACTIVITY.resend,
          title: "E-posta yeniden gönderime alındı",
          description: `${mail.to_address}: ${mail.subject}`,
          icon: "Mail",
          actor,
        },
        trx,
      );
      return { ok: true };
    });
  if (result.ok) mailQueued();
  return result;
}
