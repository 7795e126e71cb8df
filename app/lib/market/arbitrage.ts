/**
 * Triangular cycles inside one exchange, from the best bid and ask of each pair.
 *
 * For a cross pair X/Y (X priced in Y, e.g. ETHBTC: ETH in BTC) where both X and Y trade against
 * USDT, there are two cycles starting from 1 USDT:
 * - USDT → Y → X → USDT: buy Y at Y/USDT's ask, buy X with Y at X/Y's ask, sell X at X/USDT's bid;
 * - USDT → X → Y → USDT: buy X at X/USDT's ask, sell X for Y at X/Y's bid, sell Y at Y/USDT's bid.
 * Buying pays the ask and selling gets the bid, so the spread is always paid; the fee is taken
 * from what each of the three legs yields. Only the best price is used: the amount available
 * at that price (the book's depth) is not considered.
 */
export const QUOTE_ASSET = "USDT";
export const DEFAULT_FEE_PERCENT = 0.1;
export const MAX_FEE_PERCENT = 5;

export interface BookQuote {
  symbol: string;
  bidPrice: number;
  bidQty: number;
  askPrice: number;
  askQty: number;
}

export interface CycleLeg {
  symbol: string;
  side: "buy" | "sell";
  from: string;
  to: string;
  price: number;
}

export interface Cycle {
  /** The assets in order, starting and ending with USDT. */
  path: [string, string, string, string];
  legs: [CycleLeg, CycleLeg, CycleLeg];
  /** USDT back per USDT in, before fees, minus one, in percent. */
  grossPercent: number;
  /** The same after the fee on each leg. */
  netPercent: number;
}

export interface CrossPair {
  symbol: string;
  base: string;
  quote: string;
}

const usable = (quote: BookQuote | undefined): quote is BookQuote => Boolean(quote && quote.bidPrice > 0 && quote.askPrice > 0);

/** Assets that trade against USDT with a usable book. */
function usdtAssets(book: ReadonlyMap<string, BookQuote>): Set<string> {
  const assets = new Set<string>();
  for (const [symbol, quote] of book) {
    if (symbol.endsWith(QUOTE_ASSET) && symbol.length > QUOTE_ASSET.length && usable(quote)) {
      assets.add(symbol.slice(0, -QUOTE_ASSET.length));
    }
  }
  return assets;
}

/** Splits a symbol into two USDT-traded assets (ETHBTC → ETH/BTC), or null when it does not link two of them. */
function splitCross(symbol: string, assets: ReadonlySet<string>): CrossPair | null {
  if (symbol.endsWith(QUOTE_ASSET) || symbol.startsWith(QUOTE_ASSET)) return null;
  for (let i = 1; i < symbol.length; i += 1) {
    const base = symbol.slice(0, i);
    const quote = symbol.slice(i);
    if (base !== quote && assets.has(base) && assets.has(quote)) return { symbol, base, quote };
  }
  return null;
}

/** The pairs the cycles use: every X/USDT and every cross pair between two USDT-traded assets. */
export function cycleSymbols(quotes: readonly BookQuote[]): BookQuote[] {
  const book = new Map(quotes.map((quote) => [quote.symbol, quote]));
  const assets = usdtAssets(book);
  return quotes.filter(
    (quote) =>
      (quote.symbol.endsWith(QUOTE_ASSET) && assets.has(quote.symbol.slice(0, -QUOTE_ASSET.length))) || splitCross(quote.symbol, assets),
  );
}

const percent = (ratio: number) => (ratio - 1) * 100;

/** Buying pays the pair's ask; selling gets its bid. */
const buy = (pair: BookQuote, from: string, to: string): CycleLeg => ({ symbol: pair.symbol, side: "buy", from, to, price: pair.askPrice });
const sell = (pair: BookQuote, from: string, to: string): CycleLeg => ({
  symbol: pair.symbol,
  side: "sell",
  from,
  to,
  price: pair.bidPrice,
});

/** A cycle from its three legs: 1 USDT divided by each price bought at and multiplied by each price sold at, the fee on each leg. */
function cycleOf(legs: Cycle["legs"], keep: number): Cycle {
  const gross = legs.reduce((amount, leg) => (leg.side === "buy" ? amount / leg.price : amount * leg.price), 1);
  return {
    path: [legs[0].from, legs[0].to, legs[1].to, legs[2].to],
    legs,
    grossPercent: percent(gross),
    netPercent: percent(gross * keep ** 3),
  };
}

export interface CycleResult {
  /** Every cycle, best net result first. */
  cycles: Cycle[];
  crossPairs: number;
}

/** Both cycles of every cross pair, net of `feePercent` on each leg, sorted by net result. */
export function findCycles(quotes: readonly BookQuote[], feePercent: number): CycleResult {
  const book = new Map(quotes.map((quote) => [quote.symbol, quote]));
  const assets = usdtAssets(book);
  const keep = 1 - feePercent / 100;
  const cycles: Cycle[] = [];
  let crossPairs = 0;

  for (const quote of quotes) {
    const cross = splitCross(quote.symbol, assets);
    if (!cross || !usable(quote)) continue;
    const baseUsdt = book.get(`${cross.base}${QUOTE_ASSET}`);
    const quoteUsdt = book.get(`${cross.quote}${QUOTE_ASSET}`);
    if (!usable(baseUsdt) || !usable(quoteUsdt)) continue;
    crossPairs += 1;
    const { base: x, quote: y } = cross;

    // USDT → Y → X → USDT
    cycles.push(cycleOf([buy(quoteUsdt, QUOTE_ASSET, y), buy(quote, y, x), sell(baseUsdt, x, QUOTE_ASSET)], keep));
    // USDT → X → Y → USDT
    cycles.push(cycleOf([buy(baseUsdt, QUOTE_ASSET, x), sell(quote, x, y), sell(quoteUsdt, y, QUOTE_ASSET)], keep));
  }

  cycles.sort((a, b) => b.netPercent - a.netPercent || a.path.join().localeCompare(b.path.join()));
  return { cycles, crossPairs };
}
