import { env } from "~/server/env.server";
import { isDigestDue, isoWeekKey, parseNewsletterDay } from "~/lib/newsletter/schedule";
import { digestSentFor, sendWeeklyDigest, type DigestOutcome } from "~/models/newsletter-digest.server";
import { logger } from "~/server/log.server";
import { runExclusive } from "~/server/schedule-lock.server";

/** How often the process looks whether this week's digest is due. */
const CHECK_MS = 60_000;

/** Sends this week's digest when its slot (NEWSLETTER_DAY) has passed and it was not sent; null otherwise. */
export async function runNewsletterSchedule(now = new Date()): Promise<DigestOutcome | null> {
  const schedule = parseNewsletterDay(env().NEWSLETTER_DAY);
  if (!schedule || schedule === "off" || !isDigestDue(now, schedule)) return null;
  if (await digestSentFor(isoWeekKey(now))) return null;
  return sendWeeklyDigest({ now });
}

let timer: NodeJS.Timeout | undefined;

/** Looks every minute (and at start); calling it again does nothing. */
export function startNewsletterSchedule() {
  if (timer) return;
  const run = () =>
    void runExclusive("newsletter", () => runNewsletterSchedule()).catch((error: unknown) =>
      logger.error({ err: error }, "Haftalık bülten gönderilemedi"),
    );
  timer = setInterval(run, CHECK_MS);
  // The schedule never keeps the process alive on its own.
  timer.unref();
  setTimeout(run, 0).unref();
}
