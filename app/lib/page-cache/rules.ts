import { isTrackingParam } from "./tracking";

/**
 * How a public page may be kept by the full-page cache. A route opts in with
 * `export const handle = { pageCache: "content" }`; a route without it is never cached.
 *
 * - `content`: changes only when an admin writes, so it is kept until the content version rises
 *   (and at most ten minutes, so nothing that depends on the clock, such as the year, lags long).
 * - `counted`: as `content`, but shows a counter that moves without a content write
 *   (a post's views), so it is also rebuilt after a minute.
 * - `market`: shows market figures, so it is never kept longer than the market's
 *   freshness window (`MARKET_REFRESH_MS`), and is rebuilt in the background from half of it.
 */
export type PageCacheRule = "content" | "counted" | "market";

export interface PageCacheHandle {
  pageCache?: PageCacheRule;
  /**
   * The query parameters the page reads (`["page", "search"]`). An address with any
   * other (tracking parameters aside) is rendered but not kept: made-up parameters
   * would otherwise each make a new entry and push the real pages out.
   */
  pageCacheQuery?: readonly string[];
}

const RULES: ReadonlySet<unknown> = new Set<PageCacheRule>(["content", "counted", "market"]);

/** The rule a route's `handle` declares, if any. */
export function pageCacheRule(handle: unknown): PageCacheRule | undefined {
  if (!handle || typeof handle !== "object" || !("pageCache" in handle)) return undefined;
  const rule = handle.pageCache;
  return RULES.has(rule) ? (rule as PageCacheRule) : undefined;
}

/** Whether every query parameter of an address is one its page declares it reads (or a tracking one). */
export function readsOnlyDeclaredQuery(handle: unknown, params: URLSearchParams): boolean {
  const declared = handle && typeof handle === "object" && "pageCacheQuery" in handle ? handle.pageCacheQuery : undefined;
  // Stryker disable next-line ArrayDeclaration: an empty list and a list of a name no address uses read the same.
  const names = Array.isArray(declared) ? (declared as unknown[]) : [];
  for (const name of params.keys()) if (!isTrackingParam(name) && !names.includes(name)) return false;
  return true;
}

/** Seconds a shared cache (CDN, nginx) may keep a `content` page: it cannot hear about writes. */
export const SHARED_CONTENT_SECONDS = 10;
/** Seconds a shared cache may go on serving an expired page while it fetches a new one. */
export const SHARED_STALE_SECONDS = 30;
/** How long a `counted` page is kept at most. */
export const COUNTED_SECONDS = 60;
/** How long a `content` page is kept at most, then rebuilt in the background for another minute. */
export const CONTENT_SECONDS = 600;

export interface PageLifetime {
  /** Served as is until this many ms after it was built (and never after the content version rises). */
  freshMs: number;
  /** Served while a new copy is built in the background until this many ms after it was built. */
  staleMs: number;
  /** The `Cache-Control` a cached page is sent with. */
  cacheControl: string;
}

/** How long a page built under `rule` lives, here and in shared caches. */
export function pageLifetime(rule: PageCacheRule, marketRefreshMs: number): PageLifetime {
  if (rule === "market") {
    // Never older than the freshness window the page shows: half of it fresh, the rest while rebuilding.
    const windowMs = Math.max(2000, marketRefreshMs);
    const half = Math.max(1, Math.floor(windowMs / 2000));
    return {
      freshMs: windowMs / 2,
      staleMs: windowMs,
      cacheControl: `public, max-age=0, s-maxage=${half}, stale-while-revalidate=${half}`,
    };
  }
  const sharedFresh = rule === "counted" ? COUNTED_SECONDS : SHARED_CONTENT_SECONDS;
  const keptSeconds = rule === "counted" ? COUNTED_SECONDS : CONTENT_SECONDS;
  return {
    freshMs: keptSeconds * 1000,
    staleMs: (keptSeconds + 60) * 1000,
    cacheControl: `public, max-age=0, s-maxage=${sharedFresh}, stale-while-revalidate=${SHARED_STALE_SECONDS}`,
  };
}
