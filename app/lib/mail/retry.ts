/**
 * When the mail worker tries a mail again. Pure, so the schedule is tested without a clock.
 *
 * Six tries spread over about five hours: a relay that is down for a restart or a
 * greylisting receiver (which asks for a retry after some minutes) is outlasted, while
 * a mail that cannot go is marked failed the same day, where the admin sees it.
 */
export const MAIL_MAX_TRIES = 6;

/** The wait after the first failed try; each further failure waits four times longer. */
const FIRST_DELAY_MS = 60_000;
const FACTOR = 4;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/**
 * The wait before the next try after `tries` failed ones (1 after the first failure):
 * 1, 4, 16, 64 and 256 minutes, each between half and all of that ("equal jitter"), so
 * mails that failed together (the relay was down) do not all come back in the same second.
 */
export function retryDelayMs(tries: number, random: () => number = Math.random): number {
  const full = Math.min(FIRST_DELAY_MS * FACTOR ** Math.max(0, tries - 1), MAX_DELAY_MS);
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * Whether an SMTP failure will not go away by waiting: the server answered with a
 * permanent (5xx) reply, such as an unknown recipient. Connection errors and 4xx
 * replies (busy, greylisted) are worth another try.
 */
export function isPermanentFailure(responseCode: number | undefined): boolean {
  // Stryker disable next-line ConditionalExpression: for the type only; undefined >= 500 is false as well.
  if (responseCode === undefined) return false;
  return responseCode >= 500 && responseCode < 600;
}

export const MAIL_STATES = ["pending", "sending", "sent", "failed"] as const;

export const mailStateLabels: Record<(typeof MAIL_STATES)[number], string> = {
  pending: "Bekliyor",
  sending: "Gönderiliyor",
  sent: "Gönderildi",
  failed: "Başarısız",
};
