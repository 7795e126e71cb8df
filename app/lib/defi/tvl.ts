import { z } from "~/lib/zod";
import { directionSign, turkishCollator, type SortDirection } from "~/lib/sort";

/**
 * The DeFi figures the site keeps from a DeFiLlama-compatible API, after trimming: the shapes
 * stored as the last good answer and handed to the page. Amounts are US dollars.
 */

const Usd = z.number().finite().nonnegative();
const Change = z.number().finite().nullable();

export const defiChainsSchema = z.object({
  /** Sum of every chain's TVL. */
  total: Usd,
  /** How many chains hold any value. */
  count: z.number().int().nonnegative(),
  /** The largest chains, largest first. */
  chains: z.array(z.object({ name: z.string().min(1).max(100), tvl: Usd })),
});
export type DefiChains = z.infer<typeof defiChainsSchema>;

export const defiProtocolSchema = z.object({
  name: z.string().min(1).max(200),
  slug: z.string().max(200),
  chain: z.string().max(100),
  category: z.string().max(100),
  tvl: Usd,
  /** Percent change of TVL over one day and seven days; null when the source has none. */
  change1d: Change,
  change7d: Change,
});
export type DefiProtocol = z.infer<typeof defiProtocolSchema>;
export const defiProtocolsSchema = z.array(defiProtocolSchema);

/** One day of the whole market's TVL; `date` in Unix seconds. */
export const tvlHistorySchema = z.array(z.object({ date: z.number().int().nonnegative(), tvl: Usd }));
export type TvlHistory = z.infer<typeof tvlHistorySchema>;

/** The protocol table's columns, in the order shown; each can sort the list. */
export const PROTOCOL_SORTS = ["name", "chain", "category", "tvl", "change1d", "change7d"] as const;
export type ProtocolSort = (typeof PROTOCOL_SORTS)[number];

export const protocolSortLabels: Record<ProtocolSort, string> = {
  name: "Protokol",
  chain: "Zincir",
  category: "Kategori",
  tvl: "TVL",
  change1d: "1 günlük değişim",
  change7d: "7 günlük değişim",
};

export interface ProtocolOrder {
  sort: ProtocolSort;
  dir: SortDirection;
}

export const DEFAULT_ORDER: ProtocolOrder = { sort: "tvl", dir: "desc" };

/** Text columns start A to Z, figures largest first. */
export function defaultDirection(sort: ProtocolSort): SortDirection {
  return sort === "name" || sort === "chain" || sort === "category" ? "asc" : "desc";
}

/**
 * The order asked for in the URL (`?sort=change7d&dir=asc`). An unknown column or direction is
 * an error the page reports (with a 400), sorting by TVL meanwhile.
 */
export function parseProtocolOrder(params: URLSearchParams): { order: ProtocolOrder; error: string | null } {
  const sort = params.get("sort");
  const dir = params.get("dir");
  if (sort !== null && !(PROTOCOL_SORTS as readonly string[]).includes(sort)) {
    return { order: DEFAULT_ORDER, error: "Bilinmeyen sıralama; liste TVL'ye göre sıralandı." };
  }
  if (dir !== null && dir !== "asc" && dir !== "desc") {
    return { order: DEFAULT_ORDER, error: "Sıralama yönü 'asc' ya da 'desc' olmalıdır; liste TVL'ye göre sıralandı." };
  }
  const column = (sort ?? DEFAULT_ORDER.sort) as ProtocolSort;
  return { order: { sort: column, dir: dir ?? defaultDirection(column) }, error: null };
}

/** The protocols in the asked order; a missing change always goes last, whichever the direction. */
export function sortProtocols(protocols: readonly DefiProtocol[], { sort, dir }: ProtocolOrder): DefiProtocol[] {
  const sign = directionSign(dir);
  return [...protocols].sort((a, b) => {
    if (sort === "name" || sort === "chain" || sort === "category") {
      return sign * turkishCollator().compare(a[sort], b[sort]) || b.tvl - a.tvl;
    }
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) return x === y ? b.tvl - a.tvl : x === null ? 1 : -1;
    return sign * (x - y) || b.tvl - a.tvl;
  });
}

/** The URL of the list sorted by `sort`: the same column again flips the direction. */
export function sortHref(current: ProtocolOrder, sort: ProtocolSort): string {
  const dir = current.sort === sort ? (current.dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  return `?sort=${sort}&dir=${dir}#protocols`;
}
