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
    /** Set by the entry for a document render: the route its router matched, the request's metrics and log label. */
    routeId?: string;
    /**
     * Set by a cacheable page's loader for work each visit must do, repeated for
     * visits served from the cache: called at most once a second with their number.
     */
    pageCacheOnHit?: (visits: number) => Promise<void>;
    /** Set while rendering when a session cookie was read or a user found: the page is never kept (see server/page-cache/personal.server.ts). */
    pageCachePersonal?: boolean;
    /** Set while rendering when the root loader's frame read a session or found a user (see personal.server.ts). */
    pageCacheFramed?: boolean;
    /** The signed-in frame the render showed: such a page may be kept for its session alone (decision 053). */
    pageCacheFrame?: import("./server/page-cache/personal.server").PageFrame;
    /**
     * Aborted when the connection closes before the answer is written (server.mjs). A streaming
     * answer listens to this, not to `request.signal`: Remix hands a route a copy of the request,
     * whose signal follows the original's through a weak reference in undici, and once the copies
     * are garbage-collected mid-stream the abort no longer reaches it (nodejs/node#55428,
     * remix-run/react-router#13601): a stopped answer kept its upstream request running.
     */
    connectionClosed?: AbortSignal;
  }
}

export {};
