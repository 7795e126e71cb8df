import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLoadContext } from "@remix-run/node";

// Whether a render may be kept is the render's own word, not a guess from the request's
// headers: the code that reads a session or finds a user marks the load context of the render
// it runs in. Loaders get the request, not the context, and Remix hands each loader a copy of
// the request, so the render's context is found through the async call chain that server.mjs
// starts.
const renders = new AsyncLocalStorage<AppLoadContext>();
/** Set while the root loader reads the page's frame (the header's user and bell, the toast). */
const framing = new AsyncLocalStorage<true>();

/** What a signed-in page's frame showed, and how to read it again for a later request of the same session. */
export interface PageFrame {
  /** The session's token: the frame is read again through it before a kept page is served. */
  sessionToken: string;
  /** When the sign-in stops counting (epoch ms, from the session cookie). */
  expiresAt: number;
  /** Everything the frame showed of the user, as `frameFingerprint` writes it. */
  fingerprint: string;
}

/** Runs a Remix render (`render`) so that what it reads can mark `context`. */
export function renderWithContext<T>(context: AppLoadContext, render: () => T): T {
  return renders.run(context, render);
}

/**
 * Runs the root loader's reads of the frame: a session or user read inside is noted as the
 * frame's, which a signed-in page may be kept with (per session, decision 053); one read
 * anywhere else makes the page personal through and through.
 */
export function readingFrame<T>(read: () => Promise<T>): Promise<T> {
  return framing.run(true, read);
}

/** Marks the render under way as personal: it read a session cookie or found a user, so it is never kept for everyone. */
export function markRenderPersonal(): void {
  const context = renders.getStore();
  if (!context) return;
  if (framing.getStore()) context.pageCacheFramed = true;
  else context.pageCachePersonal = true;
}

/** Notes the signed-in frame the render under way showed. */
export function markRenderFrame(frame: PageFrame): void {
  const context = renders.getStore();
  if (context) context.pageCacheFrame = frame;
}

/**
 * Whether the render of `context` is known to have read no session and found no
 * user. A render that did not run through `renderWithContext` is never known to.
 */
export function renderedImpersonally(context: AppLoadContext): boolean {
  return renders.getStore() === context && context.pageCachePersonal !== true && context.pageCacheFramed !== true;
}

/** Whether the render of `context` showed a signed-in frame and read nothing else of the person. */
export function renderedPersonalFrameOnly(context: AppLoadContext): boolean {
  return renders.getStore() === context && context.pageCachePersonal !== true && context.pageCacheFrame !== undefined;
}
