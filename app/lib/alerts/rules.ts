/**
 * When a price alert fires and when it re-arms itself. Pure and browser-safe: the check on
 * every live refresh and the form's hints use the same rules.
 *
 * An alert fires once when its condition holds on a live snapshot while it is armed, then waits.
 * It re-arms itself only after the price has gone back across the threshold by a margin, so a
 * price dancing around the threshold fires once, not on every refresh.
 */
import { BANDS } from "~/lib/signals/rules";

export const ALERT_CONDITIONS = ["above", "below", "change", "band"] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export const ALERT_CURRENCIES = ["USD", "TRY"] as const;
export type AlertCurrency = (typeof ALERT_CURRENCIES)[number];
export { BANDS as ALERT_BANDS };
/**
 * The lira price a TRY price alert watches: the dollar price × the exchange's USDT/TRY
 * ("converted"), or BtcTurk's own TRY pair ("btcturk"), which can sit a percent or more away.
 */
export const LIRA_SOURCES = ["converted", "btcturk"] as const;
export type LiraSource = (typeof LIRA_SOURCES)[number];
export const LIRA_SOURCE_LABELS: Record<LiraSource, string> = {
  converted: "Dolar fiyatı × USDT/TRY",
  btcturk: "BtcTurk'ün TL paritesi",
};

export const CONDITION_LABELS: Record<AlertCondition, string> = {
  above: "Fiyat şu seviyenin üstüne çıkınca",
  below: "Fiyat şu seviyenin altına inince",
  change: "24 saatlik değişim ±% eşiği aşınca",
  band: "Puan bandı şuna dönünce",
};

/** A price alert re-arms once the price is this far back on the other side of its threshold. */
export const REARM_PRICE_MARGIN = 0.005;
/** A change alert re-arms once the 24 h change is this many percentage points inside its threshold. */
export const REARM_CHANGE_POINTS = 0.5;
export const MAX_ACTIVE_ALERTS = 50;
/** Alerts a user may keep in all, on or off: the list and the export stay bounded. */
export const MAX_ALERTS = 200;
/** Alert mails that reach one address in an hour, a summary of the rest counted as one; the rest stay in the bell. */
export const ALERT_MAILS_PER_HOUR = 10;

export interface AlertRule {
  symbol: string;
  condition: AlertCondition;
  /** Price in `currency` for above/below; percentage for change; null for band. */
  value: number | null;
  band: string | null;
  currency: AlertCurrency;
  /** For a TRY price alert, which lira price it watches (absent: the converted one). */
  liraSource?: LiraSource;
  armed: boolean;
}

/** What a snapshot says about one coin. */
export interface CoinReading {
  /** Last price in US dollars (USDT). */
  price: number;
  /** 24 h change in percent. */
  change: number;
  /** The score band, for the analysed coins only. */
  band: string | null;
  /** BtcTurk's last TRY price of the coin, while BtcTurk answers live and lists it. */
  btcturkTry?: number | null;
}

export interface AlertSnapshot {
  source: "live" | "stale" | "demo";
  coins: ReadonlyMap<string, CoinReading>;
  /** Turkish lira per USDT, or null when the source has no rate. */
  usdTry: number | null;
}

export type AlertDecision =
  | { kind: "fire"; price: number }
  | { kind: "rearm" }
  /** Nothing to do, or nothing can be said (no live data, no rate, coin missing). */
  | { kind: "none" };

const NONE: AlertDecision = { kind: "none" };

/** The coin's price in the alert's currency; null when a lira alert meets a snapshot without a rate. */
function priceIn(currency: AlertCurrency, usd: number, usdTry: number | null): number | null {
  if (currency === "USD") return usd;
  // Stryker disable next-line EqualityOperator: a rate of 0 is already refused as falsy, so >= 0 reads the same.
  return usdTry && usdTry > 0 ? usd * usdTry : null;
}

/** The price an alert watches, in its currency and from its source; null when it cannot be told. */
export function alertPrice(rule: Pick<AlertRule, "currency" | "liraSource">, coin: CoinReading, usdTry: number | null): number | null {
  if (rule.currency === "TRY" && rule.liraSource === "btcturk") return coin.btcturkTry ?? null;
  return priceIn(rule.currency, coin.price, usdTry);
}

/** Whether the alert's condition holds on this reading, or null when it cannot be told. */
export function conditionHolds(rule: Omit<AlertRule, "armed">, coin: CoinReading, usdTry: number | null): boolean | null {
  switch (rule.condition) {
    case "above":
    case "below": {
      const price = alertPrice(rule, coin, usdTry);
      if (price === null || rule.value === null) return null;
      return rule.condition === "above" ? price > rule.value : price < rule.value;
    }
    case "change":
      return rule.value === null ? null : Math.abs(coin.change) >= rule.value;
    case "band":
      // Stryker disable next-line ConditionalExpression: both callers treat "cannot tell" and "does not hold" alike.
      return coin.band === null ? null : coin.band === rule.band;
  }
}

/** Whether a fired alert's price (or change, or band) has gone back far enough to wait again. */
function isBackAcross(rule: AlertRule, coin: CoinReading, usdTry: number | null): boolean {
  switch (rule.condition) {
    case "above":
    case "below": {
      const price = alertPrice(rule, coin, usdTry);
      if (price === null || rule.value === null) return false;
      return rule.condition === "above" ? price < rule.value * (1 - REARM_PRICE_MARGIN) : price > rule.value * (1 + REARM_PRICE_MARGIN);
    }
    case "change":
      // Stryker disable next-line ConditionalExpression: without a threshold the comparison is with −0.5 and fails anyway.
      return rule.value !== null && Math.abs(coin.change) < rule.value - REARM_CHANGE_POINTS;
    case "band":
      return coin.band !== null && coin.band !== rule.band;
  }
}

/** The decision for one alert on one snapshot. Only live data ever fires or re-arms an alert. */
export function decideAlert(rule: AlertRule, snapshot: AlertSnapshot): AlertDecision {
  if (snapshot.source !== "live") return NONE;
  const coin = snapshot.coins.get(rule.symbol);
  if (!coin || !(coin.price > 0)) return NONE;
  if (rule.armed) {
    if (conditionHolds(rule, coin, snapshot.usdTry) !== true) return NONE;
    const price = alertPrice(rule, coin, snapshot.usdTry);
    return price === null ? NONE : { kind: "fire", price };
  }
  return isBackAcross(rule, coin, snapshot.usdTry) ? { kind: "rearm" } : NONE;
}

/**
 * The armed state of an alert that is set (created, edited or re-armed by its owner) now: it
 * waits for a crossing, so an alert whose condition already holds waits until the price has
 * gone back first. Without a live reading it is armed.
 */
export function armedWhenSet(rule: Omit<AlertRule, "armed">, snapshot: AlertSnapshot): boolean {
  if (snapshot.source !== "live") return true;
  const coin = snapshot.coins.get(rule.symbol);
  return !coin || conditionHolds(rule, coin, snapshot.usdTry) !== true;
}
