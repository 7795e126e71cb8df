import type { EntryContext } from "@remix-run/node";
import { env } from "~/server/env.server";
import { currentContentVersion, knownContentVersion } from "~/models/content-version.server";
import { pageCacheRule, readsOnlyDeclaredQuery, type PageCacheRule } from "../../lib/page-cache/rules";
import { buildCachedPage, PageCache, type BuildPageInput } from "./store.server";

// What server.mjs needs from the page cache; the entry re-exports it.
export {
  isAnonymousRequest,
  pageCacheKeyOfRequest,
  pageCacheKeyOfTarget,
  pageCacheRequestOfKey,
  privatePageCacheKey,
} from "../../lib/page-cache/key";
export { currentContentVersion };

/**
 * The process's page cache, sized by `PAGE_CACHE_MB` (0: off). A hit compares its page's version
 * with the one in memory (decision 011's Status): each render reads the stored one before it starts.
 */
export function createPageCache(): PageCache {
  return pageCacheOf(1);
}

/**
 * The process's cache of signed-in pages, each for its own session (decision 053): a quarter of
 * `PAGE_CACHE_MB` beside the public pages, so many readers signed in never push those out.
 */
export function createPrivatePageCache(): PageCache {
  return pageCacheOf(1 / 4);
}

function pageCacheOf(shareOfSetting: number): PageCache {
  return new PageCache({ maxBytes: Math.floor(env().PAGE_CACHE_MB * 1024 * 1024 * shareOfSetting), contentVersion: knownContentVersion });
}

/** Builds an entry for a page rendered under `rule`, with the market's freshness window from the env. */
export function buildPage(input: Omit<BuildPageInput, "marketRefreshMs">) {
  return buildCachedPage({ ...input, marketRefreshMs: env().MARKET_REFRESH_MS });
}

/**
 * The cache rule of the page a document request for `url` matched: the deepest
 * route's `handle.pageCache`, unless the address has query parameters the route
 * does not declare in `handle.pageCacheQuery`.
 */
export function matchedPageCacheRule(context: EntryContext, url: URL): PageCacheRule | undefined {
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf || context.staticHandlerContext.errors) return undefined;
  const handle = context.routeModules[leaf.route.id]?.handle;
  return readsOnlyDeclaredQuery(handle, url.searchParams) ? pageCacheRule(handle) : undefined;
}
