import { db } from "~/server/db.server";
import type { TxWatchRow } from "~/lib/db-schema";
import { composeMail } from "~/lib/mail/compose";
import { explorerHref } from "~/lib/chain/query";
import {
  expiredNotice,
  MAX_TX_WATCHES,
  reachedNotice,
  TX_WATCH_LIMIT_MESSAGE,
  WATCH_EXPIRY_MS,
  type TxWatchInput,
} from "~/lib/chain/tx-watch";
import { getSeoSettings } from "./seo.server";
import { mailUrl, queueMail } from "./mail-outbox.server";
import { lockOwner } from "./owner-lock.server";
import { refused, type Refusal } from "./refusal.server";

/** A user's watched transactions, and the poll's reads and writes of them. */

export const TX_WATCH_MAIL_KIND = "tx-confirmations";

export type TxWatchWrite = { ok: true; watch: TxWatchRow } | Refusal;

export function listTxWatches(userId: number): Promise<TxWatchRow[]> {
  return db()
    .selectFrom("tx_watches")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * Starts watching a transaction for the user, within the per-user limit. Asking again for the
 * same transaction sets the new target and watches afresh instead of adding a second row.
 */
export function createTxWatch(userId: number, input: TxWatchInput, now = new Date()): Promise<TxWatchWrite> {
  return db()
    .transaction()
    .execute(async (trx): Promise<TxWatchWrite> => {
      await lockOwner(trx, userId);
      const existing = await trx
        .selectFrom("tx_watches")
        .select("id")
        .where("user_id", "=", userId)
        .where("chain", "=", input.chain)
        .where("txid", "=", input.txid)
        .executeTakeFirst();
      if (existing) {
        const watch = await trx
          .updateTable("tx_watches")
          .set({ target: input.target, state: "watching", done_at: null, created_at: now.toISOString() })
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { ok: true, watch };
      }
      const { count } = await trx
        .selectFrom("tx_watches")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_TX_WATCHES) return refused(TX_WATCH_LIMIT_MESSAGE);
      const watch = await trx
        .insertInto("tx_watches")
        .values({ user_id: userId, chain: input.chain, txid: input.txid, target: input.target, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ok: true, watch };
    });
}

/** Deletes one of the user's watches; false when the user has no such watch. */
export async function deleteTxWatch(userId: number, id: number): Promise<boolean> {
  const result = await db().deleteFrom("tx_watches").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The watches the poll reads this round: the least recently checked first, at most `limit`. */
export function dueTxWatches(limit: number): Promise<TxWatchRow[]> {
  return db()
    .selectFrom("tx_watches")
    .selectAll()
    .where("state", "=", "watching")
    .orderBy((eb) => eb.fn.coalesce("checked_at", eb.val("")))
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** What the poll read for a watch: a count of confirmations, or nothing (not found, source down). */
export type WatchReading = { confirmations: number } | null;

/**
 * Records one reading. At the target the watch is done, and in the same transaction the user
 * is notified on the site and, when the address is proven by a mailed link, by mail. A watch
 * older than the expiry that has not reached its target is let go, with a notice too.
 * Claims the row by its state, so two polls never notify twice. Returns the watch's new state
 * ('skipped' when another poll had already finished it).
 */
export async function recordTxWatchReading(watch: TxWatchRow, reading: WatchReading, now = new Date()) {
  const at = now.toISOString();
  const confirmations = reading ? reading.confirmations : watch.confirmations;
  const reached = reading !== null && reading.confirmations >= watch.target;
  const expired = !reached && now.getTime() - Date.parse(watch.created_at) > WATCH_EXPIRY_MS;
  const state = reached ? "done" : expired ? "expired" : "watching";
  const mail = state === "watching" ? null : await mailContext();
  return db()
    .transaction()
    .execute(async (trx) => {
      const claim = await trx
        .updateTable("tx_watches")
        .set({ confirmations, checked_at: at, state, done_at: state === "watching" ? null : at })
        .where("id", "=", watch.id)
        .where("state", "=", "watching")
        .executeTakeFirst();
      // Another poll finished it first: nothing more to say.
      if (Number(claim.numUpdatedRows) === 0) return "skipped";
      if (state === "watching") return state;
      const notice = reached
        ? reachedNotice(watch.chain, watch.txid, watch.target, reading.confirmations)
        : expiredNotice(watch.chain, watch.txid, watch.target, confirmations);
      const link = explorerHref(watch.chain, watch.txid);
      await trx
        .insertInto("user_notifications")
        .values({ user_id: watch.user_id, ...notice, link })
        .execute();
      const recipient = await trx
        .selectFrom("users")
        .select(["email", "email_verified_at"])
        .where("id", "=", watch.user_id)
        .where("status", "=", "active")
        .executeTakeFirst();
      // Mail goes only to an address a mailed link has proven (CONTRACT, fourth round).
      if (mail && recipient?.email && recipient.email_verified_at) {
        await queueMail(trx, {
          kind: TX_WATCH_MAIL_KIND,
          to: recipient.email,
          subject: notice.title,
          ...composeMail({
            siteName: mail.siteName,
            heading: notice.title,
            paragraphs: [notice.message],
            action: { label: "İşlemi gezginde aç", url: `${mail.base}${link}` },
            footer: [`Bu e-postayı, ${mail.listUrl} sayfasında kurduğunuz işlem izlemesi için aldınız.`],
          }),
          userId: watch.user_id,
        });
      }
      return state;
    });
}

async function mailContext() {
  const [seo, listUrl] = await Promise.all([getSeoSettings(), mailUrl("/tx-watches")]);
  return { siteName: seo.site_name, listUrl, base: listUrl.slice(0, -"/tx-watches".length) };
}
