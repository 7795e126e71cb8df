import type { Coin } from "~/lib/market/analysis";
import { formatChange, formatMarketTime } from "~/lib/market/format";
import type { AlertCondition, AlertCurrency, AlertSnapshot, CoinReading } from "./rules";
import { formatMoneySignificant, formatPercentUpTo } from "~/lib/format";

/** What the pages, the notification and the mail say about an alert, in Turkish. */
export interface AlertWords {
  symbol: string;
  condition: AlertCondition;
  value: number | null;
  band: string | null;
  currency: AlertCurrency;
}

/** A threshold or a fired price in its currency: "64.250,5 $", "2.200.579 ₺". */
export function formatAlertPrice(value: number, currency: AlertCurrency): string {
  return formatMoneySignificant(value, currency, 8);
}

/** The coin's short name: "BTC" for BTCUSDT. */
export function coinOf(symbol: string): string {
  return symbol.endsWith("USDT") ? symbol.slice(0, -4) : symbol;
}

/** "BTC fiyatı $65.000 üstüne çıkınca" and the like (tr-TR puts the dollar sign first). */
export function describeAlert(alert: AlertWords): string {
  const coin = coinOf(alert.symbol);
  switch (alert.condition) {
    case "above":
      return `${coin} fiyatı ${formatAlertPrice(alert.value ?? 0, alert.currency)} üstüne çıkınca`;
    case "below":
      return `${coin} fiyatı ${formatAlertPrice(alert.value ?? 0, alert.currency)} altına inince`;
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
  const coin = coinOf(alert.symbol);
  const when = formatMarketTime(at.toISOString());
  const extra =
    alert.condition === "change" && reading
      ? ` 24 saatlik değişim ${formatChange(reading.change)}.`
      : alert.condition === "band" && reading?.band
        ? ` Puan bandı: ${reading.band}.`
        : "";
  return `${coin} fiyatı ${formatAlertPrice(price, alert.currency)} (${when}, Türkiye saati).${extra}`;
}

/** The readings of a snapshot by pair, as the alert rules see them. */
export function alertSnapshotOf(market: { source: AlertSnapshot["source"]; coins: readonly Coin[]; usdTry: number | null }): AlertSnapshot {
  const coins = new Map<string, CoinReading>();
  for (const coin of market.coins) {
    coins.set(coin.symbol, { price: coin.lastPrice, change: coin.priceChangePercent, band: coin.analysis?.recommendation ?? null });
  }
  return { source: market.source, coins, usdTry: market.usdTry };
}
