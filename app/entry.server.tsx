import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { logger } from "./server/log.server";
import { isAnonymousRequest, matchedPageCacheRule } from "./server/page-cache/hooks.server";
import { renderedImpersonally, renderedPersonalFrameOnly } from "./server/page-cache/personal.server";
import { deferScriptsStream } from "./server/scripts-after-paint.server";

// server.mjs calls these before it serves and for every request; exporting them
// from the entry keeps the whole app in one build with one database connection.
export { closeDatabase, prepareDatabase } from "./server/startup.server";
export { isBlockedByMaintenance, MAINTENANCE_RETRY_AFTER } from "./server/maintenance.server";
export { env } from "./server/env.server";
export { BODY_TOO_LARGE, bodyLimitFor } from "./lib/body-limits";
export {
  buildPage,
  createPageCache,
  createPrivatePageCache,
  currentContentVersion,
  isAnonymousRequest,
  pageCacheKeyOfRequest,
  pageCacheKeyOfTarget,
  pageCacheRequestOfKey,
  privatePageCacheKey,
} from "./server/page-cache/hooks.server";
export { renderWithContext, renderedImpersonally } from "./server/page-cache/personal.server";
export { currentFrameFingerprint } from "./services/page-frame.server";
export { startNewsSchedule } from "./services/news-feeds.server";
export { startMarketSchedule } from "./services/market.server";
export { startMailWorker, stopMailWorker } from "./services/mail/worker.server";
export { startBacktestSchedule } from "./services/bots.server";
export { startTrackRecordSchedule } from "./services/track-record.server";
export { startNewsletterSchedule } from "./services/newsletter-schedule.server";
export { startTxWatchSchedule } from "./services/tx-watch-schedule.server";
export { startEmbeddingSchedule } from "./services/embeddings.server";
export { checkHealth } from "./server/ops/health.server";
export { startBackupSchedule } from "./server/ops/backup.server";
export { startNftPublicSchedule } from "./services/nft-public.server";
export { METRICS_CONTENT_TYPE, metricsText, recordRequest } from "./server/ops/metrics.server";
// What the policy allows beyond the site itself (server.mjs and the page cache ask here).
export { cspSources } from "./models/csp-sources.server";
export { flushLogs, logger, logRequest, requestIdOf, routeConsoleToLogger, withRequestId } from "./server/log.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // The route the router matched labels the request's log line and metrics (server.mjs): no second match.
  loadContext.routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  // Tells server.mjs that this page may be kept, for anonymous visitors or for this session alone
  // (decision 053); it decides whether it is. The loaders have run: a page that read a session or
  // found a user anywhere but in its frame is never a candidate.
  const anonymousRead = isAnonymousRequest(request.headers.get("cookie")) && renderedImpersonally(loadContext);
  // A page that sets a cookie (a flash message read) is never kept: it streams as any other.
  const keepable =
    request.method === "GET" && !responseHeaders.has("set-cookie") && (anonymousRead || renderedPersonalFrameOnly(loadContext));
  const cacheRule = keepable ? matchedPageCacheRule(remixContext, new URL(request.url)) : undefined;
  if (cacheRule) loadContext.pageCacheRule = cacheRule;
  // Crawlers and the page cache get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent = cacheRule || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still running past the stream timeout is cut off. The timer goes with the
    // render: left running, it would hold every finished page's render tree for seconds.
    let abortRender = () => {};
    const deadline = setTimeout(() => abortRender(), streamTimeout + 1000);
    const respond = (body: BodyInit) => resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (readyEvent === "onAllReady") {
            // Nothing is left to wait for: the page goes out as one piece with its length,
            // without a stream to pass each of React's small chunks along.
            const deferred = deferScriptsStream(nonce);
            deferred.pipe(
              collect((page) => {
                clearTimeout(deadline);
                responseHeaders.set("Content-Length", String(page.length));
                respond(page);
              }),
            );
            pipe(deferred);
            return;
          }
          const body = new PassThrough();
          body.once("close", () => clearTimeout(deadline));
          respond(createReadableStreamFromReadable(body));
          const deferred = deferScriptsStream(nonce);
          deferred.pipe(body);
          pipe(deferred);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, reqId: loadContext.requestId }, "render failed after the shell was sent");
        },
      },
    );
    abortRender = abort;
  });
}

/** A stream that gathers what is written to it and hands it over, whole, when it ends. */
function collect(done: (whole: Buffer<ArrayBuffer>) => void) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error, reqId: context.requestId, path: new URL(request.url).pathname }, "unhandled error in a route");
};
