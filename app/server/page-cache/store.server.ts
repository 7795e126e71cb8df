import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pageLifetime, type PageCacheRule } from "../../lib/page-cache/rules";
import type { PageFrame } from "./personal.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compression levels of a stored page. Every miss that is kept pays them, so they
 * must cost little next to a render: on a 34 kB page Brotli 5 and gzip 6 take
 * about 1.5 ms of CPU together and give copies within 1 % of Brotli 9 and gzip 9,
 * which took about 110 ms (decision 011).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** How a page's body is sent: the encodings a browser may ask for, or none (304). */
export type PageBody = "identity" | "gzip" | "br";

/** Where `X-Page-Cache` sits in each prepared head: its value is the last entry. */
export const PAGE_STATE_HEADER = "X-Page-Cache";

/** A finished response kept for anonymous visitors, in each encoding a browser may ask for. */
export interface CachedPage {
  key: string;
  /** The content version read before the page was rendered. */
  version: number;
  builtAt: number;
  freshUntil: number;
  staleUntil: number;
  /** Response headers, the security policy with the page's script hashes included. */
  headers: Array<[string, string]>;
  /**
   * The complete header list of each answer, flat for `writeHead`: every header
   * above, then the body's encoding and length, then `X-Page-Cache: HIT` last.
   */
  head: Record<PageBody | "notModified", string[]>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
  /** Work the page's loader does for each visit (counting a view), done for hits in batches. */
  onHit?: (visits: number) => Promise<void>;
  /** A signed-in page's frame: it is served again only to its session, while the frame is unchanged. */
  owner?: PageFrame;
}

/** Headers that describe one transfer, or that the cache sets itself. */
const TRANSFER_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "cache-control",
  "vary",
  "content-security-policy",
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The `'sha256-…'` sources of every inline script the page runs. A cached page
 * is sent to many visitors, so it cannot carry one request's nonce: its policy
 * names these hashes instead, and nothing else inline may run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The request's policy with its nonce source replaced by the page's script hashes; the rest is untouched. */
export function policyWithHashes(policy: string, nonce: string, hashes: string[]): string {
  const source = `'nonce-${nonce}'`;
  if (!nonce || !policy.includes(source)) return policy;
  return policy.replace(hashes.length > 0 ? source : ` ${source}`, hashes.join(" "));
}

export interface BuildPageInput {
  key: string;
  version: number;
  rule: PageCacheRule;
  body: Buffer;
  headers: Headers;
  /** The headers beside the policy that every answer of the site carries. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  /** The Content-Security-Policy sent with the render, and the nonce it named. */
  policy: string;
  nonce: string;
  marketRefreshMs: number;
  now?: number;
  onHit?: (visits: number) => Promise<void>;
  owner?: PageFrame;
}

/** Turns a rendered 200 into an entry: script hashes in its policy, compressed once, with an ETag. */
export async function buildCachedPage(input: BuildPageInput): Promise<CachedPage> {
  const builtAt = input.now ?? Date.now();
  const lifetime = pageLifetime(input.rule, input.marketRefreshMs);
  // The render's nonce is of no use to later visitors: it is taken out, and the hashes take its place.
  const html = input.nonce ? input.body.toString("utf8").replaceAll(` nonce="${input.nonce}"`, "") : input.body.toString("utf8");
  const body = Buffer.from(html, "utf8");
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const own = new Set(input.securityHeaders.map(([name]) => name.toLowerCase()));
  const headers: Array<[string, string]> = input.securityHeaders.map(([name, value]) => [name, value]);
  for (const [name, value] of input.headers) {
    if (!TRANSFER_HEADERS.has(name.toLowerCase()) && !own.has(name.toLowerCase())) headers.push([name, value]);
  }
  if (input.policy) headers.push(["Content-Security-Policy", policyWithHashes(input.policy, input.nonce, inlineScriptHashes(html))]);
  // A signed-in page is this server's to keep, never a browser's or a proxy's.
  headers.push(
    ["Cache-Control", input.owner ? "private, no-store" : lifetime.cacheControl],
    ["Vary", "Accept-Encoding, Cookie"],
    ["ETag", etag],
  );
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: GZIP_LEVEL }),
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const flat = headers.flat();
  const bodies = { identity: body, gzip: gzipped, br: brotlied };
  const headFor = (encoding: PageBody) => [
    ...flat,
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(bodies[encoding].length),
    PAGE_STATE_HEADER,
    "HIT",
  ];
  const notModified = headers.filter(([name]) => name.toLowerCase() !== "content-type").flat();
  return {
    key: input.key,
    version: input.version,
    builtAt,
    freshUntil: builtAt + lifetime.freshMs,
    staleUntil: builtAt + lifetime.staleMs,
    headers,
    head: {
      identity: headFor("identity"),
      gzip: headFor("gzip"),
      br: headFor("br"),
      notModified: [...notModified, PAGE_STATE_HEADER, "HIT"],
    },
    etag,
    identity: body,
    gzip: gzipped,
    br: brotlied,
    bytes: body.length + gzipped.length + brotlied.length + headerBytes + input.key.length,
    onHit: input.onHit,
    owner: input.owner,
  };
}

export interface PageCacheOptions {
  maxBytes: number;
  /** The content version now; a page built under another one is never served. */
  contentVersion: () => number;
  now?: () => number;
}

/**
 * The in-memory store of cached pages: bounded by bytes, least recently used
 * first out, with one render at a time per key (single-flight) and one
 * background rebuild at a time per key.
 */
export class PageCache {
  readonly maxBytes: number;
  private readonly contentVersion: () => number;
  private readonly now: () => number;
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<void>>();
  private readonly rebuilding = new Set<string>();
  private usedBytes = 0;
  /** Bytes of pages whose address has a query: they may take at most a quarter of the cache. */
  private queryBytes = 0;

  constructor(options: PageCacheOptions) {
    this.maxBytes = Math.max(0, options.maxBytes);
    this.contentVersion = options.contentVersion;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.maxBytes > 0;
  }

  get size() {
    return { pages: this.pages.size, bytes: this.usedBytes, queryBytes: this.queryBytes };
  }

  /** The page for `key` if it may still be served; `stale` asks the caller to rebuild it in the background. */
  lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const version = this.contentVersion();
    if (page.version !== version) {
      this.dropOtherVersions(version);
      return undefined;
    }
    const now = this.now();
    if (now >= page.staleUntil) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, stale: now >= page.freshUntil };
  }

  /**
   * Keeps a page unless content changed while it was rendered or it alone would fill
   * an eighth of the cache. Pages whose address has a query (`/blog?page=2`, a
   * search) give way to each other once they fill a quarter of it, so that a stream
   * of made-up searches cannot push the site's plain pages out.
   */
  store(page: CachedPage): boolean {
    if (!this.enabled || page.bytes > this.maxBytes / 8 || page.version !== this.contentVersion()) return false;
    this.remove(page.key);
    this.pages.set(page.key, page);
    this.usedBytes += page.bytes;
    if (hasQuery(page.key)) {
      this.queryBytes += page.bytes;
      for (const [key] of this.pages) {
        if (this.queryBytes <= this.maxBytes / 4) break;
        if (hasQuery(key)) this.remove(key);
      }
    }
    for (const [key] of this.pages) {
      if (this.usedBytes <= this.maxBytes) break;
      this.remove(key);
    }
    return true;
  }

  /** Drops the page of `key`, if there is one. */
  forget(key: string) {
    this.remove(key);
  }

  /** The render under way for `key`, if any: wait for it, then look up again. */
  pending(key: string): Promise<void> | undefined {
    return this.renders.get(key);
  }

  /** Marks a render of `key` as under way; the returned function ends it (and may be called more than once). */
  lead(key: string): () => void {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => (done = resolve));
    this.renders.set(key, promise);
    return () => {
      if (this.renders.get(key) === promise) this.renders.delete(key);
      done();
    };
  }

  /** Claims the background rebuild of `key`; false when one is already running. */
  claimRebuild(key: string): boolean {
    if (this.rebuilding.has(key)) return false;
    this.rebuilding.add(key);
    return true;
  }

  endRebuild(key: string) {
    this.rebuilding.delete(key);
  }

  private remove(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.usedBytes -= page.bytes;
    if (hasQuery(key)) this.queryBytes -= page.bytes;
  }

  private dropOtherVersions(version: number) {
    for (const [key, page] of this.pages) if (page.version !== version) this.remove(key);
  }
}

function hasQuery(key: string) {
  return key.includes("?");
}
