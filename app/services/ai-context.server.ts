import { findCoinMentions } from "~/lib/ai/coin-mentions";
import {
  CONTEXT_LIMITS,
  type CoinFacts,
  type FearGreedFacts,
  type GroundingContext,
  type Passage,
  type SignalFacts,
} from "~/lib/ai/grounding";
import { searchTerms } from "~/lib/ai/search-terms";
import { researchPath } from "~/lib/research/paths";
import { db } from "~/server/db.server";
import { SEARCH_KINDS, searchSite } from "~/models/search.server";
import { listSignals, signalsEnabled } from "~/models/signals.server";
import { getFearGreed } from "./fear-greed.server";
import { getMarket, type Market } from "./market.server";
import { bandRecordLine } from "./track-record.server";
import { logger } from "~/server/log.server";

function coinFacts(market: Market, pair: string, research: Set<string>): CoinFacts {
  const coin = market.coins.find((entry) => entry.symbol === pair)!;
  const symbol = pair.replace(/USDT$/, "");
  return {
    pair,
    symbol,
    name: coin.name,
    priceUsd: coin.lastPrice,
    usdTry: market.usdTry,
    changePercent: coin.priceChangePercent,
    analysis: coin.analysis
      ? {
          score: coin.analysis.score,
          trend: coin.analysis.trend,
          recommendation: `${coin.analysis.recommendation} (${bandRecordLine(coin.analysis.recommendation)})`,
        }
      : null,
    source: market.source,
    updatedAt: market.updatedAt,
    researchUrl: research.has(symbol) ? researchPath(symbol) : null,
  };
}

async function researchSymbols(symbols: string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const rows = await db().selectFrom("coin_research").select("symbol").where("symbol", "in", symbols).execute();
  return new Set(rows.map((row) => row.symbol));
}

async function openSignals(pairs: string[], market: Market): Promise<SignalFacts[]> {
  if (pairs.length === 0 || !(await signalsEnabled())) return [];
  const prices = new Map(market.coins.map((coin) => [coin.symbol, coin.lastPrice]));
  const lists = await Promise.all(
    pairs.map((pair) => listSignals({ status: "open", coin: pair, page: 1 }, prices, CONTEXT_LIMITS.signalsPerCoin)),
  );
  return lists.flatMap(({ signals }) =>
    signals.map((signal) => ({
      id: signal.id,
      symbol: signal.symbol,
      direction: signal.direction,
      band: signal.toBand,
      score: signal.score,
      openPrice: signal.openPrice,
      openedAt: signal.openedAt,
    })),
  );
}

async function fearGreedFacts(): Promise<FearGreedFacts | null> {
  const reading = await getFearGreed();
  if (reading.status !== "ok") return null;
  return { value: reading.data.value, classification: reading.data.classification, source: reading.source, time: reading.data.time };
}

// News items link to their outside source: the sources under an answer are the site's own pages.
const PASSAGE_KINDS = SEARCH_KINDS.filter((kind) => kind !== "news");

/** The best passages of the site's own content for the question, from the site search index. */
function passagesFor(question: string): Passage[] {
  const query = searchTerms(question);
  if (!query) return [];
  try {
    return searchSite(query, { kinds: PASSAGE_KINDS, limit: CONTEXT_LIMITS.passages }).hits.map((hit) => ({
      kind: hit.kind,
      title: hit.title,
      url: hit.url,
      text: hit.text,
    }));
  } catch (error) {
    // A question the index cannot read is answered without passages rather than not at all.
    logger.error({ err: error }, "Site araması asistan için yapılamadı");
    return [];
  }
}

/**
 * Everything the server knows about the question: the named coins' live rows (at most
 * CONTEXT_LIMITS.coins), their open signals, the fear and greed reading when a coin is named, and
 * the best passages of the site's content. The market is asked only when a coin is named.
 */
export async function gatherContext(question: string): Promise<GroundingContext> {
  const mentions = findCoinMentions(question).slice(0, CONTEXT_LIMITS.coins);
  const passages = passagesFor(question);
  if (mentions.length === 0) return { coins: [], unknownCoins: [], fearGreed: null, signals: [], passages };

  const market = await getMarket();
  const known = new Set(market.coins.map((coin) => coin.symbol));
  const pairs: string[] = [];
  const unknownCoins: string[] = [];
  for (const mention of mentions) {
    const pair = mention.pairs.find((candidate) => known.has(candidate));
    if (pair) pairs.push(pair);
    else unknownCoins.push(mention.text);
  }
  const [research, signals, fearGreed] = await Promise.all([
    researchSymbols(pairs.map((pair) => pair.replace(/USDT$/, ""))),
    openSignals(pairs, market),
    fearGreedFacts(),
  ]);
  return { coins: pairs.map((pair) => coinFacts(market, pair, research)), unknownCoins, fearGreed, signals, passages };
}
