import type { ChatSource } from "./chat";
import { fold } from "./coin-mentions";

const SENTIMENT_QUESTION = "Korku ve açgözlülük endeksi nedir?";

/** How many follow-up questions are offered under an answer. */
export const MAX_SUGGESTIONS = 3;

/**
 * A question the assistant can answer about one source page: a coin's price in lira or what it
 * is for, a term or lesson, how a feature is used. Null for a page that suggests nothing new (a
 * signal, the converter behind a conversion just made).
 */
function questionFor(source: ChatSource): string | null {
  // A signal's own page: "BTC sinyali #4 nasıl kullanılır?" would be no question at all.
  if (/^\/signals\/\d+$/.test(source.url)) return null;
  const analysis = /^\/crypto-analysis\?coin=([A-Z0-9]+)USDT$/.exec(source.url);
  if (analysis) return `1 ${analysis[1]} kaç TL?`;
  const research = /^(.+?) \([A-Z0-9]+\) araştırması$/.exec(source.title) ?? /^(.+?) araştırması$/.exec(source.title);
  if (source.url.startsWith("/crypto-research/") && research) return `${research[1]} ne işe yarar?`;
  if (source.url.startsWith("/crypto-dictionary/")) return `${source.title} nedir?`;
  if (source.url.startsWith("/crypto-education/"))
    return source.title.endsWith("?") ? source.title : `${source.title} dersi neyi anlatıyor?`;
  if (source.url === "/market-sentiment") return SENTIMENT_QUESTION;
  if (/^\/(alerts|watchlists|trading-bots|signals|newsletter|portfolio-tracker|staking-calculator|crypto-tax-calculator)/.test(source.url))
    return `${source.title} nasıl kullanılır?`;
  return null;
}

/**
 * Up to three questions to ask next (two or three when the answer has that many sources), from the sources of the answer just given, leaving out the
 * question itself: the same on the server (the page without JavaScript) and in the browser.
 */
export function suggestFollowUps(sources: readonly ChatSource[], asked: string): string[] {
  const key = (text: string) =>
    fold(text)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const seen = new Set([key(asked)]);
  const questions: string[] = [];
  // A coin's answer also leads to the market's mood, the figure beside every coin's.
  const coin = sources.some((source) => source.url.startsWith("/crypto-analysis?coin="));
  const candidates = coin ? [...sources.map(questionFor), SENTIMENT_QUESTION] : sources.map(questionFor);
  for (const question of candidates) {
    if (!question || seen.has(key(question))) continue;
    seen.add(key(question));
    questions.push(question);
    if (questions.length === MAX_SUGGESTIONS) break;
  }
  return questions;
}
