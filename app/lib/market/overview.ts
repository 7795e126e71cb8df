import { directionSign, type SortDirection } from "~/lib/sort";
import { coinHeadline, type Coin, type CoinHeadline } from "./analysis";
import { coinOrders, searchCoins } from "./coin-order";

export const PAGE_SIZE = 50;
export const SORTS = ["volume", "name", "price", "change"] as const;
export type SortKey = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  volume: "Hacim",
  name: "İsim",
  price: "Fiyat",
  change: "Değişim",
};

export interface MarketQuery {
  q: string;
  sort: SortKey;
  dir: SortDirection;
  favourites: boolean;
  page: number;
  coin: string | null;
}

/** Names read A to Z by default; numbers largest first. */
export function defaultDirection(sort: SortKey): SortDirection {
  return sort === "name" ? "asc" : "desc";
}

/** Reads the list's URL parameters; anything unknown falls back to the default rather than failing the page. */
export function parseMarketQuery(params: URLSearchParams): MarketQuery {
  const sortParam = params.get("sort");
  const sort: SortKey = SORTS.includes(sortParam as SortKey) ? (sortParam as SortKey) : "volume";
  const dirParam = params.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDirection(sort);
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const coin = params.get("coin")?.trim().toUpperCase();
  return {
    q: (params.get("q") ?? "").trim().slice(0, 50),
    sort,
    dir,
    favourites: params.get("fav") === "1",
    page: Number.isFinite(page) && page > 0 ? page : 1,
    coin: coin && /^[A-Z0-9]{2,30}$/.test(coin) ? coin : null,
  };
}

/** The URL search string for the query, leaving defaults out so links stay short. */
export function marketSearch(query: MarketQuery, changes: Partial<MarketQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "volume") params.set("sort", next.sort);
  if (next.dir !== defaultDirection(next.sort)) params.set("dir", next.dir);
  if (next.favourites) params.set("fav", "1");
  if (next.page > 1) params.set("page", String(next.page));
  if (next.coin) params.set("coin", next.coin);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const compare: Record<SortKey, (a: Coin, b: Coin) => number> = coinOrders;

export interface CoinPage {
  coins: Coin[];
  total: number;
  page: number;
  pageCount: number;
}

/** Search (name or symbol, any case), favourites filter, sort and one page of 50. */
export function listCoins(all: readonly Coin[], query: MarketQuery, favourites: readonly string[] = []): CoinPage {
  const favouriteSet = new Set(favourites);
  const order = compare[query.sort];
  const sign = directionSign(query.dir);
  const matching = searchCoins(all, query.q)
    .filter((coin) => !query.favourites || favouriteSet.has(coin.symbol))
    .sort((a, b) => sign * order(a, b));
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    coins: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
  };
}

export interface MarketOverview {
  coinCount: number;
  totalQuoteVolume: number;
  gainers: number;
  losers: number;
  averageChange: number;
  topGainers: CoinSummary[];
  topLosers: CoinSummary[];
}

export type CoinSummary = CoinHeadline & { score: number | null };

/** What a list row needs; the full analysis only travels for the selected coin. */
export function summarise(coin: Coin): CoinSummary {
  return { ...coinHeadline(coin), score: coin.analysis?.score ?? null };
}

export function marketOverview(coins: readonly Coin[]): MarketOverview {
  const byChange = [...coins].sort((a, b) => b.priceChangePercent - a.priceChangePercent);
  return {
    coinCount: coins.length,
    totalQuoteVolume: coins.reduce((sum, coin) => sum + coin.quoteVolume, 0),
    gainers: coins.filter((coin) => coin.priceChangePercent > 0).length,
    losers: coins.filter((coin) => coin.priceChangePercent < 0).length,
    averageChange: coins.length ? coins.reduce((sum, coin) => sum + coin.priceChangePercent, 0) / coins.length : 0,
    topGainers: byChange
      .filter((coin) => coin.priceChangePercent > 0)
      .slice(0, 3)
      .map(summarise),
    topLosers: byChange
      .filter((coin) => coin.priceChangePercent < 0)
      .reverse()
      .slice(0, 3)
      .map(summarise),
  };
}
