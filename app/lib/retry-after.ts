import type { HeadersFunction } from "@remix-run/node";

/**
 * A page's `headers`: passes on the `Retry-After` its loader or action set with a 429. Remix
 * keeps only cookies from a route without a `headers` export, so without it the wait would
 * be in the page's words but not in the header a client or proxy reads.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const wait = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return wait ? { "Retry-After": wait } : new Headers();
};
