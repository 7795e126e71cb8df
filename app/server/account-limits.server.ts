import { createHash } from "node:crypto";
import { SharedRateLimiter, formatWait } from "./rate-limit.server";

// The forms that mail a link (forgot password, resend verification) are counted per
// address and per e-mail before anything is looked up, so the answer never depends on
// whether an account exists, and nobody can fill a stranger's inbox: three links an hour
// to one mailbox, twenty requests an hour from one address. Every other mail a visitor can
// make the site send to an address (sign-up and /account verification, e-mail change,
// newsletter confirmation) counts against the same mailbox allowance.
const requestsByIp = new SharedRateLimiter("mail-link-ip", 20, 60 * 60 * 1000);
const requestsByEmail = new SharedRateLimiter("mail-link-email", 3, 60 * 60 * 1000);

// Wrong current passwords on /account count like failed sign-ins, per account.
const accountPasswordChecks = new SharedRateLimiter("account-password", 10, 15 * 60 * 1000);

type Allowance = { allowed: true } | { allowed: false; message: string };

const tooManyRequests = (seconds: number) => `Çok fazla istek yapıldı. Lütfen ${formatWait(seconds)} sonra tekrar deneyin.`;

/** Counts one request for a mailed link; a Turkish refusal when the address or the mailbox is over its limit. */
export async function consumeMailLinkAllowance(ip: string, email: string): Promise<Allowance> {
  const byIp = await requestsByIp.consume(ip);
  if (!byIp.allowed) return { allowed: false, message: tooManyRequests(byIp.retryAfterSeconds) };
  return consumeRecipientAllowance(email);
}

/**
 * Counts one link mail to this mailbox (three an hour, whatever asked for it); a refusal past that.
 * Kept under a hash of the address: the counter outlives an erased account by up to an hour.
 */
export async function consumeRecipientAllowance(email: string): Promise<Allowance> {
  const mailbox = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  const result = await requestsByEmail.consume(mailbox);
  return result.allowed ? { allowed: true } : { allowed: false, message: tooManyRequests(result.retryAfterSeconds) };
}

/** Counts one change on /account that checks the current password; a refusal after too many. */
export async function consumeAccountPasswordCheck(userId: number): Promise<Allowance> {
  const result = await accountPasswordChecks.consume(String(userId));
  if (result.allowed) return { allowed: true };
  return { allowed: false, message: `Çok fazla deneme yapıldı. Lütfen ${formatWait(result.retryAfterSeconds)} sonra tekrar deneyin.` };
}
