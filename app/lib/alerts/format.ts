import type { Coin } from "~/lib/market/analysis";
import { formatChange, formatMarketTime } from "~/lib/market/format";
import type { AlertCondition, AlertCurrency, AlertSnapshot, CoinReading, LiraSource } from "./rules";
import { formatMoneySignificant, formatPercentUpTo } from "~/lib/format";

/** What the pages, the notification and the mail say about an alert, in Turkish. */
export interface AlertWords {
  symbol: string;
  condition: AlertCondition;
  value: number | null;
  band: string | null;
  currency: AlertCurrency;
  /** Which lira price a TRY price alert watches (absent: the converted one). */
  liraSource?: LiraSource;
}

/** A threshold or a fired price in its currency: "64.250,5 $", "2.200.579 ₺". */
export function formatAlertPrice(value: number, currency: AlertCurrency): string {
  return formatMoneySignificant(value, currency, 8);
}

/** The coin's short name: "BTC" for BTCUSDT. */
export function coinOf(symbol: string): string {
  return symbol.endsWith("USDT") ? symbol.slice(0, -4) : symbol;
}

/** Which price a price alert watches: "BTC fiyatı", "BTC fiyatı (BtcTurk BTC/TRY)", "BTC fiyatı (dolar fiyatı × USDT/TRY)". */
function watchedPrice(alert: AlertWords): string {
  const coin = coinOf(alert.symbol);
  if (alert.currency !== "TRY") return `${coin} fiyatı`;
  return alert.liraSource === "btcturk" ? `${coin} fiyatı (BtcTurk ${coin}/TRY)` : `${coin} fiyatı (dolar fiyatı × USDT/TRY)`;
}

/** "BTC fiyatı $65.000 üstüne çıkınca" and the like (tr-TR puts the dollar sign first). */
export function describeAlert(alert: AlertWords): string {
  const coin = coinOf(alert.symbol);
  switch (alert.condition) {
    case "above":
      return `${watchedPrice(alert)} ${formatAlertPrice(alert.value ?? 0, alert.currency)} üstüne çıkınca`;
    case "below":
      return `${watchedPrice(alert)} ${formatAlertPrice(alert.value ?? 0, alert.currency)} altına inince`;
    case "change":
      return `${coin} 24 saatte ${formatPercentUpTo(alert.value ?? 0, 2)} ya da daha fazla değişince`;
    case "band":
      return `${coin} puan bandı "${alert.band ?? ""}" olunca`;
  }
}

/** The page of the coin an alert is about. */
export function coinLink(symbol: string): string {
  return `/crypto-analysis?coin=${encodeURIComponent(symbol)}`;
}

/** The sentence of a fired alert, for the notification and the mail: price and time (Turkey). */
export function firedMessage(alert: AlertWords, price: number, reading: CoinReading | undefined, at: Date): string {
  const when = formatMarketTime(at.toISOString());
  const extra =
    alert.condition === "change" && reading
      ? ` 24 saatlik değişim ${formatChange(reading.change)}.`
      : alert.condition === "band" && reading?.band
        ? ` Puan bandı: ${reading.band}.`
        : "";
  const watched = alert.condition === "above" || alert.condition === "below" ? watchedPrice(alert) : `${coinOf(alert.symbol)} fiyatı`;
  return `${watched} ${formatAlertPrice(price, alert.currency)} (${when}, Türkiye saati).${extra}`;
}

/**
 * The readings of a snapshot by pair, as the alert rules see them. `btcturk` is BtcTurk's live
 * lira prices by coin ("BTC"), or null when BtcTurk is off, failing or only stale: an alert on
 * BtcTurk's price then waits rather than judging an old price.
 */
export function alertSnapshotOf(
  market: { source: AlertSnapshot["source"]; coins: readonly Coin[]; usdTry: number | null },
  btcturk: ReadonlyMap<string, number> | null = null,
): AlertSnapshot {
  const coins = new Map<string, CoinReading>();
  for (const coin of market.coins) {
    coins.set(coin.symbol, {
      price: coin.lastPrice,
      change: coin.priceChangePercent,
      band: coin.analysis?.recommendation ?? null,
      btcturkTry: btcturk?.get(coinOf(coin.symbol)) ?? null,
    });
  }
  return { source: market.source, coins, usdTry: market.usdTry };
}
