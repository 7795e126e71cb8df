import { SharedRateLimiter, formatWait } from "./rate-limit.server";

// A round takes a minute or two to play; sixty new rounds an hour from one address is
// a generous player, more is a script filling the rounds table.
const roundsByIp = new SharedRateLimiter("game-round-ip", 60, 60 * 60 * 1000);

/** Counts one new round from this address; a Turkish refusal when it is one too many. */
export async function consumeRoundAllowance(
  ip: string,
): Promise<{ allowed: true } | { allowed: false; message: string; retryAfter: number }> {
  const result = await roundsByIp.consume(ip);
  if (result.allowed) return { allowed: true };
  return {
    allowed: false,
    message: `Çok fazla yeni tur başlattınız. Lütfen ${formatWait(result.retryAfterSeconds)} sonra tekrar deneyin.`,
    retryAfter: result.retryAfterSeconds,
  };
}
