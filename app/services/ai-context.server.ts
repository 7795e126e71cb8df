import { findCoinMentions, type CoinMention } from "~/lib/ai/coin-mentions";
import {
  CONTEXT_LIMITS,
  type CoinFacts,
  type ConversionFacts,
  type FearGreedFacts,
  type GroundingContext,
  type Passage,
  type SignalFacts,
  type UnknownCoin,
} from "~/lib/ai/grounding";
import {
  isAdviceQuestion,
  isFollowUp,
  isOutOfScope,
  parseConversion,
  questionLanguage,
  type ConversionQuestion,
  type Unit,
} from "~/lib/ai/intent";
import { searchTerms } from "~/lib/ai/search-terms";
import { formatRate, formatUsd } from "~/lib/market/format";
import { COIN_NAMES } from "~/lib/market/coin-names";
import { researchPath } from "~/lib/research/paths";
import { db } from "~/server/db.server";
import { searchSite, searchVocabulary, type SearchHit } from "~/models/search.server";
import { PASSAGE_KINDS, VECTOR_FLOOR, fuseRanks } from "~/lib/ai/retrieval";
import type { VectorHit, VectorSearch } from "./embeddings.server";
import { correctSpelling } from "~/lib/ai/spelling";
import { listSignals, signalsEnabled } from "~/models/signals.server";
import { getFearGreed } from "./fear-greed.server";
import { getMarket, type Market } from "./market.server";
import { bandRecordLine } from "./track-record.server";
import { logger } from "~/server/log.server";
import type { ChatMessage } from "./ai-provider.server";

interface Research {
  name: string;
  summary: string;
}

function coinFacts(market: Market, pair: string, research: Map<string, Research>): CoinFacts {
  const coin = market.coins.find((entry) => entry.symbol === pair)!;
  const symbol = pair.replace(/USDT$/, "");
  const about = research.get(symbol);
  return {
    pair,
    symbol,
    name: coin.name,
    priceUsd: coin.lastPrice,
    usdTry: market.usdTry,
    changePercent: coin.priceChangePercent,
    analysis: coin.analysis
      ? { score: coin.analysis.score, trend: coin.analysis.trend, recommendation: coin.analysis.recommendation }
      : null,
    source: market.source,
    updatedAt: market.updatedAt,
    researchUrl: about ? researchPath(symbol) : null,
    about: about?.summary ?? null,
    // The band's measured record (issue 45), read from memory: the card never waits for it.
    record: coin.analysis ? bandRecordLine(coin.analysis.recommendation) : null,
  };
}

/** The research pages of the given symbols: name and summary (what the coin is for). */
async function researchOf(symbols: string[]): Promise<Map<string, Research>> {
  if (symbols.length === 0) return new Map();
  const rows = await db().selectFrom("coin_research").select(["symbol", "name", "summary"]).where("symbol", "in", symbols).execute();
  return new Map(rows.map((row) => [row.symbol, { name: row.name, summary: row.summary }]));
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

/**
 * The relevance floor: a page found by a minority of the question's words ("any" search) is not an
 * answer. A page must have one of the words in its title or keywords, and at least half of them.
 */
export function clearsFloor(hit: Pick<SearchHit, "matchedTerms" | "inTitle">, terms: number): boolean {
  return terms > 0 && hit.inTitle && hit.matchedTerms >= Math.ceil(terms / 2);
}

/** The best passages of the site's own content for the query, from the site search index, above the floor. */
async function passagesFor(query: string): Promise<Passage[]> {
  if (!query) return [];
  try {
    const result = await searchSite(query, { kinds: PASSAGE_KINDS, limit: CONTEXT_LIMITS.passages * 2 });
    return result.hits
      .filter((hit) => clearsFloor(hit, result.terms))
      .slice(0, CONTEXT_LIMITS.passages)
      .map((hit) => ({ kind: hit.kind, title: hit.title, url: hit.url, text: hit.text }));
  } catch (error) {
    // A question the index cannot read is answered without passages rather than not at all.
    logger.error({ err: error }, "Site araması asistan için yapılamadı");
    return [];
  }
}

/** Keyword candidates for fusion: more than the keyword path keeps, so a page both sides like can rise. */
const FUSION_CANDIDATES = 20;

/**
 * Keyword and vector ranks fused by reciprocal rank fusion, then the floor: a page the keyword
 * side found must clear `clearsFloor`, a page only the vector side likes must be at least
 * `floor` similar to the question (either suffices for a page both found).
 */
async function fusedPassages(query: string, vectorHits: VectorHit[], floor: number): Promise<Passage[]> {
  let keyword: SearchHit[] = [];
  let terms = 0;
  try {
    if (query) ({ hits: keyword, terms } = await searchSite(query, { kinds: PASSAGE_KINDS, limit: FUSION_CANDIDATES }));
  } catch (error) {
    logger.error({ err: error }, "Site araması asistan için yapılamadı");
  }
  const eligible = new Map<string, Passage>();
  for (const hit of vectorHits)
    if (hit.similarity >= floor) eligible.set(hit.url, { kind: hit.kind, title: hit.title, url: hit.url, text: hit.text });
  // The keyword side's text is cut around the matched words: preferred when both found the page.
  for (const hit of keyword)
    if (clearsFloor(hit, terms) || eligible.has(hit.url))
      eligible.set(hit.url, { kind: hit.kind, title: hit.title, url: hit.url, text: hit.text });
  return fuseRanks([keyword.map((hit) => hit.url), vectorHits.map((hit) => hit.url)])
    .flatMap(({ id }) => eligible.get(id) ?? [])
    .slice(0, CONTEXT_LIMITS.passages);
}

/** The keyword side's query in a fusion: a mistyped term corrected first, as the keyword path does when it finds nothing. */
async function keywordQuery(full: string, mentions: CoinMention[]): Promise<string> {
  if (mentions.length > 0 || (await passagesFor(full)).length > 0) return full;
  const corrected = correctSpelling(full, await searchVocabulary());
  return corrected || full;
}

/** How the passages are found: by keyword alone, or fused with a vector search (hybrid retrieval). */
export interface RetrievalOptions {
  vectors?: VectorSearch | null;
  /** The vector side's similarity floor; VECTOR_FLOOR unless the benchmark sweeps it. */
  vectorFloor?: number;
}

/**
 * The passages for a question: searched with its content words and, when it names coins, also
 * without the coins' own words, so the rest of the question ("Bitcoin 70 bin dolar olunca haber
 * verir misiniz": an alert) finds its page although no page has all the words. A term a reader
 * mistyped ("likitide") is tried again as the site's closest word when nothing was found. With a
 * vector search, the first search is fused with the passages nearest the question.
 */
async function passagesAbout(question: string, topic: string, mentions: CoinMention[], retrieval: RetrievalOptions): Promise<Passage[]> {
  const full = [topic, searchTerms(question)].filter(Boolean).join(" ");
  const rest =
    mentions.length > 0
      ? searchTerms(
          question,
          mentions.map((mention) => mention.text),
        )
      : "";
  const vectorHits = retrieval.vectors ? await retrieval.vectors([topic, question].filter(Boolean).join(" ")) : null;
  const found = vectorHits
    ? await fusedPassages(await keywordQuery(full, mentions), vectorHits, retrieval.vectorFloor ?? VECTOR_FLOOR)
    : await passagesFor(full);
  for (const passage of rest && rest !== full ? await passagesFor(rest) : [])
    if (!found.some((entry) => entry.url === passage.url)) found.push(passage);
  if (found.length > 0 || mentions.length > 0) return found.slice(0, CONTEXT_LIMITS.passages);
  const corrected = correctSpelling(full, await searchVocabulary());
  return corrected && corrected !== full ? passagesFor(corrected) : [];
}

/** The visitor's earlier questions, newest first (the assistant's answers name coins of their own accord). */
function earlierQuestions(history: ChatMessage[]): string[] {
  return history
    .filter((turn) => turn.role === "user")
    .map((turn) => turn.content)
    .reverse()
    .slice(0, 3);
}

/**
 * The subject of a follow-up ("peki fiyatı kaç TL?" after "cardano ne işe yarıyor"): the coins of
 * the newest earlier question that named any, and that question's words for the search.
 */
function followUpSubject(question: string, history: ChatMessage[], mentions: CoinMention[]) {
  const earlier = earlierQuestions(history);
  if (earlier.length === 0 || !isFollowUp(question)) return { mentions, topic: "" };
  const inherited = mentions.length > 0 ? mentions : (earlier.map(findCoinMentions).find((found) => found.length > 0) ?? []);
  return { mentions: inherited, topic: mentions.length > 0 ? "" : searchTerms(earlier[0]!) };
}

function unitName(unit: Unit) {
  if (unit.kind === "usd") return "USD";
  if (unit.kind === "try") return "TRY";
  if (unit.kind === "usdt") return "USDT";
  return unit.pair.replace(/USDT$/, "");
}

/** The amount converted at the snapshot's prices, or null when a price it needs is missing. */
function convert(question: ConversionQuestion, market: Market): ConversionFacts | null {
  const basis: string[] = [];
  const usdValue = (unit: Unit): number | null => {
    if (unit.kind === "usd" || unit.kind === "usdt") return 1;
    if (unit.kind === "try") return market.usdTry ? 1 / market.usdTry : null;
    const coin = market.coins.find((entry) => entry.symbol === unit.pair);
    return coin ? coin.lastPrice : null;
  };
  const from = usdValue(question.from);
  const to = usdValue(question.to);
  if (from === null || to === null) return null;
  const units = [question.from, question.to];
  for (const unit of units) if (unit.kind === "coin") basis.push(`1 ${unitName(unit)} = ${formatUsd(usdValue(unit)!)}`);
  if (units.some((unit) => unit.kind === "try")) basis.push(`1 USDT = ${formatRate(market.usdTry!)} (Binance USDT/TRY)`);
  if (units.some((unit) => unit.kind === "usd")) basis.push("dolar, USDT ile bire bir alındı");
  return {
    amount: question.amount,
    from: unitName(question.from),
    to: unitName(question.to),
    result: (question.amount * from) / to,
    basis: basis.join("; "),
    source: market.source,
    updatedAt: market.updatedAt,
  };
}

/**
 * Everything the server knows about the question: its language, whether it asks for personal
 * advice or about something the site does not cover, the named coins' live rows (at most
 * CONTEXT_LIMITS.coins) with what each is for, their open signals, the fear and greed reading
 * when a coin is named, an amount converted at the snapshot's prices, and the best passages of the
 * site's content above the relevance floor. A follow-up without a subject takes the previous
 * question's coins and words. The market is asked only for a coin or a conversion. With
 * `retrieval.vectors` (a provider with embeddings) keyword and vector ranks are fused.
 */
export async function gatherContext(
  question: string,
  history: ChatMessage[] = [],
  retrieval: RetrievalOptions = {},
): Promise<GroundingContext> {
  const language = questionLanguage(question);
  const advice = isAdviceQuestion(question);
  const conversionQuestion = parseConversion(question);
  const own = findCoinMentions(question);
  const { mentions: found, topic } = followUpSubject(question, history, own);
  const mentions = found.slice(0, CONTEXT_LIMITS.coins);
  const outOfScope = mentions.length === 0 && !conversionQuestion && isOutOfScope(question);
  const passages = outOfScope ? [] : await passagesAbout(question, topic, own, retrieval);
  const base = { language, advice, outOfScope, fearGreed: null, signals: [], rate: null, conversion: null };
  if (mentions.length === 0 && !conversionQuestion) return { ...base, coins: [], unknownCoins: [], passages };

  const market = await getMarket();
  const known = new Set(market.coins.map((coin) => coin.symbol));
  const pairs: string[] = [];
  const unknown: CoinMention[] = [];
  for (const mention of mentions) {
    const pair = mention.pairs.find((candidate) => known.has(candidate));
    if (pair) pairs.push(pair);
    else unknown.push(mention);
  }
  const symbolOf = (pair: string) => pair.replace(/USDT$/, "");
  const [research, signals, fearGreed] = await Promise.all([
    researchOf([...pairs, ...unknown.map((mention) => mention.pairs[0]!)].map(symbolOf)),
    openSignals(pairs, market),
    pairs.length > 0 ? fearGreedFacts() : Promise.resolve(null),
  ]);
  const unknownCoins = unknown.map((mention): UnknownCoin => {
    const symbol = symbolOf(mention.pairs[0]!);
    const about = research.get(symbol);
    return {
      text: mention.text,
      name: about?.name ?? COIN_NAMES[mention.pairs[0]!] ?? null,
      researchUrl: about ? researchPath(symbol) : null,
      about: about?.summary ?? null,
    };
  });
  const coins = pairs.map((pair) => coinFacts(market, pair, research));
  // The named coins' research texts go first among the passages: what the coin is for, beside its figures.
  const researchPassages: Passage[] = [...coins, ...unknownCoins].flatMap((coin) =>
    coin.researchUrl && coin.about
      ? [{ kind: "research", title: `${coin.name ?? ""} araştırması`.trim(), url: coin.researchUrl, text: coin.about }]
      : [],
  );
  return {
    ...base,
    coins,
    unknownCoins,
    fearGreed,
    signals,
    passages: [...researchPassages, ...passages.filter((passage) => !researchPassages.some((entry) => entry.url === passage.url))].slice(
      0,
      CONTEXT_LIMITS.passages + researchPassages.length,
    ),
    rate: market.usdTry ? { usdTry: market.usdTry, source: market.source, updatedAt: market.updatedAt } : null,
    conversion: conversionQuestion ? convert(conversionQuestion, market) : null,
  };
}
