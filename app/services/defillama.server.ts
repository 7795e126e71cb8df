import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import {
  defiChainsSchema,
  defiProtocolsSchema,
  tvlHistorySchema,
  type DefiChains,
  type DefiProtocol,
  type TvlHistory,
} from "~/lib/defi/tvl";
import { chainSource, ChainSourceError, type Sourced } from "~/services/chain-source.server";
import { parseRows, type FetchContext } from "~/services/outside/cached-source.server";

/**
 * The DeFi source: a DeFiLlama-compatible REST API at DEFI_API_URL. Three answers, each fetched
 * for every visitor at once, validated, trimmed to what the page shows, and kept as the last good
 * answer in `source_snapshots`.
 */

const SOURCE = "DeFi veri kaynağı";
const defi = chainSource(SOURCE);
/** TVL moves slowly and the source refreshes its figures about hourly. */
export const DEFI_REFRESH_MS = 10 * 60_000;
export const TOP_CHAINS = 25;
export const TOP_PROTOCOLS = 100;
export const HISTORY_DAYS = 365;

// `/protocols` lists every protocol with its per-chain breakdowns: several megabytes today,
// growing; the cap leaves room for that and still refuses an endless body.
const PROTOCOLS_MAX_BYTES = 64 * 1024 * 1024;
// `/v2/chains` (a few hundred chains) and `/v2/historicalChainTvl` (a point a day since 2018)
// are a few hundred kilobytes.
const SMALL_MAX_BYTES = 4 * 1024 * 1024;

const Name = z.string().trim().min(1).max(200);
const Amount = z.number().finite();

/** `/v2/chains`: `[{ name, tvl, tokenSymbol, gecko_id, cmcId, chainId }]`; a chain's `tvl` may be null. */
const RawChain = z.object({ name: Name, tvl: Amount });

/** `/protocols`: one object per protocol; only the fields the page uses are read. */
const RawProtocol = z.object({
  name: Name,
  slug: z.string().max(200).nullish(),
  chain: z.string().max(100).nullish(),
  category: z.string().max(100).nullish(),
  tvl: Amount.nullish(),
  change_1d: Amount.nullish(),
  change_7d: Amount.nullish(),
});

/** The list's rows that read, the others dropped and counted; an answer with none is garbage. */
function rowsOf<S extends z.ZodType>(schema: S, raw: unknown, context?: Pick<FetchContext, "skipped">): z.infer<S>[] {
  if (!Array.isArray(raw)) throw defi.garbage();
  const rows = parseRows(schema, raw, context);
  if (rows.length === 0) throw defi.garbage();
  return rows;
}

/** `/v2/historicalChainTvl`: `[{ date, tvl }]`, the date in Unix seconds (older answers: as text). */
const RawHistory = z
  .array(
    z.object({
      date: z.union([
        z.number().int(),
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ]),
      tvl: Amount,
    }),
  )
  .min(1);

function validated<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw defi.garbage();
  return parsed.data;
}

async function getJson(path: string, maxBytes: number): Promise<unknown> {
  const base = env().DEFI_API_URL.replace(/\/+$/, "");
  if (!base) throw new ChainSourceError("unconfigured", `${SOURCE} ayarlanmamış.`);
  // The chain timeout runs to the first byte and between chunks, not over the whole body:
  // `/protocols` is megabytes and arrives in its own time while it keeps arriving.
  const { status, text } = await defi.fetch(`${base}${path}`, { headers: { Accept: "application/json" }, maxBytes });
  if (status !== 200) throw new ChainSourceError("unreachable", `${SOURCE} ${status} durum koduyla yanıt verdi.`);
  return defi.json(text);
}

/** The chains with value, largest first: the first TOP_CHAINS kept, with the sum and count of all. */
export function trimChains(raw: unknown, context?: Pick<FetchContext, "skipped">): DefiChains {
  const chains = rowsOf(RawChain, raw, context)
    .filter((chain) => chain.tvl > 0)
    .sort((a, b) => b.tvl - a.tvl);
  return {
    total: chains.reduce((sum, chain) => sum + chain.tvl, 0),
    count: chains.length,
    chains: chains.slice(0, TOP_CHAINS).map(({ name, tvl }) => ({ name, tvl })),
  };
}

/**
 * The TOP_PROTOCOLS largest protocols by TVL. Centralised exchanges (category CEX) are left out:
 * their reserves are not value locked in DeFi, as DeFiLlama's own rankings leave them out.
 */
export function trimProtocols(raw: unknown, context?: Pick<FetchContext, "skipped">): DefiProtocol[] {
  return rowsOf(RawProtocol, raw, context)
    .filter((p): p is typeof p & { tvl: number } => typeof p.tvl === "number" && p.tvl > 0 && p.category !== "CEX")
    .sort((a, b) => b.tvl - a.tvl)
    .slice(0, TOP_PROTOCOLS)
    .map((p) => ({
      name: p.name,
      slug: p.slug ?? "",
      chain: p.chain?.trim() || "—",
      category: p.category?.trim() || "—",
      tvl: p.tvl,
      change1d: p.change_1d ?? null,
      change7d: p.change_7d ?? null,
    }));
}

/** The last HISTORY_DAYS days of the whole market's TVL, oldest first. */
export function trimHistory(raw: unknown): TvlHistory {
  return validated(RawHistory, raw)
    .filter((point) => point.tvl >= 0)
    .sort((a, b) => a.date - b.date)
    .slice(-HISTORY_DAYS)
    .map(({ date, tvl }) => ({ date, tvl }));
}

const ttl = () => DEFI_REFRESH_MS;

export function getDefiChains(): Promise<Sourced<DefiChains>> {
  return defi.cached({
    key: "defi:chains",
    schema: defiChainsSchema,
    fetch: async (context) => trimChains(await getJson("/v2/chains", SMALL_MAX_BYTES), context),
    ttl,
  });
}

export function getDefiProtocols(): Promise<Sourced<DefiProtocol[]>> {
  return defi.cached({
    key: "defi:protocols",
    schema: defiProtocolsSchema,
    fetch: async (context) => trimProtocols(await getJson("/protocols", PROTOCOLS_MAX_BYTES), context),
    ttl,
  });
}

export function getTvlHistory(): Promise<Sourced<TvlHistory>> {
  return defi.cached({
    key: "defi:history",
    schema: tvlHistorySchema,
    fetch: async () => trimHistory(await getJson("/v2/historicalChainTvl", SMALL_MAX_BYTES)),
    ttl,
  });
}

/** Whether the source is on. The page does not name its host: an upstream address is not the visitors' business. */
export function defiSourceConfigured(): boolean {
  return Boolean(env().DEFI_API_URL);
}
