declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }

  /** Filled by server.mjs for every request. */
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    /** This request's id (its X-Request-Id), written with every log line and shown on the 500 page. */
    requestId?: string;
    /** Set by the entry when the matched page may be kept by the page cache (see lib/page-cache). */
    pageCacheRule?: import("./lib/page-cache/rules").PageCacheRule;
    /**
     * Set by a cacheable page's loader for work each visit must do, repeated for
     * visits served from the cache: called at most once a second with their number.
     */
    pageCacheOnHit?: (visits: number) => Promise<void>;
    /** Set while rendering when a session cookie was read or a user found: the page is never kept (see server/page-cache/personal.server.ts). */
    pageCachePersonal?: boolean;
  }
}

export {};
