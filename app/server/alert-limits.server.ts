import { SharedRateLimiter, consumeOrRefuse, type Refusal } from "./rate-limit.server";

// Setting, changing and re-arming an alert each arm it, and an armed alert that already holds
// fires at the next refresh: one allowance per user for all three, so "Yeniden kur" cannot fire
// alerts faster than creating them could. Generous for a person, tight for a script.
const alertWrites = new SharedRateLimiter("alert-write", 30, 10 * 60 * 1000);

/** Counts one alert write (create, update, re-arm) by this user; null while allowed, else the Turkish refusal. */
export function consumeAlertWrite(userId: number): Promise<Refusal | null> {
  return consumeOrRefuse(alertWrites, String(userId), (wait) => `Çok fazla alarm işlemi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`);
}
