import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { isAnonymousRequest, matchedPageCacheRule } from "./server/page-cache/hooks.server";

// server.mjs calls these before it serves and for every request; exporting them
// from the entry keeps the whole app in one build with one database connection.
export { closeDatabase, prepareDatabase } from "./server/startup.server";
export { isBlockedByMaintenance, MAINTENANCE_RETRY_AFTER } from "./server/maintenance.server";
export { env } from "./server/env.server";
export { cspSources } from "./models/csp-sources.server";
export {
  buildPage,
  createPageCache,
  currentContentVersion,
  isAnonymousRequest,
  pageCacheKeyOfTarget,
} from "./server/page-cache/hooks.server";
export { startNewsSchedule } from "./services/news-feeds.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Tells server.mjs that this page may be kept for anonymous visitors; it decides whether it is.
  const anonymousRead = request.method === "GET" && isAnonymousRequest(request.headers.get("cookie"));
  const cacheRule = anonymousRead ? matchedPageCacheRule(remixContext) : undefined;
  if (cacheRule) loadContext.pageCacheRule = cacheRule;
  // Crawlers and the page cache get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent = cacheRule || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
