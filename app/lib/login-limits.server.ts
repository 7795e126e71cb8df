import { RateLimiter, formatWait } from "./rate-limit.server";

// Per address: generous enough for an office behind one NAT, tight enough to stop a
// password spray. Per username: failed attempts only, so the owner is not locked
// out by their own successful sign-ins.
const attemptsByIp = new RateLimiter(30, 15 * 60 * 1000);
const failuresByUsername = new RateLimiter(8, 15 * 60 * 1000);

/** A Turkish refusal when this sign-in attempt is over the limit, or null. */
export function loginAttemptRefusal(ip: string, username: string): string | null {
  const byUser = failuresByUsername.check(username.toLowerCase());
  const byIp = attemptsByIp.consume(ip);
  const blocked = [byIp, byUser].find((r) => !r.allowed);
  if (!blocked) return null;
  return `Çok fazla giriş denemesi yapıldı. Lütfen ${formatWait(blocked.retryAfterSeconds)} sonra tekrar deneyin.`;
}

export function recordLoginFailure(username: string) {
  failuresByUsername.hit(username.toLowerCase());
}

export function recordLoginSuccess(username: string) {
  failuresByUsername.reset(username.toLowerCase());
}
