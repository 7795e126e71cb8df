import { RateLimiter, formatWait } from "./rate-limit.server";

// Kept out of the route modules: a limiter created at a route's top level would
// also run in the browser bundle, where the server module is empty.
const registrationsByIp = new RateLimiter(5, 60 * 60 * 1000);
const subscriptionsByIp = new RateLimiter(10, 60 * 60 * 1000);

type Allowance = { allowed: true } | { allowed: false; message: string };

function allowance(limiter: RateLimiter, ip: string, refusal: (wait: string) => string): Allowance {
  const result = limiter.consume(ip);
  return result.allowed ? { allowed: true } : { allowed: false, message: refusal(formatWait(result.retryAfterSeconds)) };
}

/** Counts one sign-up attempt from this address; a Turkish refusal when it is one too many. */
export function consumeRegistrationAllowance(ip: string) {
  return allowance(registrationsByIp, ip, (wait) => `Çok fazla kayıt denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one newsletter sign-up from this address. */
export function consumeNewsletterAllowance(ip: string) {
  return allowance(subscriptionsByIp, ip, (wait) => `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyin.`);
}
