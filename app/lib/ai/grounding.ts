import type { ChatSource } from "./chat";
import { formatChange, formatMarketTime, formatTry, formatUsd } from "../market/format";
import type { MarketSource, Trend } from "../market/analysis";

/**
 * What the server knows about a question, gathered before the answer: the named coins' market rows,
 * the fear and greed reading, the open signals for those coins and the best passages of the site's
 * own content. The same facts become the model's system message (`contextMessage`) or, with no
 * provider connected, the answer itself (`siteAnswer`).
 */

/**
 * The size of what is gathered. 6,000 characters of context is about 2,000 tokens of Turkish (about
 * 3 characters a token in the GPT tokenizers): with the 12,000-character history cap, a 4,000-character
 * question and the system prompt, a request stays near 7,000 tokens, inside the 8k window of the
 * smallest local models and a fraction of a cent on a small hosted one. Four passages of at most 700
 * characters are enough to answer a term or lesson question and to cite; more mostly repeat.
 */
export const CONTEXT_LIMITS = { characters: 6_000, coins: 4, signalsPerCoin: 2, passages: 4, passageCharacters: 700 } as const;

export interface CoinFacts {
  pair: string;
  symbol: string;
  name: string;
  priceUsd: number;
  /** Turkish lira per USDT from the same snapshot; null when it has no USDT/TRY rate. */
  usdTry: number | null;
  changePercent: number;
  /** Our rule-based analysis; only the busiest coins carry one. */
  analysis: { score: number; trend: Trend; recommendation: string } | null;
  source: MarketSource;
  /** When the figures were fetched, ISO 8601. */
  updatedAt: string;
  /** The coin's research page when the site has one. */
  researchUrl: string | null;
}

export interface SignalFacts {
  id: number;
  symbol: string;
  direction: "buy" | "sell";
  band: string;
  score: number;
  openPrice: number;
  openedAt: string;
}

export interface FearGreedFacts {
  value: number;
  classification: string;
  source: "live" | "stale";
  time: string;
}

export interface Passage {
  kind: string;
  title: string;
  url: string;
  text: string;
}

export interface GroundingContext {
  coins: CoinFacts[];
  /** Coins the question names that the market has no row for. */
  unknownCoins: string[];
  fearGreed: FearGreedFacts | null;
  signals: SignalFacts[];
  passages: Passage[];
}

const TREND_WORDS: Record<Trend, string> = { bullish: "yükseliş", bearish: "düşüş", neutral: "yatay" };
const KIND_WORDS: Record<string, string> = {
  tool: "Araç",
  coin: "Coin",
  term: "Sözlük",
  lesson: "Ders",
  research: "Araştırma",
  post: "Blog",
  faq: "SSS",
  news: "Haber",
};

export function analysisUrl(pair: string) {
  return `/crypto-analysis?coin=${encodeURIComponent(pair)}`;
}

export function signalUrl(id: number) {
  return `/signals/${id}`;
}

export const SENTIMENT_URL = "/market-sentiment";

/** How fresh the figures are, in words the reader and the model both see. */
export function sourceLabel(source: MarketSource, updatedAt: string) {
  if (source === "live") return `canlı veri, ${formatMarketTime(updatedAt)}`;
  if (source === "stale") return `güncel değil: son başarılı veri ${formatMarketTime(updatedAt)}`;
  return "Örnek veri: borsaya ulaşılamadı, gerçek fiyat değildir";
}

function coinLine(coin: CoinFacts) {
  const price = coin.usdTry === null ? formatUsd(coin.priceUsd) : `${formatUsd(coin.priceUsd)} (${formatTry(coin.priceUsd, coin.usdTry)})`;
  const analysis = coin.analysis
    ? `; puanımız ${coin.analysis.score}/100, trend ${TREND_WORDS[coin.analysis.trend]}, öneri "${coin.analysis.recommendation}"`
    : "; bu coin için puanımız yok";
  return `${coin.name} (${coin.symbol}): ${price}, 24 saatte ${formatChange(coin.changePercent)}${analysis} [${sourceLabel(coin.source, coin.updatedAt)}]`;
}

function signalLine(signal: SignalFacts) {
  const side = signal.direction === "buy" ? "al" : "sat";
  return `${signal.symbol.replace(/USDT$/, "")} ${side} sinyali (${signal.band}, puan ${signal.score}), açılış ${formatUsd(signal.openPrice)}, ${formatMarketTime(signal.openedAt)}`;
}

function fearGreedLine(reading: FearGreedFacts) {
  const stale = reading.source === "stale" ? ", güncel değil" : "";
  return `Korku ve açgözlülük endeksi: ${reading.value}/100 (${reading.classification}${stale}), ${formatMarketTime(reading.time)}`;
}

/** A passage cut at a word boundary near `max` characters. */
export function excerpt(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The passages that add to the market lines: a coin's own analysis or research page would only repeat its card. */
function extraPassages(context: GroundingContext): Passage[] {
  const covered = new Set(context.coins.flatMap((coin) => [analysisUrl(coin.pair), coin.researchUrl ?? ""]));
  return context.passages.filter((passage) => !covered.has(passage.url));
}

/** The pages the facts come from, each once: the sources shown under the answer. */
export function contextSources(context: GroundingContext): ChatSource[] {
  const sources: ChatSource[] = [];
  const add = (title: string, url: string) => {
    if (!sources.some((source) => source.url === url)) sources.push({ title, url });
  };
  for (const coin of context.coins) {
    add(`${coin.name} (${coin.symbol}) analizi`, analysisUrl(coin.pair));
    if (coin.researchUrl) add(`${coin.name} (${coin.symbol}) araştırması`, coin.researchUrl);
  }
  for (const signal of context.signals) add(`${signal.symbol.replace(/USDT$/, "")} sinyali #${signal.id}`, signalUrl(signal.id));
  if (context.fearGreed && context.coins.length > 0) add("Piyasa duyarlılığı", SENTIMENT_URL);
  for (const passage of context.passages) add(passage.title, passage.url);
  return sources;
}

/**
 * The system message that carries the facts, at most CONTEXT_LIMITS.characters long: market lines
 * first (they are what a price question needs and they are short), then passages while they fit.
 */
export function contextMessage(context: GroundingContext): string | null {
  const market: string[] = [];
  for (const coin of context.coins) market.push(`- ${coinLine(coin)}. Sayfa: ${analysisUrl(coin.pair)}`);
  for (const text of context.unknownCoins) market.push(`- ${text}: sitede bu coin için piyasa verisi yok.`);
  for (const signal of context.signals) market.push(`- Açık sinyal: ${signalLine(signal)}. Sayfa: ${signalUrl(signal.id)}`);
  if (context.fearGreed && context.coins.length > 0) market.push(`- ${fearGreedLine(context.fearGreed)}. Sayfa: ${SENTIMENT_URL}`);
  if (market.length === 0 && context.passages.length === 0) return null;

  const head = [
    "Aşağıdaki bilgiler Kripto Rehber sitesinin kendi verileri ve içeriğidir; sunucu bu soru için seçti.",
    "Yanıtında bunları kullan ve yararlandığın bilginin sayfa adresini (yalnızca aşağıdaki adreslerden) belirt.",
    "Fiyatları yalnızca buradan ver; 'güncel değil' ya da 'Örnek veri' yazan rakamları öyle olduklarını söyleyerek kullan.",
    "Burada olmayan bir fiyatı ya da adresi uydurma.",
  ].join(" ");
  let text = head;
  if (market.length > 0) text += `\n\nPiyasa (Binance USDT pariteleri):\n${market.join("\n")}`;
  const passages: string[] = [];
  for (const passage of extraPassages(context)) {
    const block = `\n\n[${KIND_WORDS[passage.kind] ?? "Sayfa"}] ${passage.title} (${passage.url})\n${excerpt(passage.text, CONTEXT_LIMITS.passageCharacters)}`;
    if (text.length + (passages.length === 0 ? 21 : 0) + block.length > CONTEXT_LIMITS.characters) break;
    if (passages.length === 0) text += "\n\nSitenin içeriğinden:";
    passages.push(block);
    text += block;
  }
  return text.slice(0, CONTEXT_LIMITS.characters);
}

/** Markdown-safe text: the site's own titles and passages shown in an answer, never read as markup. */
function plain(text: string) {
  return text.replace(/([\\`*_[\]<>#|])/g, "\\$1");
}

/**
 * The answer with no provider connected, from the same facts: the named coins' cards for a price
 * question, the best passages with their links for a term or topic, else the closest pages.
 */
export function siteAnswer(context: GroundingContext, options: { isAdmin: boolean }): string {
  const parts: string[] = [
    "Şu anda bir yapay zekâ sağlayıcısı bağlı olmadığı için bu yanıtı sitenin kendi içeriğinden ve canlı verilerinden derledim.",
  ];
  if (options.isAdmin) parts[0] += " Bir sağlayıcı bağlamak için: [AI API Anahtarı ayarları](/admin/openai-settings).";

  for (const coin of context.coins) {
    const lines = [
      `**${plain(coin.name)} (${plain(coin.symbol)})** — ${plain(sourceLabel(coin.source, coin.updatedAt))}`,
      `- Fiyat: ${formatUsd(coin.priceUsd)}${coin.usdTry === null ? "" : ` (${formatTry(coin.priceUsd, coin.usdTry)})`}`,
      `- 24 saatlik değişim: ${formatChange(coin.changePercent)}`,
      coin.analysis
        ? `- Kural tabanlı puanımız: ${coin.analysis.score}/100, trend ${TREND_WORDS[coin.analysis.trend]}, öneri: ${plain(coin.analysis.recommendation)}`
        : "- Bu coin için puanımız yok (yalnızca en yüksek hacimli coinler puanlanır).",
    ];
    const open = context.signals.filter((signal) => signal.symbol === coin.pair);
    for (const signal of open) lines.push(`- Açık sinyal: [${plain(signalLine(signal))}](${signalUrl(signal.id)})`);
    lines.push(
      `- Ayrıntılar: [${plain(coin.name)} analizi](${analysisUrl(coin.pair)})${coin.researchUrl ? `, [araştırma sayfası](${coin.researchUrl})` : ""}`,
    );
    parts.push(lines.join("\n"));
  }
  for (const text of context.unknownCoins) parts.push(`${plain(text)} için sitede piyasa verisi yok.`);
  if (context.fearGreed && context.coins.length > 0)
    parts.push(`${plain(fearGreedLine(context.fearGreed))}. [Piyasa duyarlılığı](${SENTIMENT_URL})`);

  // A price question is answered by the cards; passages follow only when no coin was named, or in brief.
  const passageCount = context.coins.length > 0 ? 1 : 3;
  const passages = extraPassages(context).slice(0, passageCount);
  if (passages.length > 0) {
    parts.push(context.coins.length > 0 ? "İlgili sayfa:" : "Sitede bu konuda şunlar var:");
    for (const passage of passages) {
      parts.push(`**[${plain(passage.title)}](${passage.url})**\n\n${plain(excerpt(passage.text, 320))}`);
    }
  }
  if (context.coins.length === 0 && passages.length === 0 && context.unknownCoins.length === 0) {
    parts.push(
      [
        "Bu soruya uyan bir içerik bulamadım. Şu sayfalar yardımcı olabilir:",
        "- [Kripto Sözlük](/crypto-dictionary)",
        "- [Kripto Eğitim](/crypto-education)",
        "- [Kripto Analiz](/crypto-analysis)",
        "- [Sıkça Sorulan Sorular](/faq)",
      ].join("\n"),
    );
  }
  parts.push("_Bu bilgiler yatırım tavsiyesi değildir._");
  return parts.join("\n\n");
}
