import type { KnownDevice } from "./known-device.server";
import { SharedRateLimiter, formatWait } from "./rate-limit.server";

// Every attempt is counted before its password is checked, so parallel requests
// cannot slip past a limit while the slow hash runs.
//
// Per address: generous enough for an office behind one NAT, tight enough to stop a
// password spray. Per account: 8 failures lock the account for browsers it never
// signed in from. A browser that signed in to it before (a signed `__device` cookie)
// has its own count of 8 instead, so a stranger's wrong guesses cannot lock the owner
// out from everywhere, and the owner's correct password there lifts the lock.
const attemptsByIp = new SharedRateLimiter("login-ip", 30, 15 * 60 * 1000);
const failuresByAccount = new SharedRateLimiter("login-account", 8, 15 * 60 * 1000);
const failuresByKnownDevice = new SharedRateLimiter("login-device", 8, 15 * 60 * 1000);

export interface LoginAttempt {
  /** Call after a correct password: forgets this attempt's count and lifts the account's lock. */
  succeeded(): void;
}

function refusal(seconds: number) {
  return `Çok fazla giriş denemesi yapıldı. Lütfen ${formatWait(seconds)} sonra tekrar deneyin.`;
}

/**
 * Counts a sign-in attempt before any password is checked. A Turkish refusal when
 * the address or the account (for this browser) is over its limit; otherwise the
 * attempt, which stays counted as a failure unless `succeeded()` is called.
 */
export function beginLoginAttempt(ip: string, username: string, device: KnownDevice | null): { refusal: string } | LoginAttempt {
  const account = username.toLowerCase();
  const byIp = attemptsByIp.consume(ip);
  if (!byIp.allowed) return { refusal: refusal(byIp.retryAfterSeconds) };
  const known = device?.usernames.includes(account) ? `${device.device}:${account}` : null;
  const byAccount = known ? failuresByKnownDevice.consume(known) : failuresByAccount.consume(account);
  if (!byAccount.allowed) return { refusal: refusal(byAccount.retryAfterSeconds) };
  return {
    succeeded() {
      if (known) failuresByKnownDevice.reset(known);
      failuresByAccount.reset(account);
    },
  };
}
