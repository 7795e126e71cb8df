import { z } from "~/lib/zod";
import { numberInput } from "~/lib/numbers";
import { formatPlain } from "~/lib/format";

/**
 * The converter's rules: what a URL may ask (`?amount=&from=&to=`), how an amount is turned into
 * another unit, and the common amounts a coin page lists. Every unit is priced in US dollars
 * (Binance's USDT price, USDT taken as one dollar) and the lira through Binance's USDT/TRY rate,
 * so every pair converts the same way.
 */

export const FIAT = ["TRY", "USD"] as const;
export type Fiat = (typeof FIAT)[number];

export const FIAT_NAMES: Record<Fiat, string> = { TRY: "Türk lirası", USD: "ABD doları" };

/** The coins with a page of their own at /converter/{symbol}, in the order they are listed. */
export const CONVERTER_COINS = ["BTC", "ETH", "BNB", "SOL", "XRP", "DOGE", "ADA", "AVAX", "TRX", "LINK", "DOT", "LTC"] as const;

export function isConverterCoin(symbol: string): symbol is (typeof CONVERTER_COINS)[number] {
  return (CONVERTER_COINS as readonly string[]).includes(symbol);
}

export const MAX_AMOUNT = 1_000_000_000_000;

const unit = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, "Birim 2-20 harf veya rakamdan oluşmalıdır (ör. BTC, TRY, USD).");

/**
 * An amount as Turks write it, through the site's one reader: "1,5", "10.000", "10.000,5" (and
 * "0.5", which can only be a decimal). The page shows back how an ambiguous "1.000" was read.
 */
const amount = z.preprocess(
  numberInput,
  z
    .number({ error: "Miktarı rakamla yazın: ondalık için virgül, binlik için nokta (ör. 0,5 ya da 10.000)." })
    .positive("Miktar sıfırdan büyük olmalıdır.")
    .max(MAX_AMOUNT, "Miktar en fazla 1 trilyon olabilir."),
);

/** The converter's query; missing fields take the defaults (1 BTC in lira). */
export const converterQuerySchema = z.object({
  amount: amount.default(1),
  from: unit.default("BTC"),
  to: unit.default("TRY"),
});
export type ConverterQuery = z.output<typeof converterQuerySchema>;

/** Prices the converter knows: each coin's dollar price and the lira per dollar (null when unknown). */
export interface PriceBook {
  usdPrice: (coin: string) => number | null;
  usdTry: number | null;
}

/** The dollar value of one `unit`, or null when it cannot be priced. */
export function unitUsd(unitSymbol: string, book: PriceBook): number | null {
  if (unitSymbol === "USD") return 1;
  if (unitSymbol === "TRY") return book.usdTry ? 1 / book.usdTry : null;
  const price = book.usdPrice(unitSymbol);
  return price && price > 0 ? price : null;
}

export type Conversion = { ok: true; result: number; rate: number } | { ok: false; missing: string };

/** `amount` of `from` in `to`; names the unit that has no price when it cannot. */
export function convert({ amount: value, from, to }: ConverterQuery, book: PriceBook): Conversion {
  const fromUsd = unitUsd(from, book);
  if (fromUsd === null) return { ok: false, missing: from };
  const toUsd = unitUsd(to, book);
  if (toUsd === null) return { ok: false, missing: to };
  const rate = fromUsd / toUsd;
  return { ok: true, rate, result: value * rate };
}

/** Coin amounts worth listing for a coin of this price: small fractions of dear coins, thousands of cheap ones. */
export function commonCoinAmounts(usdPrice: number): number[] {
  if (usdPrice >= 1000) return [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10];
  if (usdPrice >= 1) return [0.1, 0.5, 1, 5, 10, 50, 100, 500, 1000];
  return [1, 10, 100, 500, 1000, 5000, 10_000, 100_000, 1_000_000];
}

/** Lira amounts people ask about ("1000 TL kaç BTC?"). */
export const COMMON_LIRA_AMOUNTS = [100, 500, 1000, 5000, 10_000, 50_000, 100_000];

/** The converter URL for a query, as shared. */
export function converterHref(query: ConverterQuery): string {
  const params = new URLSearchParams({ amount: formatPlain(query.amount), from: query.from, to: query.to });
  return `/converter?${params.toString()}`;
}
