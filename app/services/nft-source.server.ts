import { CoinGeckoCollection, fromCoinGecko } from "~/lib/nft/public";
import { nftCollectionsSchema, type NftCollection, type NftFormat } from "~/lib/nft/source";
import { getNftSourceRuntime, type NftSourceRuntime } from "~/models/nft-source.server";
import { env } from "~/server/env.server";
import { chainSource, ChainSourceError } from "~/services/chain-source.server";
import { parseRows, type FetchContext } from "~/services/outside/cached-source.server";
import { outsideCause, readOutside } from "~/services/outside/read.server";
import { settle, type Settled } from "~/services/settle.server";

/**
 * The NFT source an admin sets (/admin/nft-source): its base URL, format and, when it needs one,
 * an API key. The key is sent only in a request header to that base URL, redirects are refused,
 * and nothing of it ever reaches a page. The URL is admin-set, so it is read under the outside-call
 * policy (`readOutside`), and the public page gets no host, no status and no cause beyond "no
 * usable answer": a refused key, an HTTP error, a closed port and a timeout read alike there (the
 * admin's note on the page says to check the address and the key; the log has the precise cause).
 */

const SOURCE = "NFT veri kaynağı";
const nft = chainSource(SOURCE);
/** The provider refreshes its NFT figures every five minutes. */
export const NFT_REFRESH_MS = 5 * 60_000;
export const NFT_COLLECTIONS = 50;
// Fifty collections with their descriptions stay well under this.
const MAX_BYTES = 4 * 1024 * 1024;

/** The collections that read; one odd row is dropped and counted, not the list. */
export function parseCoinGeckoMarkets(raw: unknown, context?: Pick<FetchContext, "skipped">): NftCollection[] {
  if (!Array.isArray(raw)) throw nft.garbage();
  const rows = parseRows(CoinGeckoCollection, raw, context);
  // A list none of whose rows reads is not the answer asked for.
  if (raw.length > 0 && rows.length === 0) throw nft.garbage();
  // The markets list carries no market cap; the page shows what the list gives.
  return rows.slice(0, NFT_COLLECTIONS).map((c) => {
    const { marketCapUsd: _marketCap, ...collection } = fromCoinGecko(c);
    return collection;
  });
}

interface FormatReader {
  /** The request for the leading collections, relative to the base URL. */
  path: string;
  /** The header that carries the API key. */
  keyHeader: string;
  parse: (raw: unknown, context: FetchContext) => NftCollection[];
}

const readers: Record<NftFormat, FormatReader> = {
  coingecko: {
    path: `/nfts/markets?order=h24_volume_usd_desc&per_page=${NFT_COLLECTIONS}&page=1`,
    keyHeader: "x-cg-pro-api-key",
    parse: parseCoinGeckoMarkets,
  },
};

async function fetchCollections(source: NftSourceRuntime, context: FetchContext): Promise<NftCollection[]> {
  const reader = readers[source.format];
  const headers: Record<string, string> = { Accept: "application/json" };
  if (source.apiKey) headers[reader.keyHeader] = source.apiKey;
  const timeoutMs = env().CHAIN_TIMEOUT_MS;
  let text: string;
  try {
    const answer = await readOutside(`${source.baseUrl.replace(/\/+$/, "")}${reader.path}`, {
      headers,
      // The key is never carried on to another address, nor to another path of this one.
      redirects: "none",
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MAX_BYTES,
    });
    text = answer.bytes.toString("utf8");
  } catch (error) {
    console.warn(`${SOURCE} okunamadı:`, error instanceof Error ? error.message : error);
    if (outsideCause(error) === "unusable")
      throw new ChainSourceError("garbage", `${SOURCE} kullanılamayan bir yanıt verdi; bu yanıt gösterilmedi.`, { cause: error });
    throw new ChainSourceError("unreachable", `${SOURCE} şu anda kullanılabilir bir yanıt vermiyor.`, { cause: error });
  }
  return reader.parse(nft.json(text), context);
}

export type NftCollectionsResult = { configured: false } | ({ configured: true } & Settled<NftCollection[]>);

/** The leading collections for everyone, cached; `configured: false` while no source is set. */
export async function getNftCollections(): Promise<NftCollectionsResult> {
  const source = await getNftSourceRuntime();
  if (!source) return { configured: false };
  const result = await settle(
    nft.cached({
      // Each save of the settings starts afresh: no answer or failure of an older source is reused.
      key: `nft:${source.version}`,
      schema: nftCollectionsSchema,
      fetch: (context) => fetchCollections(source, context),
      ttl: () => NFT_REFRESH_MS,
    }),
  );
  // The admin-set source's failures read alike on the public page (see above): no cause is passed on.
  const { cause: _cause, ...shown } = result;
  return { configured: true, ...shown };
}
