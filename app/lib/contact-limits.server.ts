import { RateLimiter, formatWait } from "./rate-limit.server";

// Shared by the contact page and POST /api/contacts, so switching between them
// does not double anyone's allowance.
const messagesByIp = new RateLimiter(5, 10 * 60 * 1000);

/** Counts one contact message from this address; a Turkish refusal when it is one too many. */
export function consumeContactAllowance(ip: string): { allowed: true } | { allowed: false; message: string } {
  const result = messagesByIp.consume(ip);
  if (result.allowed) return { allowed: true };
  return {
    allowed: false,
    message: `Çok fazla mesaj gönderdiniz. Lütfen ${formatWait(result.retryAfterSeconds)} sonra tekrar deneyin.`,
  };
}
