import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLoadContext } from "@remix-run/node";

// Whether a render may be kept for everyone is the render's own word, not a guess
// from the request's headers: the code that reads a session or finds a user marks
// the load context of the render it runs in. Loaders get the request, not the
// context, and Remix hands each loader a copy of the request, so the render's
// context is found through the async call chain that server.mjs starts.
const renders = new AsyncLocalStorage<AppLoadContext>();

/** Runs a Remix render (`render`) so that what it reads can mark `context`. */
export function renderWithContext<T>(context: AppLoadContext, render: () => T): T {
  return renders.run(context, render);
}

/** Marks the render under way as personal: it read a session cookie or found a user, so it is never kept. */
export function markRenderPersonal(): void {
  const context = renders.getStore();
  if (context) context.pageCachePersonal = true;
}

/**
 * Whether the render of `context` is known to have read no session and found no
 * user. A render that did not run through `renderWithContext` is never known to.
 */
export function renderedImpersonally(context: AppLoadContext): boolean {
  return renders.getStore() === context && context.pageCachePersonal !== true;
}
