import { SharedRateLimiter, formatWait, type Limiter } from "./rate-limit.server";

// The public forms' allowances per address. Kept out of the route modules: a limiter
// created at a route's top level would also run in the browser bundle, where the
// server module is empty. The contact page and POST /api/contacts share one allowance,
// so switching between them does not double anyone's.
const messagesByIp = new SharedRateLimiter("contact-ip", 5, 10 * 60 * 1000);
// Sign-up and newsletter allowances count every attempt, invalid or taken ones included,
// before anything is looked up: room for a few typos, not for listing who is registered.
const registrationsByIp = new SharedRateLimiter("register-ip", 10, 60 * 60 * 1000);
const subscriptionsByIp = new SharedRateLimiter("newsletter-ip", 10, 60 * 60 * 1000);
// Likes: a person likes a handful of posts; a script minting visitor cookies is held by
// its address, one that reuses a cookie by the cookie.
const likesByIp = new SharedRateLimiter("like-ip", 30, 60 * 60 * 1000);
const likesByVisitor = new SharedRateLimiter("like-visitor", 10, 10 * 60 * 1000);

type Allowance = { allowed: true } | { allowed: false; message: string };

async function allowance(limiter: Limiter, ip: string, refusal: (wait: string) => string): Promise<Allowance> {
  const result = await limiter.consume(ip);
  return result.allowed ? { allowed: true } : { allowed: false, message: refusal(formatWait(result.retryAfterSeconds)) };
}

/** Counts one contact message from this address; a Turkish refusal when it is one too many. */
export function consumeContactAllowance(ip: string) {
  return allowance(messagesByIp, ip, (wait) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one sign-up attempt (any outcome) from this address; a Turkish refusal when it is one too many. */
export function consumeRegistrationAllowance(ip: string) {
  return allowance(registrationsByIp, ip, (wait) => `Çok fazla kayıt denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one newsletter attempt (any outcome) from this address. */
export function consumeNewsletterAllowance(ip: string) {
  return allowance(subscriptionsByIp, ip, (wait) => `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one like or unlike by this address and visitor; a Turkish refusal when either is over its limit. */
export async function consumeLikeAllowance(ip: string, visitorKey: string): Promise<Allowance> {
  const refusal = (wait: string) => `Çok fazla beğeni işlemi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;
  const byIp = await allowance(likesByIp, ip, refusal);
  return byIp.allowed ? allowance(likesByVisitor, visitorKey, refusal) : byIp;
}
