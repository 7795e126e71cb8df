import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { classifyAddress } from "~/lib/outside/address";
import { recordOutsideCall } from "~/server/ops/metrics.server";

/**
 * The one way to call an outside source whose URL an admin sets (news feeds, the NFT source, the
 * AI provider's base URL, the update manifest). Every call gets the same policy:
 *
 * - only http: and https:, no credentials in the URL;
 * - the address the connection is made to is checked after DNS resolution, inside the socket's own
 *   lookup (node:http's `lookup` option), so the address checked is the address connected to: a
 *   name that resolves to a refused address on the second lookup (DNS rebinding) is still refused.
 *   Refused: link-local, cloud metadata, unspecified, multicast, broadcast (`classifyAddress`).
 *   Loopback and private addresses are ALLOWED by design: a local model server or feed server is a
 *   real use of these settings (CONTRACT.md), and the tests' fakes live on 127.0.0.1;
 * - redirects are followed by hand, at most MAX_REDIRECTS hops and only within the first URL's
 *   origin (`redirects: "same-origin"`), or not at all (`"none"`, for calls that carry a key);
 * - a time limit until the answer's headers arrive, then an idle limit between body chunks, and a
 *   size cap on every body (counted after decompression; a declared length over it is refused
 *   before reading); past the cap the connection is dropped, so memory stays at about the cap;
 * - failures are typed (`OutsideError.kind`); the English `message` is for the server log. What a
 *   page or an admin sees is `outsideCause`: three classes of words that do not tell a closed port
 *   from an HTTP error or a timeout. Upstream bodies are never part of an error.
 *
 * node:http rather than fetch: fetch offers no hook at the moment of connecting without a
 * dispatcher from the undici package, and node:http's `lookup` option does the same job with no
 * new dependency.
 */

export type OutsideFailure =
  | "timeout"
  | "too-large"
  | "status"
  | "rate-limited"
  /** HTTP 451: the source refuses our location (Binance's "restricted location"). */
  | "refused-location"
  | "refused-address"
  | "redirect-refused"
  | "bad-shape"
  | "network"
  | "aborted";

/** A failed outside call. `message` names the cause for the server log; never show it on a page. */
export class OutsideError extends Error {
  constructor(
    readonly kind: OutsideFailure,
    message: string,
    readonly status?: number,
    /** With `rate-limited`: how long the source asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "OutsideError";
  }
}

/** One resolved address, as `dns.lookup(host, { all: true })` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutsideOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Until the answer's headers arrive (DNS, connecting and every redirect included). */
  firstByteMs: number;
  /** The longest wait for the next body chunk while the caller is reading. */
  idleMs: number;
  /** Optionally, a limit on the whole call, body included (a source that drips a byte at a time). */
  totalMs?: number;
  maxBytes: number;
  /** `same-origin` (default): up to MAX_REDIRECTS hops within the URL's origin. `none`: a redirect is a failure. */
  redirects?: "same-origin" | "none";
  signal?: AbortSignal;
  /** The name resolver; tests give one that answers a chosen address. */
  resolve?: Resolver;
}

export interface OutsideResponse {
  status: number;
  headers: Headers;
  /** The URL that answered, after same-origin redirects. */
  url: string;
  /** The body, capped and watched for silence; a read past the cap or the idle limit rejects with OutsideError. */
  body: ReadableStream<Uint8Array>;
  /** Drops the connection without reading further. */
  cancel(): void;
}

export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function refusedAddress(host: string, address: string, reason: string) {
  return new OutsideError("refused-address", `${host} resolves to ${address} (${reason}); not contacted`);
}

/** Checks the URL before anything is sent; the address itself is checked when connecting. */
function checkUrl(url: URL) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutsideError("refused-address", `scheme ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) throw new OutsideError("refused-address", "credentials in the URL are not allowed");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    const verdict = classifyAddress(host);
    if (!verdict.allowed) throw refusedAddress(host, host, verdict.reason);
  }
}

/**
 * A `lookup` for net.connect that resolves with `resolve` and refuses the connection when any
 * address the name gives is refused: the socket connects only to an address checked here.
 */
function guardedLookup(resolve: Resolver) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | ResolvedAddress[], family?: number) => void,
  ) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(new OutsideError("network", `${hostname} has no address`), "");
        for (const { address } of addresses) {
          const verdict = classifyAddress(address);
          if (!verdict.allowed) return callback(refusedAddress(hostname, address, verdict.reason), "");
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ""),
    );
  };
}

/** The state of one call: the first failure wins, and failing tears down whatever is open. */
class Call {
  failure: OutsideError | null = null;
  private open: { destroy(error?: Error): void }[] = [];

  track(stream: { destroy(error?: Error): void; on(event: "error", listener: () => void): unknown }) {
    // Failing destroys the stream with the reason; the caller learns it from the read, not from an unheard event.
    stream.on("error", () => undefined);
    this.open.push(stream);
  }

  fail(error: OutsideError) {
    this.failure ??= error;
    for (const stream of this.open) stream.destroy(this.failure);
  }

  /** What a low-level error means, once this call's own reason (timeout, cap, refusal) is known. */
  explain(error: unknown): OutsideError {
    if (this.failure) return this.failure;
    if (error instanceof OutsideError) return error;
    const code = (error as { code?: unknown })?.code;
    return new OutsideError("network", `could not connect${typeof code === "string" ? ` (${code})` : ""}`);
  }
}

function send(url: URL, options: OutsideOptions, method: string, body: string | undefined, call: Call): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
    const request = client.request(url, {
      method,
      headers,
      // A fresh connection per call: a pooled socket would skip the lookup, and with it the check.
      agent: false,
      lookup: guardedLookup(options.resolve ?? defaultResolve) as never,
    });
    call.track(request);
    request.on("response", (response) => {
      call.track(response);
      resolve(response);
    });
    request.on("error", (error) => reject(call.explain(error)));
    request.end(body);
  });
}

function decoded(response: http.IncomingMessage, call: Call): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  call.track(decoder);
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Opens a call under the policy above and answers once the headers are in; the status is the
 * caller's to judge. Throws OutsideError (timeout, refused-address, redirect-refused, too-large
 * by declared length, network, aborted).
 */
export async function openOutside(address: string, options: OutsideOptions): Promise<OutsideResponse> {
  recordOutsideCall(address);
  try {
    return await openUnmeasured(address, options);
  } catch (error) {
    recordOutsideCall(address, error instanceof OutsideError ? error.kind : "network");
    throw error;
  }
}

async function openUnmeasured(address: string, options: OutsideOptions): Promise<OutsideResponse> {
  const call = new Call();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutsideError("refused-address", "not a URL");
  }
  const origin = url.origin;
  const onAbort = () => call.fail(new OutsideError("aborted", "the caller stopped the call"));
  if (options.signal?.aborted) throw new OutsideError("aborted", "the caller stopped the call");
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const firstByte = setTimeout(
    () => call.fail(new OutsideError("timeout", `no answer within ${options.firstByteMs} ms`)),
    options.firstByteMs,
  );
  const total =
    options.totalMs === undefined
      ? undefined
      : setTimeout(() => call.fail(new OutsideError("timeout", `not done within ${options.totalMs} ms`)), options.totalMs);
  const release = () => {
    clearTimeout(firstByte);
    clearTimeout(total);
    options.signal?.removeEventListener("abort", onAbort);
  };

  let method = options.method ?? "GET";
  let body = options.body;
  let response: http.IncomingMessage;
  try {
    for (let hop = 0; ; hop += 1) {
      checkUrl(url);
      response = await send(url, options, method, body, call);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(status) || !location) break;
      response.destroy();
      const next = new URL(location, url);
      if (options.redirects === "none")
        throw new OutsideError("redirect-refused", `HTTP ${status} redirect to ${next.origin} not followed`);
      if (next.origin !== origin) throw new OutsideError("redirect-refused", `redirect to another origin (${next.origin}) refused`);
      if (hop + 1 > MAX_REDIRECTS) throw new OutsideError("redirect-refused", `more than ${MAX_REDIRECTS} redirects`);
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      url = next;
    }
    const declared = Number(response.headers["content-length"]);
    if (!response.headers["content-encoding"] && declared > options.maxBytes) {
      throw new OutsideError("too-large", `declared ${declared} bytes, cap ${options.maxBytes}`);
    }
  } catch (error) {
    const failure = call.explain(error);
    call.fail(failure);
    release();
    throw failure;
  }
  clearTimeout(firstByte);

  const source = decoded(response, call);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const idle = setTimeout(() => call.fail(new OutsideError("timeout", `no data for ${options.idleMs} ms`)), options.idleMs);
        try {
          const next = await chunks.next();
          if (next.done) {
            release();
            controller.close();
            return;
          }
          received += next.value.byteLength;
          if (received > options.maxBytes) {
            call.fail(new OutsideError("too-large", `more than ${options.maxBytes} bytes`));
            throw call.failure;
          }
          controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        } catch (error) {
          const failure = call.explain(error);
          call.fail(failure);
          release();
          throw failure;
        } finally {
          clearTimeout(idle);
        }
      },
      cancel() {
        call.fail(new OutsideError("aborted", "the reader stopped"));
        release();
      },
    },
    // Nothing is read ahead of the caller: the idle limit counts only time spent waiting for the source.
    { highWaterMark: 0 },
  );
  return {
    status: response.statusCode ?? 0,
    headers: toHeaders(response.headers),
    url: url.toString(),
    body: stream,
    cancel() {
      void stream.cancel().catch(() => undefined);
    },
  };
}

/** The whole (capped) body of an opened answer. */
export async function readAllBytes(response: OutsideResponse): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Seconds or an HTTP date, as Retry-After may say; undefined when it says neither. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A non-2xx answer as a failure (its body dropped unread): rate-limited for 429 and 418, refused-location for 451, else status. */
export function statusFailure(response: OutsideResponse): OutsideError {
  const failure = statusFailureOf(response);
  recordOutsideCall(response.url, failure.kind);
  return failure;
}

function statusFailureOf(response: OutsideResponse): OutsideError {
  response.cancel();
  // 418 is Binance's answer to a client that went on after a 429: the same wait, longer.
  if (response.status === 429 || response.status === 418) {
    return new OutsideError("rate-limited", `HTTP ${response.status}`, response.status, retryAfterMs(response.headers.get("retry-after")));
  }
  if (response.status === 451) return new OutsideError("refused-location", "HTTP 451", 451);
  return new OutsideError("status", `HTTP ${response.status}`, response.status);
}

export interface OutsideBody {
  status: number;
  bytes: Buffer;
  contentType: string | null;
  /** The URL that answered, after same-origin redirects. */
  url: string;
}

export interface ReadOptions extends OutsideOptions {
  /** Statuses whose body the caller reads as an answer (a 404 that says 'not found'); by default 2xx only. */
  acceptStatus?: (status: number) => boolean;
}

const is2xx = (status: number) => status >= 200 && status <= 299;

/** Reads an accepted answer's whole body under the policy; any other status is a failure. */
export async function readOutside(address: string, options: ReadOptions): Promise<OutsideBody> {
  const response = await openOutside(address, options);
  if (!(options.acceptStatus ?? is2xx)(response.status)) throw statusFailure(response);
  return {
    status: response.status,
    bytes: await readAllBytes(response),
    contentType: response.headers.get("content-type"),
    url: response.url,
  };
}

/** Reads a 2xx JSON answer; text that is not JSON is a `bad-shape` failure. */
export async function readOutsideJson(address: string, options: ReadOptions): Promise<unknown> {
  const { bytes } = await readOutside(address, { ...options, headers: { Accept: "application/json", ...options.headers } });
  try {
    return JSON.parse(bytes.toString("utf8")) as unknown;
  } catch {
    throw new OutsideError("bad-shape", "the answer is not JSON");
  }
}

export type OutsideCause = "unreachable" | "refused" | "unusable" | "aborted";

/**
 * The class of a failure, as far as anyone outside the server log may know it. "unreachable"
 * joins a refused connection, a timeout, an HTTP error status, a 429 and a redirect elsewhere, so
 * these words cannot be used to map which ports answer; "refused" is our own policy; "unusable"
 * is an answer that came but cannot be used (too large, wrong shape).
 */
export function outsideCause(error: unknown): OutsideCause {
  if (!(error instanceof OutsideError)) return "unreachable";
  if (error.kind === "refused-address") return "refused";
  if (error.kind === "too-large" || error.kind === "bad-shape") return "unusable";
  if (error.kind === "aborted") return "aborted";
  return "unreachable";
}

const CAUSE_WORDS: Record<OutsideCause, string> = {
  unreachable: "Kaynaktan yanıt alınamadı (bağlantı, zaman aşımı ya da hata yanıtı; ayrıntı sunucu günlüğünde).",
  refused:
    "Bu adrese istek gönderilmedi: adres güvenlik kuralına takıldı (yerel bağlantı, bulut meta veri, yayın adresi ya da http(s) olmayan adres).",
  unusable: "Kaynağın yanıtı kullanılamadı (çok büyük ya da beklenen biçimde değil).",
  aborted: "İstek iptal edildi.",
};

/** Turkish words for an admin screen or notification: the cause class only, never the upstream's words. */
export function describeOutsideFailure(error: unknown): string {
  return CAUSE_WORDS[outsideCause(error)];
}
