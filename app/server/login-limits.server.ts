import type { KnownDevice } from "./known-device.server";
import { SharedRateLimiter, formatWait } from "./rate-limit.server";

// Sign-in limits count failures: a correct password is not one. Each attempt is still
// counted before its password is checked, so parallel requests cannot slip past a limit
// while the slow hash runs, and a correct password gives its count back.
//
// Per address (its /64 for IPv6, see addressKey): 30 failures in 15 minutes. Many people
// share one address behind a carrier's NAT and all of them may sign in; a password spray
// from one address or one /64 is stopped. Per account: 8 failures lock the account for
// browsers it never signed in from. A browser that signed in to it before (a signed
// `__device` cookie) has its own count of 8 instead, so a stranger's wrong guesses cannot
// lock the owner out from everywhere, and the owner's correct password there lifts the lock.
const failuresByAddress = new SharedRateLimiter("login-ip", 30, 15 * 60 * 1000);
const failuresByAccount = new SharedRateLimiter("login-account", 8, 15 * 60 * 1000);
const failuresByKnownDevice = new SharedRateLimiter("login-device", 8, 15 * 60 * 1000);

export interface LoginAttempt {
  /** Call after a correct password: gives this attempt's count back and lifts the account's lock. */
  succeeded(): Promise<void>;
}

function refusal(seconds: number) {
  return `Çok fazla giriş denemesi yapıldı. Lütfen ${formatWait(seconds)} sonra tekrar deneyin.`;
}

/**
 * Counts a sign-in attempt before any password is checked. A Turkish refusal when
 * the address (an addressKey) or the account (for this browser) is over its limit;
 * otherwise the attempt, which stays counted as a failure unless `succeeded()` is called.
 */
export async function beginLoginAttempt(
  address: string,
  username: string,
  device: KnownDevice | null,
): Promise<{ refusal: string } | LoginAttempt> {
  const account = username.toLowerCase();
  const byAddress = await failuresByAddress.consume(address);
  if (!byAddress.allowed) return { refusal: refusal(byAddress.retryAfterSeconds) };
  const known = device?.usernames.includes(account) ? `${device.device}:${account}` : null;
  const byAccount = await (known ? failuresByKnownDevice.consume(known) : failuresByAccount.consume(account));
  if (!byAccount.allowed) return { refusal: refusal(byAccount.retryAfterSeconds) };
  return {
    async succeeded() {
      await failuresByAddress.giveBack(address);
      if (known) await failuresByKnownDevice.reset(known);
      await failuresByAccount.reset(account);
    },
  };
}
