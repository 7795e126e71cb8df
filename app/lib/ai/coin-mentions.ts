import { COIN_NAMES } from "../market/coin-names";

/**
 * Finds the coins a Turkish question names: symbols ("BTC", "btc'nin", "btcyi"), names and common
 * spellings ("bitcoinin", "Ethereum'un", "eter", "ripple") with Turkish suffixes, apostrophe or not.
 *
 * Many symbols and names are also ordinary words ("sol" is left, "ada" an island, "fil" an
 * elephant, "link", "near", "flow"), so those match only as a proper noun is written: a symbol in
 * capitals ("SOL", "ADA'nın"), a name with a capital initial ("Flow"). In a question written all in
 * capitals that tells nothing, so there they do not match at all.
 */

/** How an alias must be written to count: in any case, with a capital initial, or all in capitals. */
type Writing = "any" | "capital" | "upper";

interface Alias {
  /** Folded words of the alias (see `fold`). */
  words: string[];
  /** The pairs it may mean, best first (Polygon trades as POL or, before its migration, MATIC). */
  pairs: string[];
  writing: Writing;
}

/** A coin the question names: the pairs it may trade as, best first, and the words that named it. */
export interface CoinMention {
  pairs: string[];
  text: string;
}

const wordSet = (text: string) => new Set(text.trim().split(/\s+/));
const listSet = (text: string) => new Set(text.split(",").map((item) => item.trim().replace(/\s+/g, " ")));

/** Symbols that are also Turkish or English words (or common abbreviations): they count only in capitals. */
const WORD_SYMBOLS = wordSet(`
  ada sol ton fil kas zil mana link dot near one op hot gala atom rose mask band magic flow dash sand
  audio waves bat ape cake ena mina algo vet etc pol comp uni tia sei sui jup woo blur cyber ach ordi
  neo eos rune pepe bonk wif fet ocean storj celo ont kava zk ens gmt theta iota apt stx render rndr
  pendle ondo sushi enj arb inj glm
`);

/** Symbols too common as words even in capitals ("NOT:" opens a note, "ID", "AR" glasses): only their names count. */
const NEVER_SYMBOLS = new Set(["not", "id", "w", "ar"]);

/** Names that are also words or given names ("Mina", "Jupiter", "Maker" as in market maker): only in capitals. */
const WORD_NAMES = listSet(`
  maker, quant, render, optimism, immutable, stacks, harmony, jupiter, magic, holo, golem, flow, gala,
  mina, celo, kava, dash, neo, ondo, pendle, jito, blur, woo, wormhole, sei, sui, eos, ordi, pepe,
  bonk, band protocol, celestia, arkham, theta network
`);

/**
 * Names (and spellings) safe to match in any case: no Turkish or English word reads like them.
 * Every other name from COIN_NAMES needs a capital initial.
 */
const SAFE_NAMES: Record<string, string[]> = {
  BTCUSDT: ["bitcoin", "bitkoin", "btc"],
  ETHUSDT: ["ethereum", "etherium", "etherum", "eterium", "etereum", "ether", "eter", "eth"],
  BNBUSDT: ["bnb", "binance coin"],
  SOLUSDT: ["solana"],
  XRPUSDT: ["xrp", "ripple"],
  ADAUSDT: ["cardano"],
  DOGEUSDT: ["dogecoin", "doge", "dogi"],
  TRXUSDT: ["tron", "trx"],
  TONUSDT: ["toncoin"],
  AVAXUSDT: ["avalanche", "avax"],
  SHIBUSDT: ["shiba inu", "shiba", "shib"],
  DOTUSDT: ["polkadot"],
  LINKUSDT: ["chainlink"],
  BCHUSDT: ["bitcoin cash", "bch"],
  NEARUSDT: ["near protocol"],
  POLUSDT: ["polygon", "matic"],
  LTCUSDT: ["litecoin", "ltc"],
  UNIUSDT: ["uniswap"],
  ETCUSDT: ["ethereum classic"],
  XLMUSDT: ["stellar lumens"],
  ATOMUSDT: ["cosmos"],
  FILUSDT: ["filecoin"],
  XMRUSDT: ["monero", "xmr"],
  PEPEUSDT: ["pepecoin", "pepe coin"],
  USDCUSDT: ["usdc", "usd coin"],
  ARBUSDT: ["arbitrum"],
  AAVEUSDT: ["aave"],
  KASUSDT: ["kaspa"],
  ZECUSDT: ["zcash", "zec"],
};

/** Pairs a name stands for beyond its own (the same coin under a former or later ticker). */
const SAME_COIN: Record<string, string[]> = {
  POLUSDT: ["POLUSDT", "MATICUSDT"],
  MATICUSDT: ["POLUSDT", "MATICUSDT"],
  RNDRUSDT: ["RENDERUSDT", "RNDRUSDT"],
  RENDERUSDT: ["RENDERUSDT", "RNDRUSDT"],
};

/**
 * Turkish endings a coin's name takes without an apostrophe, folded (ı→i, ü→u, ş→s...): case
 * endings with their buffer letters, possessive, plural, "-ci", "-ki", and their usual chains.
 */
const SUFFIXES = wordSet(`
  in un nin nun i u yi yu ni nu a e ya ye na ne da de ta te nda nde dan den tan ten ndan nden la le
  yla yle lar ler lari leri larin lerin lara lere larda lerde lardan lerden si su sini sinin sina sine
  sinda sinde sindan sinden daki deki taki teki ndaki ndeki ci cu cilar ciler ca ce dir
  dur tir tur mi mu
`);

const APOSTROPHES = /['’‘`´]/;

/** Lower case the Turkish way, then without dotless ı and diacritics, so "BİTCOİN", "Bitcoın" and "bitcoin" agree. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("tr-TR")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

function buildAliases(): Alias[] {
  const byKey = new Map<string, Alias>();
  const add = (text: string, pair: string, writing: Writing) => {
    const words = fold(text).split(/\s+/).filter(Boolean);
    if (words.length === 0) return;
    const key = words.join(" ");
    const pairs = SAME_COIN[pair] ?? [pair];
    const existing = byKey.get(key);
    // A spelling listed as safe wins over the stricter rule the same text would get as a symbol.
    if (!existing || rank(writing) < rank(existing.writing)) byKey.set(key, { words, pairs, writing });
  };
  for (const [pair, name] of Object.entries(COIN_NAMES)) {
    const symbol = pair.replace(/USDT$/, "");
    if (!NEVER_SYMBOLS.has(fold(symbol))) add(symbol, pair, WORD_SYMBOLS.has(fold(symbol)) ? "upper" : "any");
    add(name, pair, WORD_NAMES.has(fold(name)) || WORD_SYMBOLS.has(fold(name)) ? "upper" : "capital");
  }
  for (const [pair, spellings] of Object.entries(SAFE_NAMES)) {
    for (const spelling of spellings) add(spelling, pair, "any");
  }
  return [...byKey.values()];
}

function rank(writing: Writing) {
  return writing === "any" ? 0 : writing === "capital" ? 1 : 2;
}

const ALIASES = buildAliases();
const LONGEST_ALIAS = Math.max(...ALIASES.map((alias) => alias.words.length));
const ALIAS_BY_TEXT = new Map(ALIASES.map((alias) => [alias.words.join(" "), alias]));

interface Token {
  /** As written, before any apostrophe. */
  stem: string;
  folded: string;
  /** Written with an apostrophe and an ending ("BTC'nin"): the stem must be the whole alias. */
  apostrophe: boolean;
  raw: string;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’‘`´][\p{L}]*)?/gu)) {
    const raw = match[0];
    const [stem = raw] = raw.split(APOSTROPHES);
    tokens.push({ stem, folded: fold(stem), apostrophe: APOSTROPHES.test(raw), raw });
  }
  return tokens;
}

function writtenAs(stem: string, writing: Writing, shouting: boolean) {
  if (writing === "any") return true;
  if (shouting) return false;
  const letters = stem.replace(/[^\p{L}]/gu, "");
  if (writing === "upper") return letters.length > 0 && letters === letters.toLocaleUpperCase("tr-TR");
  const first = letters.charAt(0);
  return first !== "" && first === first.toLocaleUpperCase("tr-TR") && first !== first.toLocaleLowerCase("tr-TR");
}

/**
 * Vowel harmony, as far as folding leaves it visible: after a stem whose last vowel is "a" the
 * ending has no "e", after "e" no "a" ("etere", not "eterna"). Folded i, o and u stand for both
 * a back and a front vowel, and a bare symbol ("btcyi") has none, so they allow either.
 */
function harmonises(stem: string, ending: string) {
  const last = /[aeiou](?=[^aeiou]*$)/.exec(stem)?.[0];
  if (last === "a") return !ending.includes("e");
  if (last === "e") return !ending.includes("a");
  return true;
}

/** The alias the last word completes: exactly, or followed by one of the Turkish endings. */
function lastWordAlias(prefix: string[], token: Token): Alias | undefined {
  const exact = ALIAS_BY_TEXT.get([...prefix, token.folded].join(" "));
  if (exact) return exact;
  if (token.apostrophe) return undefined;
  // Try the longest stem first: "etherin" is "ether" + "in", not "eth" + "erin".
  for (let cut = token.folded.length - 1; cut >= 1; cut--) {
    const ending = token.folded.slice(cut);
    if (!SUFFIXES.has(ending) || !harmonises(token.folded.slice(0, cut), ending)) continue;
    const alias = ALIAS_BY_TEXT.get([...prefix, token.folded.slice(0, cut)].join(" "));
    // A bare symbol of one or two letters with an ending ("opun", "wde") is too likely a word.
    if (alias && (alias.words.length > 1 || cut >= 3)) return alias;
  }
  return undefined;
}

/** A pair written whole ("BTCUSDT", "ethusdt"): its base symbol. */
function pairAlias(token: Token): Alias | undefined {
  const match = /^([a-z0-9]{2,10})usdt$/.exec(token.folded);
  return match ? ALIAS_BY_TEXT.get(match[1]!) : undefined;
}

/** The coins the question names, in the order it names them, each once. */
export function findCoinMentions(question: string): CoinMention[] {
  const tokens = tokenize(question);
  const letters = question.replace(/[^\p{L}]/gu, "");
  const shouting = letters.length > 3 && letters === letters.toLocaleUpperCase("tr-TR");
  const found: CoinMention[] = [];
  const seen = new Set<string>();

  for (let i = 0; i < tokens.length; i++) {
    let matched: { alias: Alias; length: number } | undefined;
    // Longest first, so "Bitcoin Cash" is BCH and not Bitcoin followed by a word.
    for (let length = Math.min(LONGEST_ALIAS, tokens.length - i); length >= 1 && !matched; length--) {
      const words = tokens.slice(i, i + length);
      // Only the last word may carry an ending or an apostrophe.
      if (words.slice(0, -1).some((word) => word.apostrophe)) continue;
      const last = words[length - 1]!;
      const alias =
        lastWordAlias(
          words.slice(0, -1).map((word) => word.folded),
          last,
        ) ?? (length === 1 ? pairAlias(last) : undefined);
      if (alias && writtenAs(words[0]!.stem, alias.writing, shouting)) matched = { alias, length };
    }
    if (!matched) continue;
    const text = tokens
      .slice(i, i + matched.length)
      .map((token) => token.raw)
      .join(" ");
    i += matched.length - 1;
    const key = matched.alias.pairs[0]!;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ pairs: matched.alias.pairs, text });
  }
  return found;
}
