import type { Coin, MarketSource } from "~/lib/market/analysis";
import { msToDay } from "~/lib/market/usd-try-history";
import {
  dailyValues,
  historyDays,
  periodReturns,
  transactionFlow,
  type CpiUse,
  type ExcludedCoin,
  type PortfolioHistory,
} from "~/lib/portfolio/history";
import { todayInTurkey, type Transaction } from "~/lib/portfolio/schema";
import { cpiCoverage, cpiMissingNote, cpiPrice, monthsNeeded } from "~/lib/portfolio/cpi";
import { gramGoldTry, yardstick, type Yardstick } from "~/lib/portfolio/yardsticks";
import { cpiIndex } from "~/models/cpi.server";
import { getDailyCandlesFor } from "~/services/candles.server";
import { getMarket } from "~/services/market.server";
import { usdTryForDays } from "~/services/usd-try-history.server";

/**
 * The portfolio's value over time (decision 037): each coin's daily candles through the candles
 * service (the source core: cached an hour, one call of 366 candles per coin whatever the
 * portfolio's age) and each day's USD/TRY from the kept history. A view costs at most
 * MAX_CHARTED_COINS candle calls an hour and none once they are cached.
 */

/** Coins drawn at most; the rest are named on the page. */
export const MAX_CHARTED_COINS = 20;
/** How long a view waits for candles not yet cached; the calls go on in the background and fill the cache. */
const CANDLE_WAIT_MS = 3_000;

const NO_PAIR = "Borsada USDT paritesi yok; günlük kapanış fiyatı bilinmiyor.";
const NOT_READY = "Günlük mum verisi şu anda alınamadı; sayfayı biraz sonra yenileyin.";
const TOO_MANY = `Grafik en fazla ${MAX_CHARTED_COINS} coin içerir; bu coin en son eklenenlerden.`;
const STATE_ORDER: MarketSource[] = ["live", "stale", "demo"];

export async function portfolioHistory(transactions: readonly Transaction[]): Promise<PortfolioHistory | null> {
  if (!transactions.length) return null;
  const market = await getMarket();
  const today = todayInTurkey();
  const symbols = [...new Set(transactions.map((transaction) => transaction.symbol))];
  const excluded: ExcludedCoin[] = symbols.slice(MAX_CHARTED_COINS).map((symbol) => ({ symbol, reason: TOO_MANY }));
  const coins = new Map<string, Coin>();
  for (const symbol of symbols.slice(0, MAX_CHARTED_COINS)) {
    if (symbol === "USDT") continue;
    const coin = market.coins.find((candidate) => candidate.symbol === `${symbol}USDT`);
    if (coin) coins.set(symbol, coin);
    else excluded.push({ symbol, reason: NO_PAIR });
  }
  // PAX Gold (one troy ounce each) prices the gold yardstick; it is fetched beside the held coins, not charted.
  const paxg = market.coins.find((candidate) => candidate.symbol === "PAXGUSDT");
  const [sets, goldSets] = await Promise.all([
    getDailyCandlesFor([...coins.values()], CANDLE_WAIT_MS),
    paxg ? getDailyCandlesFor([paxg], CANDLE_WAIT_MS) : new Map<string, never>(),
  ]);
  const closes = new Map<string, Map<string, number>>();
  let source: MarketSource = "live";
  let fetchedAt: string | null = null;
  for (const [symbol, coin] of coins) {
    const set = sets.get(coin.symbol);
    if (!set) {
      excluded.push({ symbol, reason: NOT_READY });
      continue;
    }
    if (STATE_ORDER.indexOf(set.source) > STATE_ORDER.indexOf(source)) source = set.source;
    if (set.source !== "live" && set.fetchedAt && (!fetchedAt || set.fetchedAt < fetchedAt)) fetchedAt = set.fetchedAt;
    const byDay = new Map(set.data.map((candle) => [msToDay(candle.openTime), candle.close]));
    // Today's candle is still open: the live price is its close so far, as the holdings table uses.
    byDay.set(today, coin.lastPrice);
    closes.set(symbol, byDay);
  }

  const included = transactions.filter((transaction) => transaction.symbol === "USDT" || closes.has(transaction.symbol));
  const days = historyDays(included[0]?.date ?? today, today);
  const rates = await usdTryForDays([...days, ...included.map((transaction) => transaction.date)], market.usdTry);
  // A day far from any kept close would get today's rate: that is a guess, so it is a gap instead.
  const rate = (day: string) => {
    const dated = rates.get(day);
    return dated && (dated.kind === "exact" || dated.kind === "earlier" || dated.kind === "today") ? dated.rate : null;
  };
  // USDT is what the pairs are quoted in: a USDT holding is worth its count in dollars every day.
  const close = (symbol: string, day: string) => (symbol === "USDT" ? 1 : (closes.get(symbol)?.get(day) ?? null));
  const points = included.length ? dailyValues(included, days, close, rate) : [];
  const flows = included.map((transaction) =>
    transactionFlow(transaction, close(transaction.symbol, transaction.date), rate(transaction.date)),
  );
  const goldSet = paxg ? goldSets.get(paxg.symbol) : undefined;
  const goldCloses = goldSet ? new Map(goldSet.data.map((candle) => [msToDay(candle.openTime), candle.close])) : null;
  if (goldCloses && paxg) goldCloses.set(today, paxg.lastPrice);
  const yardsticks: Yardstick[] = [];
  let cpi: CpiUse | null = null;
  if (included.length) {
    const firstDay = included[0].date;
    const measure = (head: Pick<Yardstick, "key" | "label">, price: (day: string) => number | null) =>
      yardsticks.push(yardstick(head, flows, days, price, rate, firstDay));
    measure({ key: "usd", label: "Dolar tutsaydınız" }, rate);
    if (goldCloses) measure({ key: "gold", label: "Gram altın tutsaydınız" }, (day) => gramGoldTry(goldCloses.get(day) ?? null, rate(day)));
    // Flows before the days drawn bought units too, so the index must reach back to the first of them.
    const start = firstDay < days[0] ? firstDay : days[0];
    const months = await cpiIndex();
    const coverage = cpiCoverage(
      months.map((row) => row.month),
      start,
      today,
    );
    if (coverage.covered) {
      measure({ key: "cpi", label: "TÜFE'ye göre" }, cpiPrice(new Map(months.map((row) => [row.month, row.value]))));
      const needed = monthsNeeded(start, today);
      // The latest month used is the one the reader most wants to check: its source and entry are shown.
      const latest = months.find((row) => row.month === needed.at(-1))!;
      cpi = { shown: true, first: needed[0], last: latest.month, source: latest.source, enteredAt: latest.entered_at };
    } else {
      cpi = { shown: false, note: cpiMissingNote(coverage) };
    }
  }
  return {
    points,
    returns: included.length ? periodReturns(points, flows, included[0].date) : [],
    yardsticks,
    goldMissing: included.length > 0 && !goldCloses,
    cpi,
    excluded: excluded.sort((a, b) => a.symbol.localeCompare(b.symbol)),
    source,
    fetchedAt,
    capped: included.length > 0 && included[0].date < days[0],
    firstDay: included[0]?.date ?? today,
  };
}
