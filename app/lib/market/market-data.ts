import { researchPath } from "~/lib/research/paths";
import { directionSign, type SortDirection } from "~/lib/sort";
import type { Coin, TickerNumbers } from "./analysis";
import { coinOrders, searchCoins } from "./coin-order";
import { capsBySymbol, type CapFigures, type CoinCap } from "./coin-caps";

/**
 * The full market table: every USDT pair above the volume floor, searchable, sortable, paged;
 * the exchange's prices and 24 h figures beside CoinGecko's market cap, rank, supply and 1 h / 7 d change.
 */
export const MARKET_DATA_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 50;

export const MARKET_DATA_SORTS = ["volume", "marketCap", "name", "price", "change", "high", "low"] as const;
export type MarketDataSort = (typeof MARKET_DATA_SORTS)[number];

export const MARKET_DATA_SORT_LABELS: Record<MarketDataSort, string> = {
  volume: "Hacim (USDT)",
  marketCap: "Piyasa Değeri",
  name: "İsim",
  price: "Fiyat",
  change: "24s Değişim",
  high: "24s En Yüksek",
  low: "24s En Düşük",
};

export interface MarketDataQuery {
  q: string;
  sort: MarketDataSort;
  dir: SortDirection;
  page: number;
}

export interface ParsedMarketDataQuery {
  query: MarketDataQuery;
  /** What was wrong with the URL and what was used instead, in Turkish, for the page to show. */
  notices: string[];
}

export function defaultDirection(sort: MarketDataSort): SortDirection {
  return sort === "name" ? "asc" : "desc";
}

/** Reads the URL; anything unusable is replaced by its default and reported, never an error. */
export function parseMarketDataQuery(params: URLSearchParams): ParsedMarketDataQuery {
  const notices: string[] = [];

  const rawQ = (params.get("q") ?? "").trim();
  let q = rawQ;
  if (rawQ.length > MAX_SEARCH_LENGTH) {
    q = rawQ.slice(0, MAX_SEARCH_LENGTH);
    notices.push(`Arama metni en fazla ${MAX_SEARCH_LENGTH} karakter olabilir; ilk ${MAX_SEARCH_LENGTH} karakter kullanıldı.`);
  }

  const rawSort = params.get("sort");
  let sort: MarketDataSort = "volume";
  if (rawSort && rawSort !== "") {
    if ((MARKET_DATA_SORTS as readonly string[]).includes(rawSort)) sort = rawSort as MarketDataSort;
    else notices.push("Bilinmeyen sıralama seçildi; hacme göre sıralandı.");
  }

  const rawDir = params.get("dir");
  let dir = defaultDirection(sort);
  if (rawDir === "asc" || rawDir === "desc") dir = rawDir;
  else if (rawDir) notices.push("Bilinmeyen sıralama yönü seçildi; varsayılan yön kullanıldı.");

  const rawPage = params.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    const parsed = Number(rawPage);
    if (Number.isInteger(parsed) && parsed >= 1) page = parsed;
    else notices.push("Sayfa numarası 1 veya daha büyük bir tam sayı olmalı; ilk sayfa gösteriliyor.");
  }

  return { query: { q, sort, dir, page }, notices };
}

/** The URL search string for a query, defaults left out so links stay short. */
export function marketDataSearch(query: MarketDataQuery, changes: Partial<MarketDataQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "volume") params.set("sort", next.sort);
  if (next.dir !== defaultDirection(next.sort)) params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const compare: Record<MarketDataSort, (a: MarketDataRow, b: MarketDataRow) => number> = {
  ...coinOrders,
  marketCap: (a, b) => (a.marketCap ?? 0) - (b.marketCap ?? 0),
  high: (a, b) => a.highPrice - b.highPrice,
  low: (a, b) => a.lowPrice - b.lowPrice,
};

/** A row without the sorted figure goes after every row with it, in either direction: unknown is not 0. */
function missingLast(a: MarketDataRow, b: MarketDataRow, sort: MarketDataSort): number {
  if (sort !== "marketCap") return 0;
  return Number(a.marketCap === null) - Number(b.marketCap === null);
}

/** Search (name or symbol, any case) and sort, every matching row. The CSV export uses this whole. */
export function filterMarketData(all: readonly MarketDataRow[], query: Pick<MarketDataQuery, "q" | "sort" | "dir">): MarketDataRow[] {
  const order = compare[query.sort];
  const sign = directionSign(query.dir);
  return searchCoins(all, query.q).sort((a, b) => missingLast(a, b, query.sort) || sign * order(a, b) || a.symbol.localeCompare(b.symbol));
}

/** The exchange's figures for a pair and CoinGecko's for its coin; null where it has none (or was never reached). */
export interface MarketDataRow extends TickerNumbers, CapFigures {
  name: string;
  /** The coin's research page, where one exists. */
  researchPath: string | null;
}

export interface MarketDataPage {
  rows: MarketDataRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The requested page was past the end and the last page is shown instead. */
  clamped: boolean;
}

/** The coin of a USDT pair: "BTCUSDT" -> "BTC". */
export function pairBase(symbol: string): string {
  return symbol.replace(/USDT$/, "");
}

/**
 * A coin's own figures from the exchange's 24 h ticker, in the order `GET /api/ticker` and the
 * market table both give them.
 */
export function exchangeFigures(coin: Coin) {
  return {
    symbol: coin.symbol,
    name: coin.name,
    lastPrice: coin.lastPrice,
    priceChangePercent: coin.priceChangePercent,
    highPrice: coin.highPrice,
    lowPrice: coin.lowPrice,
    volume: coin.volume,
    quoteVolume: coin.quoteVolume,
  };
}

/**
 * The table's rows: each pair with CoinGecko's figures for the coin of the same symbol (none
 * when CoinGecko lacks it or was never reached) and a link to its research page where one exists.
 */
export function mergeMarketData(
  coins: readonly Coin[],
  caps: readonly CoinCap[] | null,
  researchSymbols: ReadonlySet<string>,
): MarketDataRow[] {
  const bySymbol = capsBySymbol(caps ?? []);
  return coins.map((coin) => {
    const base = pairBase(coin.symbol);
    const cap = bySymbol.get(base);
    return {
      ...exchangeFigures(coin),
      rank: cap?.rank ?? null,
      marketCap: cap?.marketCap ?? null,
      circulatingSupply: cap?.circulatingSupply ?? null,
      maxSupply: cap?.maxSupply ?? null,
      change1h: cap?.change1h ?? null,
      change7d: cap?.change7d ?? null,
      researchPath: researchSymbols.has(base) ? researchPath(base) : null,
    };
  });
}

/** One page of the filtered table; a page past the end shows the last one. */
export function marketDataPage(all: readonly MarketDataRow[], query: MarketDataQuery): MarketDataPage {
  const matching = filterMarketData(all, query);
  const pageCount = Math.max(1, Math.ceil(matching.length / MARKET_DATA_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    rows: matching.slice((page - 1) * MARKET_DATA_PAGE_SIZE, page * MARKET_DATA_PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    clamped: page !== query.page,
  };
}
