import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { isPermanentFailure, MAIL_MAX_TRIES, retryDelayMs } from "~/lib/mail/retry";
import {
  claimDueMail,
  mailSender,
  markMailAttemptFailed,
  markMailSent,
  pendingMailAfter,
  releaseStuckMail,
  type OutboxMail,
} from "~/models/mail-outbox.server";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { smtpTransport, type MailTransport, type SendError } from "./transport.server";
import { onMailQueued } from "~/server/mail-wake.server";
import { logger } from "~/server/log.server";

/** How many due mails one claim takes; the worker claims again until none are due. */
const BATCH = 10;

export interface MailWorkerOptions {
  /** Null: no SMTP_URL, nothing is sent and each waiting mail is logged once. */
  transport: MailTransport | null;
  database?: Kysely<Database>;
  now?: () => Date;
  random?: () => number;
  log?: (line: string) => void;
}

export interface MailWorker {
  /** Sends (or, without a transport, notes) everything due now; resolves when done. */
  runOnce(): Promise<void>;
  /** Polls every `pollMs` and whenever a mail is queued in this process. */
  start(pollMs: number): void;
  /** Stops polling and waits for a send under way to end. */
  stop(): Promise<void>;
}

/**
 * The outbox's sender. Every step is a single statement on the outbox (claim, sent,
 * failed), so a process that dies at any point leaves each mail pending, sent, failed,
 * or sending: the last goes back to pending after STUCK_AFTER_MS and is sent again.
 * The log names the recipient and subject, never the body, whose links may carry tokens.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const database = () => options.database ?? db();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => logger.info(line));
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  // Without a transport each waiting mail is logged once per process, not at every poll.
  let notedUpTo = 0;

  async function sendOne(transport: MailTransport, mail: OutboxMail) {
    try {
      await transport.send(mail, await mailSender());
    } catch (caught) {
      const error = caught as SendError;
      const message = error?.message ?? String(caught);
      const retry = !isPermanentFailure(error?.responseCode) && mail.tries < MAIL_MAX_TRIES;
      const retryAt = retry ? new Date(now().getTime() + retryDelayMs(mail.tries, options.random)) : null;
      await markMailAttemptFailed(database(), mail.id, message, retryAt, now());
      log(
        retryAt
          ? `[mail] gönderilemedi #${mail.id} (${mail.tries}. deneme) → ${mail.to_address}: ${mail.subject}; yeniden denenecek ${retryAt.toISOString()}: ${message}`
          : `[mail] başarısız #${mail.id} (${mail.tries}. deneme) → ${mail.to_address}: ${mail.subject}: ${message}`,
      );
      return;
    }
    // Outside the try: a mail the relay took is never counted as a failed try.
    await markMailSent(database(), mail.id, now());
    log(`[mail] gönderildi #${mail.id} (${mail.kind}) → ${mail.to_address}: ${mail.subject}`);
  }

  async function pass() {
    for (const mail of await releaseStuckMail(database(), now()))
      log(`[mail] yarıda kalan gönderim #${mail.id} → ${mail.to_address}: ${mail.state === "failed" ? "başarısız" : "yeniden denenecek"}`);
    const transport = options.transport;
    if (!transport) {
      for (;;) {
        const waiting = await pendingMailAfter(database(), notedUpTo, 100);
        if (waiting.length === 0) return;
        for (const mail of waiting)
          log(`[mail] #${mail.id} (${mail.kind}) → ${mail.to_address}: ${mail.subject}: SMTP_URL ayarlı değil; gönderilmedi`);
        notedUpTo = waiting[waiting.length - 1].id;
      }
    }
    for (;;) {
      const claimed = await claimDueMail(database(), now(), BATCH);
      if (claimed.length === 0) return;
      for (const mail of claimed) await sendOne(transport, mail);
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      // A wake during a pass: one more pass after it, so nothing queued meanwhile waits a poll.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again);
      } catch (error) {
        log(`[mail] posta kuyruğu işlenemedi: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    runOnce,
    start(pollMs) {
      if (timer) return;
      timer = setInterval(() => void runOnce(), pollMs);
      // The worker never keeps the process alive on its own.
      timer.unref();
      unsubscribe = onMailQueued(() => setImmediate(() => void runOnce()));
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
      await running;
      options.transport?.close();
    },
  };
}

let processWorker: MailWorker | null = null;

/** The server's worker (server.mjs, in the process that runs background work). */
export function startMailWorker(): void {
  if (processWorker) return;
  const { SMTP_URL, MAIL_POLL_MS } = env();
  processWorker = createMailWorker({ transport: SMTP_URL ? smtpTransport(SMTP_URL) : null });
  processWorker.start(MAIL_POLL_MS);
}

export async function stopMailWorker(): Promise<void> {
  const worker = processWorker;
  processWorker = null;
  await worker?.stop();
}
