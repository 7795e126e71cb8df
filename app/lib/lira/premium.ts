import { ownValue } from "~/lib/own-value";

/**
 * The "Turkish premium": how much more (or less) a coin costs in lira on a Turkish exchange than
 * its dollar price abroad turned into lira. Positive: dearer in Türkiye.
 */

/** BtcTurk's entry-tier taker fee (its published schedule at the time of writing), percent per trade. */
export const BTCTURK_TAKER_FEE_PERCENT = 0.2;

/**
 * Typical time for a deposit of the coin to be credited at an exchange: the network's block time
 * times the confirmations exchanges commonly ask. The exchanges set their own counts; these are
 * what a reader should expect, not a promise.
 */
export const TRANSFER_TIMES: Readonly<Record<string, string>> = {
  BTC: "30-60 dk",
  ETH: "3-5 dk",
  BNB: "1-2 dk",
  SOL: "1 dk altı",
  XRP: "1 dk altı",
  DOGE: "20-40 dk",
  ADA: "5-10 dk",
  AVAX: "1 dk altı",
  TRX: "1-2 dk",
  LINK: "3-5 dk",
  DOT: "2-5 dk",
  LTC: "15-30 dk",
  USDT: "1-5 dk (ağa göre)",
};

export interface PremiumRow {
  base: string;
  /** BtcTurk's last TRY price. */
  btcturkTry: number;
  /** Binance's last USDT price. */
  binanceUsdt: number;
  /** Binance's price in lira: USDT price × USDT/TRY. */
  binanceTry: number;
  /** (BtcTurk ÷ Binance in lira − 1) × 100. */
  premiumPercent: number;
  /** The premium less one trade's fee on each exchange; what is left before withdrawal fees. */
  afterFeesPercent: number;
  transferTime: string | null;
}

export function premiumPercent(btcturkTry: number, binanceUsdt: number, usdTry: number): number {
  return (btcturkTry / (binanceUsdt * usdTry) - 1) * 100;
}

/**
 * A premium (either sign) shrinks towards zero by the two trades' fees: buying where it is cheap
 * and selling where it is dear costs both. A gap smaller than the fees leaves nothing (0).
 */
export function premiumAfterFees(premium: number, binanceFeePercent: number, btcturkFeePercent: number): number {
  const fees = binanceFeePercent + btcturkFeePercent;
  if (Math.abs(premium) <= fees) return 0;
  return premium > 0 ? premium - fees : premium + fees;
}

/** One row per coin priced on both exchanges, the largest gap (either sign) first. */
export function premiumRows(
  lira: ReadonlyArray<{ base: string; last: number }>,
  usdtPrice: (base: string) => number | null,
  usdTry: number,
  binanceFeePercent: number,
): PremiumRow[] {
  const rows: PremiumRow[] = [];
  for (const quote of lira) {
    const binanceUsdt = usdtPrice(quote.base);
    if (!binanceUsdt || binanceUsdt <= 0 || quote.base === "USDT") continue;
    const premium = premiumPercent(quote.last, binanceUsdt, usdTry);
    rows.push({
      base: quote.base,
      btcturkTry: quote.last,
      binanceUsdt,
      binanceTry: binanceUsdt * usdTry,
      premiumPercent: premium,
      afterFeesPercent: premiumAfterFees(premium, binanceFeePercent, BTCTURK_TAKER_FEE_PERCENT),
      transferTime: ownValue(TRANSFER_TIMES, quote.base) ?? null,
    });
  }
  return rows.sort((a, b) => Math.abs(b.premiumPercent) - Math.abs(a.premiumPercent));
}
