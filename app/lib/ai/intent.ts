import { findCoinMentions, fold } from "./coin-mentions";

/**
 * What kind of question the visitor asked, read before anything is searched: its language, a
 * request for personal investment advice, a subject the site does not cover, an amount to
 * convert, a follow-up without a subject of its own. Rules on the folded words (see `fold`), so
 * "almalı mıyım", "almali miyim" and "ALMALI MIYIM" read alike.
 */

export type Language = "tr" | "en";

const ENGLISH_WORDS = new Set(
  `the is are was what whats how much many does do should can could would will which who why where when
  price please me my about explain tell show set buy sell now today in of to a an and or it this that
  there work worth`.split(/\s+/),
);
const TURKISH_WORDS = new Set(
  `ne nedir nasil kac mi mu mı ve bir bu su icin ile da de ki peki ya fiyati fiyat ediyor eder var yok
  neden hangi bana kadar olur olarak gibi`.split(/\s+/),
);

/** English when the question has no Turkish letter and more English than Turkish function words. */
export function questionLanguage(question: string): Language {
  if (/[çğışöüÇĞİŞÖÜ]/.test(question)) return "tr";
  const words = fold(question)
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  let english = 0;
  let turkish = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word.replace(/'s$/, ""))) english++;
    if (TURKISH_WORDS.has(word)) turkish++;
  }
  return english >= 1 && english > turkish ? "en" : "tr";
}

/**
 * Personal advice: whether to buy, sell or hold, "tell me for sure", where a price will be
 * tomorrow, which coin will make money. The site gives figures, never such calls (issue 45).
 */
const ADVICE = [
  /\b(almali|satmali|tutmali|girmeli|cikmali|beklemeli)\s*(mi|miyim|miyiz|yim|yiz)\b/,
  /\b(alayim|satayim|edeyim|tutayim|gireyim|cikayim|yatirayim|olayim|alalim|satalim|girelim|bekleyeyim)\b/,
  /\b(alinir|satilir|girilir|tutulur)\s*mi\b/,
  /\bal mi sat mi\b/,
  /\bkesin (soyle|cevap|bilgi)\b|\bnet cevap\b/,
  /\b(yarin|haftaya|yil sonu|ay sonu|ay sonuna|yil sonuna|onumuzdeki)\b.*\b(kac|ne kadar|olur|olacak|yukselir|yukselecek|duser|dusecek)\b/,
  /\b(yukselir|yukselecek|duser|dusecek|patlar|patlayacak|ucar|ucacak)\s*mi\b/,
  /\b\d+\s*x\b.*\b(yapar|olur)\b/,
  /\byatirimlik\b|\bneye yatir|\byatirim yapayim\b/,
  /\b(bassam|yatirsam|alsam|satsam)\b|\ben (cok|fazla) kazandir/,
  /\b(yatirim yapmak|almak|satmak|girmek|tutmak) mantikli mi\b/,
  /\b(dip|tepe) (yapti|mi)\b.*\b(gir|al|sat)/,
  /\bshould i (buy|sell|hold|invest)\b|\bwill \w+ (go up|go down|rise|fall|pump|moon)\b|\bis it (a good time|worth) (to )?(buy|invest)/,
];

export function isAdviceQuestion(question: string): boolean {
  const text = fold(question)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ");
  return ADVICE.some((rule) => rule.test(text));
}

/**
 * Subjects outside the site (stocks and Borsa İstanbul, gold, other currencies, weather, loans,
 * sport, accounts elsewhere): recognised so the answer says so instead of listing unrelated pages.
 * Only asked when the question names no coin.
 */
const OUT_OF_SCOPE = [
  /\bbist\b|\bborsa istanbul\b|\bhisse(si|ler|leri|lerini)?\b(?! kanit)|\bhalka arz/,
  /\b(gram|ceyrek|yarim|tam|cumhuriyet|ons)? ?altin(in|i)?\b(?!.*\b(coin|token)\b)|\bgold\b/,
  /\bhava (durumu|nasil|sicak|soguk)|\bweather\b|\byagmur\b/,
  /\b(euro|sterlin|avro|pound|yen)\b/,
  /\b(kredi karti|konut kredisi|ihtiyac kredisi|mevduat|emekli|asgari ucret|maas)/,
  /\b(benzin|motorin|mazot|petrol|dogalgaz)\b/,
  /\b(nasdaq|dow jones|s&p|sp500|bist100|stock|stocks|shares)\b/,
  /\b(mac|maci|maçı|skor|lig|film|dizi|vizyon)\b/,
  /\b(e devlet|edevlet|instagram|facebook|twitter|whatsapp|tiktok|gmail)\b/,
  /\bhesab(im|imi)\b.*\b(hack|hacklendi|calindi|ele gecirildi)|\bhacklendi\b/,
  /\b(iphone|araba|otomobil|ev almak|kira)\b/,
];

export function isOutOfScope(question: string): boolean {
  const text = fold(question)
    .replace(/[^\p{L}\p{N}&\s]/gu, " ")
    .replace(/\s+/g, " ");
  return OUT_OF_SCOPE.some((rule) => rule.test(text));
}

// ---------------------------------------------------------------- conversions

/** A unit of an amount: US dollars, lira, USDT, or a coin's pair. */
export type Unit = { kind: "usd" } | { kind: "try" } | { kind: "usdt" } | { kind: "coin"; pair: string; text: string };

export interface ConversionQuestion {
  amount: number;
  from: Unit;
  to: Unit;
}

const USD_WORDS = /^(dolar|dolari|dolarin|dolara|dolarlik|dolardan|usd|\$|dollar|dollars)$/;
const TRY_WORDS = /^(tl|tlye|tlyi|tlnin|tllik|lira|liraya|liralik|liranin|lirayla|try|₺)$/;
const USDT_WORDS = /^(usdt|usdtyi|usdtnin)$/;
const MULTIPLIERS: Record<string, number> = {
  bin: 1_000,
  milyon: 1_000_000,
  milyar: 1_000_000_000,
  k: 1_000,
  thousand: 1_000,
  million: 1_000_000,
};

/** A number as Turks write it ("1.000", "0,5", "3,5") or as the English do ("0.01", "1,000.5"). */
export function readAmount(token: string): number | null {
  let text = token.replace(/[^\d.,]/g, "");
  if (!/\d/.test(text)) return null;
  if (text.includes(",") && text.includes(".")) {
    text = text.lastIndexOf(",") > text.lastIndexOf(".") ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  } else if (text.includes(",")) {
    text = /^\d{1,3}(,\d{3})+$/.test(text) && !/^0,/.test(text) ? text.replace(/,/g, "") : text.replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replace(/\./g, "");
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

interface UnitAt {
  unit: Unit;
  index: number;
}

function unitOf(raw: string, folded: string, coins: Map<string, { pair: string; text: string }>): Unit | null {
  const bare = folded.replace(/['’]/g, "");
  if (USD_WORDS.test(bare) || raw === "$") return { kind: "usd" };
  if (TRY_WORDS.test(bare) || raw === "₺") return { kind: "try" };
  if (USDT_WORDS.test(bare)) return { kind: "usdt" };
  const coin = coins.get(raw);
  return coin ? { kind: "coin", ...coin } : null;
}

function sameUnit(a: Unit, b: Unit) {
  return a.kind === b.kind && (a.kind !== "coin" || a.pair === (b as { pair: string }).pair);
}

/**
 * "100 dolar kaç TL", "1 BTC kaç TL", "0,5 ETH kaç dolar", "10 bin TL kaç bitcoin", "500 lira ile
 * kaç XRP alınır", "How much is 100 dollars in lira?": the amount, what it is in and what it is
 * asked in. Null unless the question asks how much ("kaç", "ne kadar", "how much", "in") and
 * names two different units; without a number the amount is one ("dolar kaç TL").
 */
export function parseConversion(question: string): ConversionQuestion | null {
  const tokens = question.match(/[$₺]|\d[\d.,]*|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const folded = tokens.map((token) => fold(token));
  const asks = folded.some(
    (word, i) => word === "kac" || (word === "ne" && folded[i + 1] === "kadar") || (word === "how" && folded[i + 1] === "much"),
  );
  if (!asks) return null;

  // Coins are read from the whole question (a symbol's capitals count only beside lower-case words)
  // and found again at the token their name starts with.
  const coins = new Map(
    findCoinMentions(question).map((mention) => [mention.text.split(" ")[0]!, { pair: mention.pairs[0]!, text: mention.text }]),
  );
  const units: UnitAt[] = [];
  tokens.forEach((raw, index) => {
    const unit = unitOf(raw, folded[index]!, coins);
    if (unit && !units.some((found) => sameUnit(found.unit, unit))) units.push({ unit, index });
  });
  if (units.length < 2) return null;

  let amount: number | null = null;
  let fromAt: UnitAt | undefined;
  for (let i = 0; i < tokens.length && !fromAt; i++) {
    const value = /^\d/.test(tokens[i]!) ? readAmount(tokens[i]!) : null;
    if (value === null) continue;
    const multiplier = MULTIPLIERS[folded[i + 1] ?? ""];
    const unitIndex = multiplier ? i + 2 : i + 1;
    const unit = units.find((found) => found.index === unitIndex);
    if (!unit) continue;
    amount = value * (multiplier ?? 1);
    fromAt = unit;
  }
  const from = fromAt ?? units[0]!;
  const to = units.find((found) => found !== from)!;
  if (amount !== null && !(amount > 0)) return null;
  return { amount: amount ?? 1, from: from.unit, to: to.unit };
}

// ---------------------------------------------------------------- follow-ups

/** Words that only point back at the previous turn's subject ("peki fiyatı?", "ya Dogecoin?", "puanı kaç"). */
const BACK_REFERENCE = new Set(
  `peki ya ve bunun onun bu o su fiyati fiyat fiyatlari kac tl dolar ne kadar puani puan analiz analizi sayfasi
  arastirma arastirmasi sinyali sinyal var mi mu simdi su an anki guncel degisti degisim 24 saatte olarak
  nerede hakkinda riskleri getirisi nasil hesaplarim en buyukleri hangileri farki ve nin ki`.split(/\s+/),
);

/**
 * A question that leans on the previous turn: it opens with "peki"/"ya"/"ve", or all its words
 * point back ("fiyatı?", "kaç TL", "puanı kaç"). Such a question takes the previous turn's coins
 * (when it names none) and its topic words for the search.
 */
export function isFollowUp(question: string): boolean {
  const words = fold(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return false;
  if (["peki", "ya", "ve", "bunun", "onun", "and", "what", "its"].includes(words[0]!)) return true;
  return words.length <= 5 && words.every((word) => BACK_REFERENCE.has(word));
}
