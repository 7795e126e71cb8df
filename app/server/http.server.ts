import { isIPv4, isIPv6 } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { BODY_MAX_BYTES, BODY_TOO_LARGE } from "../lib/body-limits";

/** The client's address as the Node server saw it (behind a trusted proxy, the forwarded one). */
export function clientIp(request: Request, context?: AppLoadContext): string {
  return context?.clientIp || request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split("%")[0];
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is two groups.
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group || "0", 16));
}

/**
 * The key an address is counted under in every per-address limit: an IPv4 address as it is
 * (an IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address by its /64, since one
 * subscriber is handed a whole /64 and can take a fresh address from it for every request.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Whether an address is this machine or its private network: loopback, RFC 1918, IPv6
 * unique-local (fc00::/7) and link-local (169.254.0.0/16, fe80::/10). Only there may the
 * demo accounts' published passwords be used.
 */
export function isLocalAddress(address: string): boolean {
  const key = addressKey(address);
  if (isIPv4(key)) {
    const [a, b] = key.split(".").map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const loopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  return loopback || (groups[0] & 0xfe00) === 0xfc00 || (groups[0] & 0xffc0) === 0xfe80;
}

/** The client's address as a limiter key (see addressKey): what every per-address limit counts. */
export function clientKey(request: Request, context?: AppLoadContext): string {
  return addressKey(clientIp(request, context));
}

/** A JSON error body in the contract's `{ error }` shape. */
export function jsonError(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers });
}

/** The status of a model's refused write by id (decision 008): 404 when no row of the user's had the id, else 400. */
export function refusalStatus(refusal: object): 400 | 404 {
  return "notFound" in refusal ? 404 : 400;
}

/**
 * Reads a JSON body of at most `maxBytes` (by default the body limit the Node server applies
 * before this, app/lib/body-limits.ts); a larger body becomes a 413 and
 * invalid JSON a 400, both `{error}` answers the caller can throw.
 */
export async function readJson(request: Request, maxBytes = BODY_MAX_BYTES): Promise<unknown> {
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
  return jsonError(BODY_TOO_LARGE, 413);
}
