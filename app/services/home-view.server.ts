import { fallbackHomeView, sectionView, type HomeFacts, type SectionView } from "../lib/home/content";
import { homeMarketView, marketSectionSizes, type HomeMarketView } from "../lib/home/market-view";
import type { HomeSection } from "../lib/home/sections";
import { lastDays } from "../lib/market/candle-views";
import { siteCounts } from "../models/site-counts.server";
import { getDailyCandlesFor } from "../services/candles.server";
import { getMarket } from "../services/market.server";
import { getMarketSentiment } from "../services/market-sentiment.server";

/** Sparklines wait at most this long; candles not ready are drawn on a later visit. */
const CANDLE_WAIT_MS = 1_500;

async function marketFacts(content: Record<string, unknown>): Promise<HomeMarketView> {
  const sizes = marketSectionSizes(content);
  const [market, { sentiment }] = await Promise.all([getMarket(), getMarketSentiment()]);
  const top = market.coins.slice(0, sizes.top);
  const candles = await getDailyCandlesFor(top, CANDLE_WAIT_MS);
  return homeMarketView({
    coins: market.coins,
    usdTry: market.usdTry,
    source: market.source,
    updatedAt: market.updatedAt,
    sparks: new Map(top.map((coin) => [coin.symbol, lastDays(candles.get(coin.symbol), 7)])),
    sentiment: sentiment ? { value: sentiment.value, label: sentiment.label } : null,
    sizes,
  });
}

/** The coins the market analyses (not counted from sample data, which nobody follows). */
async function coinsFollowed(): Promise<number | null> {
  const market = await getMarket();
  return market.source === "demo" ? null : market.coins.filter((coin) => coin.analysis).length;
}

/**
 * The home page's sections read into what each draws, or the built-in page's
 * lists when none is enabled. Server-only, so the reading rules and defaults
 * never ship to the browser. Counts and the market are read only when a section shows them.
 */
export async function homePageView(sections: HomeSection[]) {
  const market = sections.find((section) => section.type === "market");
  const needsCounts = !sections.length || sections.some((section) => section.type === "stats");
  const [counts, followed, marketView] = await Promise.all([
    needsCounts ? siteCounts() : null,
    needsCounts ? coinsFollowed() : null,
    market ? marketFacts(market.content) : null,
  ]);
  const facts: HomeFacts = { counts: counts && { ...counts, coins: followed }, market: marketView };
  return {
    sections: sections.map((section) => sectionView(section, facts)).filter((section): section is SectionView => section !== null),
    fallback: sections.length ? null : fallbackHomeView(facts),
  };
}
