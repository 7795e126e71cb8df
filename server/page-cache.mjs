// The anonymous full-page cache's place in the Express chain. The store itself
// (keys, lifetimes, script hashes, eviction) lives in app/lib/page-cache and is
// reached through the build's entry module, like the other server hooks.

/** How a response is sent for each encoding the client accepts, best first. */
function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/**
 * @param hooks the build's entry module
 * @param render (request, loadContext) => Promise<Response>: the Remix handler
 */
export function createPageCacheLayer(hooks, render) {
  const cache = hooks.createPageCache();

  function sendPage(req, res, page, state) {
    res.set("X-Page-Cache", state);
    for (const [name, value] of page.headers) res.set(name, value);
    if (matchesEtag(req.get("if-none-match"), page.etag)) {
      res.removeHeader("Content-Type");
      return res.status(304).end();
    }
    const encoding = pickEncoding(req.get("accept-encoding"));
    const body = page[encoding];
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res.set("Content-Length", String(body.length));
    res.status(200);
    if (req.method === "HEAD") return res.end();
    res.end(body);
  }

  async function keep(key, version, rule, response, policy, nonce, onHit) {
    const body = Buffer.from(await response.arrayBuffer());
    const page = await hooks.buildPage({ key, version, rule, body, headers: response.headers, policy, nonce, onHit });
    cache.store(page);
    return page;
  }

  /** Builds a stale page again in the background, as an anonymous visitor would see it. */
  function rebuild(key, origin, policy) {
    if (!cache.claimRebuild(key)) return;
    const version = hooks.currentContentVersion();
    const nonce = "rebuild";
    const context = { cspNonce: nonce, clientIp: "" };
    render(new Request(`${origin}${key}`, { headers: { accept: "text/html" } }), context)
      .then(async (response) => {
        if (response.status === 200 && context.pageCacheRule && !response.headers.has("set-cookie")) {
          await keep(
            key,
            version,
            context.pageCacheRule,
            response,
            policy.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`),
            nonce,
            context.pageCacheOnHit,
          );
        } else {
          await response.body?.cancel();
        }
      })
      .catch((error) => console.error("page cache rebuild failed", error))
      .finally(() => cache.endRebuild(key));
  }

  /**
   * Answers an anonymous GET or HEAD of a cached page, or waits for the render
   * under way for it, or marks this request as the one that renders it.
   */
  async function serve(req, res, next) {
    try {
      if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD") || !hooks.isAnonymousRequest(req.get("cookie"))) return next();
      const key = hooks.pageCacheKey(new URL(req.originalUrl, "http://localhost"));
      if (key === null) return next();
      let found = cache.lookup(key);
      if (!found) {
        const pending = cache.pending(key);
        if (pending) {
          await pending;
          found = cache.lookup(key);
        } else if (req.method === "GET") {
          const release = cache.lead(key);
          res.on("close", release);
          res.locals.pageCache = { key, version: hooks.currentContentVersion(), release };
          return next();
        }
      }
      if (!found) return next();
      if (found.stale)
        rebuild(key, `${req.protocol}://${req.get("host") ?? "localhost"}`, String(res.getHeader("Content-Security-Policy") ?? ""));
      found.page.onHit?.().catch((error) => console.error("page cache hit work failed", error));
      sendPage(req, res, found.page, found.stale ? "STALE" : "HIT");
    } catch (error) {
      next(error);
    }
  }

  /**
   * Called with each Remix response before it is sent. Keeps and sends a page
   * that may be cached (true: answered); otherwise marks an HTML page that is not
   * public as private so no shared cache keeps it, and lets the caller send it.
   */
  async function respond(req, res, response, context) {
    const lead = res.locals.pageCache;
    try {
      if (lead && context.pageCacheRule && response.status === 200 && !response.headers.has("set-cookie")) {
        const policy = String(res.getHeader("Content-Security-Policy") ?? "");
        const page = await keep(lead.key, lead.version, context.pageCacheRule, response, policy, context.cspNonce, context.pageCacheOnHit);
        sendPage(req, res, page, "MISS");
        return true;
      }
    } finally {
      lead?.release();
    }
    if (/text\/html/i.test(response.headers.get("content-type") ?? "") && !response.headers.has("cache-control")) {
      res.set("Cache-Control", "private, no-store");
    }
    return false;
  }

  return { cache, serve, respond };
}
