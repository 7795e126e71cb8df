/**
 * One-line refusals for loaders and actions (the Epic Stack's `invariantResponse`):
 * when `condition` fails, the page's error boundary gets a Response with the Turkish
 * `message` and the status (404 unless told), inside the layout the route sits in.
 */
export function invariantResponse(condition: unknown, message: string, init?: ResponseInit): asserts condition {
  if (condition) return;
  throw new Response(message, {
    status: 404,
    ...init,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...init?.headers },
  });
}
