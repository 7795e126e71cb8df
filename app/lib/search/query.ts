/**
 * Turkish-aware folding and the FTS5 query built from what a visitor typed. The index folds
 * its side in SQL (unicode61 remove_diacritics 2, plus ı → i in the triggers); this folds the
 * query the same way, so "sifre" meets "şifre" and "akilli" meets "Akıllı".
 */

const FOLDED: Readonly<Record<string, string>> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ç: "c",
  ç: "c",
  Ğ: "g",
  ğ: "g",
  Ö: "o",
  ö: "o",
  Ü: "u",
  ü: "u",
  Â: "a",
  â: "a",
  Î: "i",
  î: "i",
  Û: "u",
  û: "u",
};

/**
 * Lower case without accents, one UTF-16 unit for one: positions in the folded text are
 * positions in the original, which is what lets the snippet mark the original words.
 */
export function foldTurkish(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index++) out += foldUnit(text[index]);
  return out;
}

function foldUnit(unit: string): string {
  const mapped = FOLDED[unit];
  if (mapped) return mapped;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a shortcut only; an ASCII unit's NFD is itself, so the lines below give the same letter.
  if (unit < "\u0080") return unit.toLowerCase();
  const base = unit.normalize("NFD")[0].toLowerCase();
  // Stryker disable next-line ConditionalExpression: a guard only; the one letter whose lower case is two units (İ) is folded above.
  return base.length === 1 ? base : unit;
}

/** At most this many characters are searched; longer input is refused with a message. */
export const MAX_QUERY_LENGTH = 200;
/** Words after the first twelve add nothing a visitor meant and only slow the match. */
const MAX_TOKENS = 12;

/**
 * Words of Turkish questions that say what is asked, not what about ("DeFi nedir?",
 * "Bitcoin fiyatı ne kadar?"), folded. Dropped so a question finds the page on its subject.
 */
const STOP_WORDS = new Set(
  [
    "nedir",
    "ne",
    "neler",
    "nelerdir",
    "nasil",
    "nasildir",
    "neden",
    "nicin",
    "niye",
    "kac",
    "kadar",
    "hangi",
    "hangisi",
    "mi",
    "mu",
    "midir",
    "mudur",
    "misin",
    "miyim",
    "bir",
    "bu",
    "su",
    "o",
    "ve",
    "veya",
    "ile",
    "icin",
    "da",
    "de",
    "ki",
    "gibi",
    "en",
    "cok",
    "daha",
    "nerede",
    "nereden",
    "zaman",
    "yapilir",
    "yaparim",
    "yapabilirim",
    "olur",
    "olan",
    "var",
    "yok",
    "bana",
    "beni",
    "benim",
    "anlat",
    "acikla",
    "demek",
    "anlami",
    "ogren",
    "ogrenmek",
    "istiyorum",
    "lutfen",
    "hakkinda",
    "bilgi",
    "bilgiler",
  ].map(foldTurkish),
);

/**
 * Inflection endings (folded) a Turkish noun takes on in a question: case (genitive,
 * accusative, dative, locative, ablative), possessive and plural ("cüzdan-lar-ım-ı"). Longest
 * first: stem() takes the first that fits.
 */
const ENDINGS = [
  ...["nin", "nun", "dan", "den", "tan", "ten", "ler", "lar"],
  ...["in", "un", "yi", "yu", "ya", "ye", "da", "de", "ta", "te", "im", "um", "si", "su"],
  ...["i", "u", "a", "e"],
];
const PLURAL = new Set(["ler", "lar"]);
const MIN_STEM = 4;

/**
 * The word without its inflection endings, so its prefix search also finds the other forms:
 * "fiyatı" → "fiyat", "cüzdanlarımı" → "cuzdan", "stablecoinler" → "stablecoin". The longest
 * ending goes first, three at most, none after the plural (nothing but the stem comes before
 * it). Crude on purpose: a stem a letter too short only widens a prefix match, and the query
 * also matches the word as typed, which ranks the exact form first. A stem keeps four letters
 * at least; words with digits stay as typed.
 */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  let stemmed = word;
  for (let round = 0; round < 3; round++) {
    // ENDINGS runs from the longest to the shortest: the first that fits is the longest.
    const ending = ENDINGS.find((candidate) => stemmed.endsWith(candidate) && stemmed.length - candidate.length >= MIN_STEM);
    if (!ending) break;
    stemmed = stemmed.slice(0, -ending.length);
    if (PLURAL.has(ending)) break;
  }
  return stemmed;
}

/** A word of the query, folded, and its stem (the same when it has no ending to drop). */
export interface QueryTerm {
  word: string;
  stem: string;
}

function splitWords(input: string): string[] {
  return (
    foldTurkish(input)
      // A Turkish suffix after an apostrophe ("btc'nin", "Bitcoin’in") is not a word of its own.
      .replace(/([\p{L}\p{N}])['’]\p{L}+/gu, "$1")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function toTerms(words: readonly string[]): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const word of words) {
    if (terms.some((term) => term.word === word)) continue;
    terms.push({ word, stem: stem(word) });
    if (terms.length === MAX_TOKENS) break;
  }
  return terms;
}

/** Words of the query, folded, in order, without stop words and repeats. */
export function queryTerms(input: string): QueryTerm[] {
  return toTerms(splitWords(input).filter((word) => !STOP_WORDS.has(word)));
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"*`;
}

/**
 * The FTS5 expression for the terms. Each word is quoted (so `"`, `*`, `OR`, `NEAR(` are words,
 * never syntax; the terms hold only letters and digits anyway) and a prefix (`*`), so "likid"
 * finds "likidite"; a word with an ending also matches by its stem, and a page with the word as
 * typed scores for both. `any` joins the words with OR, for a second try when all of them
 * together found nothing.
 */
export function matchExpression(terms: readonly QueryTerm[], join: "all" | "any" = "all"): string {
  return terms
    .map(({ word, stem }) => (stem === word ? quoted(word) : `(${quoted(word)} OR ${quoted(stem)})`))
    .join(join === "all" ? " AND " : " OR ");
}

/**
 * The same search as a PostgreSQL tsquery, for `to_tsquery('site_turkish', ...)`: each word quoted
 * and a prefix (`'likid':*`), the stem as an alternative, joined by `&` or `|`. The terms hold
 * only letters and digits, so nothing in them is tsquery syntax.
 */
export function tsqueryExpression(terms: readonly QueryTerm[], join: "all" | "any" = "all"): string {
  const prefix = (text: string) => `'${text}':*`;
  return terms
    .map(({ word, stem }) => (stem === word ? prefix(word) : `(${prefix(word)} | ${prefix(stem)})`))
    .join(join === "all" ? " & " : " | ");
}

export type QueryProblem = "empty" | "too-long" | "no-words";

/** Why a query cannot be searched, in the words the page and the API show. */
export const QUERY_PROBLEM_MESSAGES: Readonly<Record<QueryProblem, string>> = {
  empty: "Aramak için bir kelime yazın.",
  "too-long": `Arama en fazla ${MAX_QUERY_LENGTH} karakter olabilir; daha kısa bir ifade deneyin.`,
  "no-words": "Aramanızda harf ya da rakam yok. Örneğin “likidite” ya da “cüzdan” yazarak arayın.",
};

/** The query's terms, or why there are none to search. */
export function parseSearchQuery(input: string): { terms: QueryTerm[] } | { problem: QueryProblem } {
  const trimmed = input.trim();
  if (!trimmed) return { problem: "empty" };
  if (trimmed.length > MAX_QUERY_LENGTH) return { problem: "too-long" };
  const terms = queryTerms(trimmed);
  if (terms.length === 0) {
    // A question made only of question words ("nedir?") still has words: search them as they are.
    const words = splitWords(trimmed);
    return words.length ? { terms: toTerms(words) } : { problem: "no-words" };
  }
  return { terms };
}
