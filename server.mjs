// The production server: the page cache's handler, then Express in front of the
// Remix build. Express owns what must happen before any route code runs: security
// headers, the cross-site write check, body size limits, static files and the
// maintenance gate for writes.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import { createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
import compression from "compression";
import express from "express";
import { buildAssets } from "./http/build-assets.mjs";
import { createPageCacheLayer } from "./http/page-cache.mjs";
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS, sendsHsts } from "./http/security-headers.mjs";

process.env.NODE_ENV ??= "production";

const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build/index.js"));
const hooks = build.entry.module;
// Every line this process prints, the libraries' console calls included, is one JSON log line.
hooks.routeConsoleToLogger();
const { logger } = hooks;

await hooks.prepareDatabase();

function wantsJson(req) {
  return req.path.startsWith("/api/") || (req.get("accept") ?? "").includes("application/json");
}

function refuse(req, res, status, message) {
  if (wantsJson(req)) return res.status(status).json({ error: message });
  // The request id is generated or checked against a plain pattern (requestIdOf): safe in HTML.
  const reference = status >= 500 && req.requestId ? `<p>Hata kodu: <code>${req.requestId}</code></p>` : "";
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="tr"><meta charset="utf-8"><title>${message}</title>` +
        `<body><h1>${message}</h1>${reference}<p><a href="/">Ana sayfaya dön</a></p></body></html>`,
    );
}

const app = express();
app.disable("x-powered-by");
// X-Forwarded-Proto/-For are believed only when TRUST_PROXY says a proxy sits in
// front; they then decide the client address, Secure cookies and HSTS.
app.set("trust proxy", hooks.env().TRUST_PROXY);
const trustProxy = app.get("trust proxy fn");

// X-Forwarded-Host likewise: anyone can send it, and Remix's own cross-site check compares
// it with Origin (a mismatch there is an exception, a 500). Unless TRUST_PROXY vouches for
// the peer it is dropped before anything reads it.
app.use((req, res, next) => {
  if (req.headers["x-forwarded-host"] !== undefined && !trustProxy(req.socket.remoteAddress, 0)) delete req.headers["x-forwarded-host"];
  next();
});

/** The host the browser addressed: a trusted proxy's X-Forwarded-Host (the first, as Remix reads it), else Host. */
function addressedHost(req) {
  const forwarded = req.headers["x-forwarded-host"]?.split(",")[0]?.trim();
  return forwarded || req.get("host");
}

// Which outside hosts the policy names depends on what an admin configured.
app.use(async (req, res, next) => {
  res.locals.cspSources = await hooks.cspSources();
  next();
});

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  // A browser that met the site over HTTPS comes back only over HTTPS. Whether this
  // request came over HTTPS is the socket's word, or a proxy's that TRUST_PROXY vouches for.
  if (sendsHsts(req, trustProxy)) res.set(...HSTS);
  res.set("Content-Security-Policy", contentSecurityPolicy(nonce, res.locals.cspSources));
  for (const [name, value] of SECURITY_HEADERS) res.set(name, value);
  next();
});

// Streaming replies (the AI chat's server-sent events) must not be buffered by compression.
// Dynamic answers (signed-in pages, cache misses) are compressed for each request, so at cheap
// levels chosen by measurement on the signed-in home page (133 kB): brotli quality 2 sends 25.4 kB
// for about half the CPU of the default 4 (24.7 kB); quality 1, cheaper still in one go, sends
// 35.7 kB through a stream. gzip 3 costs about what 1 does, half of 6
// (docs/decisions/047-served-as-cheaply-as-a-file.md). Cached pages are compressed once, harder.
app.use(
  compression({
    level: 3,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
  }),
);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

// A write from another site is refused before any action sees it. Browsers send
// Origin (and Sec-Fetch-Site) on every cross-site POST; clients without them are
// not browsers riding on a visitor's cookie.
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // The newsletter's one-click unsubscribe (RFC 8058): mail clients POST it, some from a
  // web page of their own. It reads no cookie and can do one thing, end the subscription
  // whose unguessable token is in the URL, so a cross-site POST there harms nobody. Its
  // Origin is dropped, or Remix's own same-origin check would refuse the action.
  if (req.method === "POST" && req.path === UNSUBSCRIBE_PATH) {
    delete req.headers.origin;
    return next();
  }
  const origin = req.get("origin");
  let sameOrigin = true;
  if (origin !== undefined) {
    try {
      // The host Remix compares Origin with too, so a request it would refuse (with an exception) ends here.
      sameOrigin = new URL(origin).host === addressedHost(req);
    } catch {
      sameOrigin = false;
    }
  }
  if (!sameOrigin || req.get("sec-fetch-site") === "cross-site") {
    return refuse(req, res, 403, "Başka bir siteden gönderilen istek reddedildi.");
  }
  next();
});

/** Bodies above their path's limit get 413; the limits live in app/lib/body-limits.ts. */
function bodyLimit(req) {
  return hooks.bodyLimitFor(req.path);
}

/**
 * Answers 413 and closes the connection: the rest of the body is never read, so
 * the client is told (`Connection: close`) to send its next request on a new one.
 */
function refuseTooLarge(req, res) {
  res.set("Connection", "close");
  lingerBeforeClose(req.socket);
  refuse(req, res, 413, hooks.BODY_TOO_LARGE);
}

/** How long, and how many more bytes, a refused body is still read and dropped. */
const LINGER_MS = 2000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * A connection closed while the client's body is still arriving is reset, and the
 * reset can reach the client before it has read the answer. So after a refusal the
 * answer is sent and the sending side closed, and what still arrives is read and
 * dropped for a moment (bounded in time and bytes) before the connection goes.
 */
function lingerBeforeClose(socket) {
  if (socket.lingering) return;
  socket.lingering = true;
  socket.destroySoon = function () {
    let left = LINGER_BYTES;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    // Past the byte bound reading stops: the client's writes stall until the timer ends it.
    socket.on("data", (chunk) => {
      left -= chunk.length;
      if (left < 0) socket.pause();
    });
    socket.once("end", () => socket.destroy());
    socket.end();
    socket.resume();
  };
}

// A declared length over the limit is refused before a byte is read. Bodies
// without one (chunked) are counted as they arrive, in `remixRequest` below.
app.use((req, res, next) => {
  if (Number(req.get("content-length") ?? 0) > bodyLimit(req)) return refuseTooLarge(req, res);
  next();
});

// Anonymous reads of public pages are answered from the page cache before Express
// (see the server below), so before the static files (only a page Remix rendered
// is ever kept, so no file is hidden) and the maintenance gate (switching
// maintenance raises the content version, which empties the cache, and a 503 is
// never kept). Express renders the misses and hands them back to be kept.
const pageCache = createPageCacheLayer(hooks, { render: (request, context) => renderRemix(request, context), trustProxy });

const buildDir = path.join(root, "public/build");
app.use("/build", buildAssets(buildDir, express.static(buildDir, { immutable: true, maxAge: "1y" })));
// Every file in public/ has an extension, so a path without one (every page) is not
// looked up on disk. No index file: `/` is the home page.
// The icons browsers ask for by a fixed name (scripts/favicons.mjs draws them) are kept a week:
// asked for on every visit, they change about never.
const ICON_FILES = new Set(["favicon.ico", "apple-touch-icon.png", "apple-touch-icon-precomposed.png"]);
const ICON_MAX_AGE_S = 7 * 24 * 60 * 60;
const publicFiles = express.static(path.join(root, "public"), {
  maxAge: "1h",
  index: false,
  setHeaders: (res, file) => {
    if (ICON_FILES.has(path.basename(file))) res.setHeader("Cache-Control", `public, max-age=${ICON_MAX_AGE_S}`);
  },
});
app.use((req, res, next) => (path.extname(req.path) === "" ? next() : publicFiles(req, res, next)));

// The root loader renders the maintenance page for reads. A write must not run
// its action at all, so it is turned into a read of the same page.
app.use(async (req, res, next) => {
  try {
    // The probe (who asks, for which page) is built only while maintenance is on.
    const probe = () =>
      new Request(new URL(req.originalUrl, `http://${req.get("host") ?? "localhost"}`), { headers: { cookie: req.get("cookie") ?? "" } });
    if (await hooks.isBlockedByMaintenance(probe)) {
      res.set("Retry-After", String(hooks.MAINTENANCE_RETRY_AFTER));
      if (!SAFE_METHODS.has(req.method)) req.method = "GET";
    }
    next();
  } catch (error) {
    next(error);
  }
});

/**
 * A body the route never read (a PATCH whose handler ignores it, say) is read
 * and dropped once the answer is out, so that the keep-alive connection is
 * ready for the client's next request instead of being reset under it. Past
 * the cap (`bytesLeft` runs out) the connection is ended: an unbounded body
 * is never read to its end.
 */
function drainUnreadBody(req, res, counted, bytesLeft) {
  // A body of unknown length still arriving when the answer starts may outrun
  // the cap, so the client is told to send its next request on a new connection.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && req.get("content-length") === undefined) res.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  };
  res.once("finish", () => {
    // A refused body is left to the lingering close (`lingerBeforeClose`).
    if (req.complete || req.destroyed || req.socket.lingering) return;
    req.unpipe(counted);
    let left = bytesLeft();
    req.on("data", (chunk) => {
      left -= chunk.length;
      if (left < 0) req.socket.destroy();
    });
    req.resume();
  });
}

/**
 * The Fetch Request Remix sees, and the signal aborted when its connection closes early. Its body is the Node request counted byte by
 * byte, whatever its framing: past the limit the route's read fails, the
 * request is aborted and the client gets 413.
 */
function remixRequest(req, res) {
  const controller = new AbortController();
  // Abort loaders and actions once no response can be written any more.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const limit = bodyLimit(req);
    let received = 0;
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        received += chunk.length;
        if (received <= limit) return callback(null, chunk);
        req.unpipe(counted);
        if (!res.headersSent) refuseTooLarge(req, res);
        controller.abort();
        callback(new Error("request body over the limit"));
      },
    });
    req.pipe(counted);
    drainUnreadBody(req, res, counted, () => limit - received);
    init.body = createReadableStreamFromReadable(counted);
    init.duplex = "half";
  }
  // The Host header only serves the cross-site check and relative URLs; the
  // absolute URLs the site prints come from its configuration.
  let url;
  try {
    url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    throw Object.assign(new Error("unusable Host header"), { status: 400 });
  }
  // The controller's own signal goes to the load context too: the request's signal only follows it.
  return { request: new Request(url.href, init), connectionClosed: controller.signal };
}

async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // The page cache's layer may have made the answer private (a session cookie was sent): that stands.
    if (name === "cache-control" && res.hasHeader("cache-control")) continue;
    res.append(name, value);
  }
  // Server-sent events start at once rather than with the first chunk.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * Writes a body as Remix's `writeReadableStreamToWritable` does, but flushes the compressor once
 * the stream pauses rather than after every chunk: React hands a page over in dozens of small
 * chunks at once, and each flush was a compression round of its own (and a worse ratio). Whatever
 * is ready still goes out in the same turn of the event loop, so streaming works as before.
 */
async function writeBody(body, res) {
  const reader = body.getReader();
  let flushPending = false;
  const flush = () => {
    flushPending = false;
    if (!res.writableEnded) res.flush?.();
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
      if (!flushPending) {
        flushPending = true;
        setImmediate(flush);
      }
    }
    res.end();
  } catch (error) {
    res.destroy(error);
    throw error;
  }
}

const handleRemixRequest = createRequestHandler(build, "production");

/** Renders with the load context reachable by the code that reads the session, which marks a personal page there. */
function renderRemix(request, context) {
  return hooks.renderWithContext(context, () => handleRemixRequest(request, context));
}

app.all("*", async (req, res, next) => {
  try {
    const { request, connectionClosed } = remixRequest(req, res);
    // Never empty: an empty address would make clientIp() fall back to a header anyone can send.
    const context = { cspNonce: res.locals.cspNonce, clientIp: req.ip || "unknown", requestId: req.requestId, connectionClosed };
    const response = await renderRemix(request, context);
    req.routeId = context.routeId;
    // A refused body has already been answered with 413.
    if (res.headersSent) return;
    if (await pageCache.respond(req, res, response, context)) return;
    await sendRemixResponse(res, response);
  } catch (error) {
    if (res.headersSent) return;
    next(error);
  }
});

// Whatever escaped the routes: a Turkish page, never a stack trace. Express marks
// the client's own faults (a badly encoded address, say) with a 4xx status.
app.use((error, req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) logger.error({ err: error, reqId: req.requestId }, "unhandled error in the server");
  if (res.headersSent) return res.end();
  refuse(req, res, status, status === 500 ? "Beklenmeyen bir hata oluştu." : "Geçersiz istek.");
});

const port = Number(process.env.PORT ?? 3000);
/** Route trees for labelling requests in the metrics: the Remix route id a path matches. */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: routeTree(routes, route.id),
    }));
}
const routes = routeTree(build.routes, undefined);

/**
 * The label a request is counted under: a route pattern (its id), never the raw path, so the series
 * stay few. A page Remix rendered, or the cache answered, brings the id its router matched; other
 * requests are matched here (the router keeps this array's ranked routes and compiled paths:
 * decision 050).
 */
function routeLabel(req) {
  if (req.routeId) return req.routeId;
  const pathname = (req.url ?? "/").split("?")[0];
  if (pathname === "/healthz" || pathname === "/metrics") return pathname.slice(1);
  if (pathname.startsWith("/build/") || (path.extname(pathname) !== "" && !pathname.endsWith(".data"))) return "static";
  // Remix's data requests (`/blog.data`, `/_root.data`) belong to the page they load.
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const matches = matchRoutes(routes, page);
  return matches ? matches[matches.length - 1].route.id : "unmatched";
}

function measure(req, res) {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const pageCacheState = res.getHeader("X-Page-Cache");
    const line = {
      route: routeLabel(req),
      method: req.method ?? "GET",
      status: res.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      pageCache: typeof pageCacheState === "string" ? pageCacheState : undefined,
    };
    hooks.recordRequest(line);
    hooks.logRequest({ ...line, requestId: req.requestId, url: req.url ?? "/", ms: line.seconds * 1000 });
  });
}

/** GET /metrics: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; without a token configured there is no such page. */
async function serveMetrics(req, res) {
  const token = hooks.env().METRICS_TOKEN;
  if (!token) return res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Sayfa bulunamadı.");
  const given = Buffer.from(String(req.headers.authorization ?? ""));
  const wanted = Buffer.from(`Bearer ${token}`);
  if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted)) {
    return res.writeHead(401, { "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": "Bearer" }).end("Yetkisiz.");
  }
  const text = await hooks.metricsText();
  res.writeHead(200, { "Content-Type": hooks.METRICS_CONTENT_TYPE, "Cache-Control": "no-store" }).end(text);
}

/** The health check answers before the page cache and the maintenance gate, and is never kept by anyone. */
async function serveHealth(res) {
  // Synchronous on SQLite, a promise on PostgreSQL (app/server/ops/health.server.ts).
  const { status, body } = await hooks.checkHealth();
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  // The request's id: a proxy's when it sent a plain one, else new. It answers in X-Request-Id,
  // goes with every log line written while the request runs, and is the 500 page's reference.
  req.requestId = hooks.requestIdOf(req.headers["x-request-id"]);
  hooks.withRequestId(req.requestId, () => handle(req, res));
});

function handle(req, res) {
  measure(req, res);
  if (req.method === "GET" && /^\/healthz(\?|$)/.test(req.url ?? "")) {
    res.setHeader("X-Request-Id", req.requestId);
    return serveHealth(res);
  }
  if (req.method === "GET" && /^\/metrics(\?|$)/.test(req.url ?? "")) {
    res.setHeader("X-Request-Id", req.requestId);
    return void serveMetrics(req, res).catch((error) => {
      logger.error({ err: error, reqId: req.requestId }, "metrics failed");
      if (!res.headersSent) res.writeHead(500).end();
    });
  }
  // A cache hit puts the id in its one header list (http/page-cache.mjs): set on the response
  // first, it would send every header of the page through setHeader one by one.
  pageCache.serve(req, res, () => {
    res.setHeader("X-Request-Id", req.requestId);
    app(req, res);
  });
}
server.listen(port, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  logger.info({ port: actualPort }, `Server listening on http://localhost:${actualPort}`);
  // Background work that needs the database: reading the news feeds and refreshing the
  // market on their schedules. With several processes on one database only one does it
  // (http/cluster.mjs sets NEWS_SCHEDULE=off for the others; a process manager's other
  // processes need the same). On PostgreSQL every app server may start them: each round takes
  // an advisory lock first and runs on one server at a time (app/server/schedule-lock.server.ts).
  if (process.env.NEWS_SCHEDULE !== "off") {
    hooks.startNewsSchedule();
    hooks.startMarketSchedule();
    hooks.startMailWorker();
    hooks.startBacktestSchedule();
    hooks.startTrackRecordSchedule();
    hooks.startNewsletterSchedule();
    hooks.startBackupSchedule();
    hooks.startNftPublicSchedule();
    hooks.startTxWatchSchedule();
    hooks.startEmbeddingSchedule();
  }
});

/** Requests still running this long after a stop signal are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;

// Stops taking connections, lets the requests under way finish (idle keep-alive
// connections are closed at once), then writes what is still held in memory.
async function shutdown() {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  // A mail cut off here stays `sending` and is sent again later (docs/decisions/019).
  await Promise.race([hooks.stopMailWorker(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  await pageCache.flushVisits();
  await hooks.closeDatabase();
  hooks.flushLogs();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
