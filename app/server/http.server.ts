import type { AppLoadContext } from "@remix-run/node";

/** The client's address as the Node server saw it (behind a trusted proxy, the forwarded one). */
export function clientIp(request: Request, context?: AppLoadContext): string {
  return context?.clientIp || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** A JSON error body in the contract's `{ error }` shape. */
export function jsonError(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers });
}

/** Reads a JSON body; invalid JSON becomes a 400 the caller can throw. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw jsonError("Geçersiz JSON gövdesi.", 400);
  }
}

const UNREADABLE_FORM = "Gönderilen form okunamadı. Lütfen sayfayı yenileyip yeniden deneyin.";

/**
 * Reads a form body (URL-encoded or multipart). A body that does not parse (broken
 * multipart, a part without a name, a content type that is no form) becomes a 400
 * the caller's error boundary shows, instead of the parser's exception and a 500.
 * Every action reads its form here; the login reads a clone, since its strategy
 * reads the body again.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw jsonError(UNREADABLE_FORM, 400);
  }
}
