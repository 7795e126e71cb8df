// The full-page cache in front of Express. A hit is answered by a plain Node
// handler with the page's prepared header list, before Express sees the request;
// Express renders only misses. Public pages are kept for every anonymous visitor;
// a signed-in page whose only personal part is its frame (the header's user and
// bell) is kept for its own session and served again while that frame reads the
// same (decision 053). The stores (keys, lifetimes, script hashes, eviction) live
// in app/ and are reached through the build's entry module, like the other hooks.
import crypto from "node:crypto";
import { matchesEtag, pickEncoding } from "./conditional.mjs";
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS, cameOverHttps, sendsHsts } from "./security-headers.mjs";

/** The header that tells which path answered a page: MISS, HIT, STALE, or BYPASS (rendered, not kept). */
const PAGE_STATE_HEADER = "X-Page-Cache";

/** How long visits of cached pages are counted in memory before their pages' hit work runs. */
const VISITS_FLUSH_MS = 1_000;

/**
 * @param hooks the build's entry module
 * @param options.render (request, loadContext) => Promise<Response>: the Remix handler
 * @param options.trustProxy Express's compiled `trust proxy` setting, for HSTS
 */
export function createPageCacheLayer(hooks, { render, trustProxy }) {
  const cache = hooks.createPageCache();
  const privateCache = hooks.createPrivatePageCache();
  /** The request that renders a page nobody has yet, and what it needs to keep it. */
  const leads = new WeakMap();
  /** A signed-in request whose page its session has not kept: the key and version to keep it under. */
  const privateLeads = new WeakMap();
  /** Hits of pages with hit work (a post's view count) not yet handed to it: one write a second, not one a hit. */
  const visits = new Map();
  let visitsTimer = null;

  function countVisit(page) {
    visits.set(page, (visits.get(page) ?? 0) + 1);
    visitsTimer ??= setTimeout(flushVisits, VISITS_FLUSH_MS);
  }

  /** Runs the hit work of the visits counted so far; the server calls it once more before it stops. */
  function flushVisits() {
    clearTimeout(visitsTimer);
    visitsTimer = null;
    const due = [...visits];
    visits.clear();
    return Promise.all(due.map(([page, count]) => page.onHit(count).catch((error) => console.error("page cache hit work failed", error))));
  }

  /** Sends a page with its prepared head; `hsts` adds the header Express would add. */
  function sendPage(req, res, page, state, hsts) {
    const notModified = matchesEtag(req.headers["if-none-match"], page.etag);
    const body = notModified ? "notModified" : pickEncoding(req.headers["accept-encoding"]);
    // One list for writeHead, the request's id in it: a header set on the response before
    // would send every header of the page through setHeader one by one.
    const head = [...page.head[body], "X-Request-Id", req.requestId];
    if (state !== "HIT") head[head.length - 3] = state;
    if (hsts) head.push(...HSTS);
    res.writeHead(notModified ? 304 : 200, head);
    if (notModified || req.method === "HEAD") res.end();
    else res.end(page[body]);
  }

  /**
   * Whether a render may be kept for everyone: a page that declared a rule (the
   * entry gives none to a request with a session cookie, a render that read a
   * session or found a user, or an address with undeclared query parameters),
   * still impersonal when it finished, answered 200 without a cookie.
   */
  function mayKeep(response, context) {
    return keepableAnswer(response, context) && context.pageCacheFramed !== true;
  }

  /** Whether a signed-in render may be kept for its session: the frame was all it read of the person. */
  function mayKeepPrivately(response, context) {
    return keepableAnswer(response, context) && context.pageCacheFrame !== undefined;
  }

  function keepableAnswer(response, context) {
    return (
      Boolean(context.pageCacheRule) && context.pageCachePersonal !== true && response.status === 200 && !response.headers.has("set-cookie")
    );
  }

  /** Keeps a render in `store` under the render's rule, nonce and hit work; `owner` for a signed-in page. */
  async function keep(store, key, version, response, policy, context, owner) {
    const body = Buffer.from(await response.arrayBuffer());
    const page = await hooks.buildPage({
      key,
      version,
      rule: context.pageCacheRule,
      body,
      headers: response.headers,
      securityHeaders: SECURITY_HEADERS,
      policy,
      nonce: context.cspNonce,
      onHit: context.pageCacheOnHit,
      owner,
    });
    // The route its render matched: a hit's log line and metrics are labelled with it.
    page.routeId = context.routeId;
    store.store(page);
    return page;
  }

  /** Builds a stale page again in the background, as an anonymous visitor with the key's cookie choice would see it. */
  function rebuild(key, origin) {
    if (!cache.claimRebuild(key)) return;
    // Read before the policy's sources and the render: a write after it keeps the page out.
    const version = hooks.currentContentVersion();
    const nonce = crypto.randomBytes(16).toString("base64");
    const context = { cspNonce: nonce, clientIp: "" };
    (async () => {
      const policy = contentSecurityPolicy(nonce, await hooks.cspSources());
      // The visitor's cookie choice is part of the key: the page is rendered again with it.
      const { target, cookie } = hooks.pageCacheRequestOfKey(key);
      const headers = cookie ? { accept: "text/html", cookie } : { accept: "text/html" };
      const response = await render(new Request(`${origin}${target}`, { headers }), context);
      if (mayKeep(response, context)) {
        await keep(cache, key, version, response, policy, context);
      } else {
        await response.body?.cancel();
      }
    })()
      .catch((error) => console.error("page cache rebuild failed", error))
      .finally(() => cache.endRebuild(key));
  }

  /** The origin a background rebuild asks for: the request's scheme and a usable Host. */
  function originOf(req) {
    const scheme = cameOverHttps(req, trustProxy) ? "https" : "http";
    const host = req.headers.host;
    return `${scheme}://${host && /^[\w.-]+(?::\d+)?$|^\[[\d:a-f.]+\](?::\d+)?$/i.test(host) ? host : "localhost"}`;
  }

  function answerHit(req, res, key, found) {
    if (found.stale) rebuild(key, originOf(req));
    if (found.page.onHit) countVisit(found.page);
    req.routeId = found.page.routeId;
    sendPage(req, res, found.page, found.stale ? "STALE" : "HIT", sendsHsts(req, trustProxy));
  }

  async function afterRender(req, res, key, pending, next) {
    await pending;
    let found;
    try {
      found = cache.lookup(key);
    } catch (error) {
      console.error("page cache lookup failed", error);
    }
    if (found) answerHit(req, res, key, found);
    else next();
  }

  /**
   * The server's request handler in front of Express (`next`). Answers an
   * anonymous GET or HEAD of a cached page, or waits for the render under way
   * for it, or marks this request as the one that renders it.
   */
  function serve(req, res, next) {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (!hooks.isAnonymousRequest(req.headers.cookie)) return void servePrivate(req, res, next);
    let key, found, pending;
    try {
      key = hooks.pageCacheKeyOfRequest(req.url, req.headers.cookie);
      if (key === null) return next();
      found = cache.lookup(key);
      pending = found ? undefined : cache.pending(key);
      if (!found && !pending && req.method === "GET") {
        const release = cache.lead(key);
        res.on("close", release);
        leads.set(req, { key, version: hooks.currentContentVersion(), release });
      }
    } catch (error) {
      // Express answers it as if there were no cache.
      console.error("page cache lookup failed", error);
      return next();
    }
    if (found) return answerHit(req, res, key, found);
    if (pending) return void afterRender(req, res, key, pending, next);
    next();
  }

  /**
   * A signed-in GET or HEAD: the page its session kept, while it is fresh and the frame it
   * showed reads the same now (the session still signs the same person in, with the same name,
   * address, role and bell count); otherwise Express renders it, and a GET may keep it.
   */
  async function servePrivate(req, res, next) {
    let key, found;
    try {
      key = hooks.privatePageCacheKey(req.url, req.headers.cookie);
      if (key === null) return next();
      found = privateCache.lookup(key);
      const owner = found?.page.owner;
      // No background rebuild here: it would render as nobody. A stale page is rendered again now.
      if (
        found &&
        (found.stale || owner.expiresAt <= Date.now() || (await hooks.currentFrameFingerprint(owner.sessionToken)) !== owner.fingerprint)
      ) {
        privateCache.forget(key);
        found = undefined;
      }
      if (!found && req.method === "GET") privateLeads.set(req, { key, version: hooks.currentContentVersion() });
    } catch (error) {
      // Express answers it as if there were no cache.
      console.error("page cache lookup failed", error);
      return next();
    }
    if (!found) return next();
    if (found.page.onHit) countVisit(found.page);
    req.routeId = found.page.routeId;
    sendPage(req, res, found.page, "HIT", sendsHsts(req, trustProxy));
  }

  /**
   * Called with each Remix response before it is sent. Keeps and sends a page
   * that may be cached (true: answered); otherwise marks an HTML page that is not
   * public as private so no shared cache keeps it, and lets the caller send it.
   * An answer to a request with a session cookie, or whose render read a session,
   * is private whatever its route said.
   */
  async function respond(req, res, response, context) {
    const lead = leads.get(req);
    const privateLead = privateLeads.get(req);
    try {
      const [store, key, version, owner] =
        lead && mayKeep(response, context)
          ? [cache, lead.key, lead.version]
          : privateLead && mayKeepPrivately(response, context)
            ? [privateCache, privateLead.key, privateLead.version, context.pageCacheFrame]
            : [];
      if (store) {
        const policy = String(res.getHeader("Content-Security-Policy") ?? "");
        const page = await keep(store, key, version, response, policy, context, owner);
        // Express has set the security headers (HSTS included when due); the page's head replaces the policy.
        sendPage(req, res, page, "MISS", false);
        return true;
      }
    } finally {
      lead?.release();
    }
    const personal = context.pageCachePersonal === true || !hooks.isAnonymousRequest(req.headers.cookie);
    const cacheControl = response.headers.get("cache-control");
    if (personal && !/\b(?:private|no-store)\b/i.test(cacheControl ?? "")) {
      // Set on the Node response, which the caller lets win over the route's own header.
      res.setHeader("Cache-Control", "private, no-store");
    } else if (/text\/html/i.test(response.headers.get("content-type") ?? "") && cacheControl === null) {
      res.setHeader("Cache-Control", "private, no-store");
    }
    // A page an anonymous visitor asked for that was rendered but not kept says so.
    if (lead) res.setHeader(PAGE_STATE_HEADER, "BYPASS");
    return false;
  }

  return { cache, serve, respond, flushVisits };
}
