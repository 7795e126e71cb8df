import { SharedRateLimiter, consumeOrRefuse, type Refusal } from "./rate-limit.server";

// What one address may make the tools compute or fetch. Each tool answers a person in a few
// milliseconds, but a script repeating it would take the process's time (a 1,000-row tax
// calculation is about a tenth of a second of CPU) or the chain sources' patience (each
// lookup is one or two outside calls). Only requests that do the work count: an empty form,
// a bad address or a page served from the page cache costs nothing here. Limiters live in a
// server module: created in a route module they would also run in the browser bundle.

// A calculation is a submitted form: a person changes a figure and submits again, a few times a minute.
const calculationsByIp = new SharedRateLimiter("calculation-ip", 30, 60_000);
// Explorer and wallet lookups share one allowance: both reach the same chain sources.
const lookupsByIp = new SharedRateLimiter("chain-lookup-ip", 15, 60_000);
// An import writes up to a thousand rows and checks the history they join.
const importsByIp = new SharedRateLimiter("import-ip", 10, 10 * 60_000);

/** Counts one calculation (tax or staking) from this address; the refusal when it is one too many. */
export function consumeCalculation(ip: string): Promise<Refusal | null> {
  return consumeOrRefuse(calculationsByIp, ip, (wait) => `Kısa sürede çok fazla hesaplama yaptınız. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one chain lookup (explorer or wallet analyzer) from this address. */
export function consumeChainLookup(ip: string): Promise<Refusal | null> {
  return consumeOrRefuse(lookupsByIp, ip, (wait) => `Kısa sürede çok fazla zincir sorgusu yaptınız. Lütfen ${wait} sonra tekrar deneyin.`);
}

/** Counts one portfolio CSV import from this address. */
export function consumeImport(ip: string): Promise<Refusal | null> {
  return consumeOrRefuse(
    importsByIp,
    ip,
    (wait) => `Kısa sürede çok fazla içe aktarma denemesi yaptınız. Lütfen ${wait} sonra tekrar deneyin.`,
  );
}
