import { lastValue, sma } from "~/lib/market/indicators";
import { computeSentiment, type Sentiment } from "~/lib/market/sentiment";
import { recordDailySentiment } from "~/models/sentiment.server";
import { getDailyCandlesFor } from "~/services/candles.server";
import { getMarket, type MarketSource } from "~/services/market.server";
import { logger } from "~/server/log.server";

/** The gauge reads the top coins by quote volume; the 25-day average part the first 20 of them. */
export const SENTIMENT_COINS = 100;
export const TREND_COINS = 20;
const CANDLE_WAIT_MS = 3_000;

export interface MarketSentiment {
  sentiment: Sentiment | null;
  source: MarketSource;
  updatedAt: string;
}

/**
 * Today's fear and greed value from the market snapshot and the top coins' daily candles.
 * A value computed from live figures is stored as the day's value; stale or sample figures never are.
 */
export async function getMarketSentiment(): Promise<MarketSentiment> {
  const market = await getMarket();
  const top = market.coins.slice(0, SENTIMENT_COINS);
  const candles = await getDailyCandlesFor(top.slice(0, TREND_COINS), CANDLE_WAIT_MS);
  let above = 0;
  let total = 0;
  for (const set of candles.values()) {
    if (set.source === "demo" || set.data.length < 25) continue;
    const closes = set.data.map((c) => c.close);
    const average = lastValue(sma(closes, 25));
    if (average === null) continue;
    total += 1;
    if (closes.at(-1)! > average) above += 1;
  }
  const sentiment = computeSentiment({ coins: top, aboveAverage: total ? { above, total } : null });
  if (sentiment && market.source === "live") {
    await recordDailySentiment(sentiment).catch((error: unknown) => logger.error({ err: error }, "Günlük duyarlılık değeri kaydedilemedi"));
  }
  return { sentiment, source: market.source, updatedAt: market.updatedAt };
}
