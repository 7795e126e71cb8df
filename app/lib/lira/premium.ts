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
  /** BtcTurk's best bid and ask in lira, and their middle: the price the premium is taken at. */
  btcturkBid: number;
  btcturkAsk: number;
  btcturkMid: number;
  /** Binance's last USDT price. */
  binanceUsdt: number;
  /** Binance's price in lira: USDT price × USDT/TRY. */
  binanceTry: number;
  /** (BtcTurk's mid ÷ Binance in lira − 1) × 100. */
  premiumPercent: number;
  /**
   * What a trade could keep: dearer in Türkiye, selling there at the bid; cheaper, buying there at
   * the ask; less one trade's fee on each exchange. 0 when the spread and fees eat the gap.
   */
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

/** One BtcTurk pair's book top; a pair without both sides (a fresh listing, an empty book) has no premium. */
interface LiraBook {
  base: string;
  bid: number | null;
  ask: number | null;
}

/**
 * One row per coin with a two-sided BtcTurk book and a Binance price, the largest gap (either sign)
 * first. The premium is taken at the book's middle, never at the last trade, which may be minutes
 * old on a thin pair or sit at either side of the spread.
 */
export function premiumRows(
  lira: ReadonlyArray<LiraBook>,
  usdtPrice: (base: string) => number | null,
  usdTry: number,
  binanceFeePercent: number,
): PremiumRow[] {
  const rows: PremiumRow[] = [];
  for (const quote of lira) {
    const binanceUsdt = usdtPrice(quote.base);
    const { bid, ask } = quote;
    if (!binanceUsdt || binanceUsdt <= 0 || quote.base === "USDT" || !bid || !ask || bid > ask) continue;
    const mid = (bid + ask) / 2;
    const premium = premiumPercent(mid, binanceUsdt, usdTry);
    // The side a trade would meet, clamped so that a spread wider than the gap leaves nothing rather than a loss of the other sign.
    const side =
      premium > 0 ? Math.max(0, premiumPercent(bid, binanceUsdt, usdTry)) : Math.min(0, premiumPercent(ask, binanceUsdt, usdTry));
    rows.push({
      base: quote.base,
      btcturkBid: bid,
      btcturkAsk: ask,
      btcturkMid: mid,
      binanceUsdt,
      binanceTry: binanceUsdt * usdTry,
      premiumPercent: premium,
      afterFeesPercent: premiumAfterFees(side, binanceFeePercent, BTCTURK_TAKER_FEE_PERCENT),
      transferTime: ownValue(TRANSFER_TIMES, quote.base) ?? null,
    });
  }
  return rows.sort((a, b) => Math.abs(b.premiumPercent) - Math.abs(a.premiumPercent));
}
