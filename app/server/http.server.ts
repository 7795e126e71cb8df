import type { AppLoadContext } from "@remix-run/node";

/** The client's address as the Node server saw it (behind a trusted proxy, the forwarded one). */
export function clientIp(request: Request, context?: AppLoadContext): string {
  return context?.clientIp || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** A JSON error body in the contract's `{ error }` shape. */
export function jsonError(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers });
}

/** The JSON body's default limit, as docs/api.md promises (the Node server refuses larger bodies before this). */
const JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON body of at most `maxBytes`; a larger body becomes a 413 and
 * invalid JSON a 400, both `{error}` answers the caller can throw.
 */
export async function readJson(request: Request, maxBytes = JSON_BODY_BYTES): Promise<unknown> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(part.value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
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

/**
 * A state a button asks for in a hidden field: "1" on, "0" off, anything else (or nothing) none.
 * A toggle that sends the state it wants answers a click sent twice the same way (the like and the
 * analysis page's star); without the field it turns over.
 */
export function askedState(form: FormData, name: string): boolean | undefined {
  const value = form.get(name);
  return value === "1" ? true : value === "0" ? false : undefined;
}

function tooLarge() {
  return jsonError("İstek gövdesi çok büyük.", 413);
}
