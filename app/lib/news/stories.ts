/**
 * News by story: headlines of several outlets about the same event shown as one entry. Two titles
 * tell the same story when, normalised (Turkish lower case, punctuation and the outlet's " - Ad"
 * suffix gone, stop words dropped, each word cut to a short stem so "Bitcoin'in" and "bitcoin",
 * "yükseldi" and "yükselişe" meet), their word sets overlap by Jaccard ≥ STORY_SIMILARITY with at
 * least two words besides figures shared, no clash of figures (both give numbers, none in common), and they were published within STORY_WINDOW_MS of each other. A story
 * gathers outlets: one outlet's own items never merge (a second headline of the same outlet is
 * an update or another angle, and a view of one source lists every item it sent).
 */

export const STORY_SIMILARITY = 0.4;
export const STORY_WINDOW_MS = 36 * 60 * 60 * 1000;
// Five letters keep a Turkish word's root and drop most of its suffixes.
const STEM_LENGTH = 5;

const STOP_WORDS = new Set(
  (
    "ve veya ile bir bu şu o da de mi mı mu mü ne için gibi kadar göre sonra önce daha en çok az ki ise ya hem " +
    "olan olarak oldu olduğu etti eden son dakika flaş işte neden nasıl hangi yeni ilk var yok her tüm"
  ).split(" "),
);

/** The title without an outlet's suffix (" - Outlet", " | Outlet", " — Outlet" of at most four words). */
export function stripOutlet(title: string): string {
  const match = /^(.*\S)\s+[-|–—]\s+([^-|–—]+)$/.exec(title.trim());
  // Stryker disable next-line MethodExpression: the tail has no space at either end (greedy \s+ before it, a trimmed title after it).
  if (match && match[2].trim().split(/\s+/).length <= 4) return match[1];
  return title.trim();
}

// Tickers that name one coin and no Turkish word ("ada", "sol" and "ton" are words), read as its name.
const TICKER_NAMES: Record<string, string> = {
  btc: "bitcoin",
  eth: "ethereum",
  xrp: "ripple",
  doge: "dogecoin",
  avax: "avalanche",
  ltc: "litecoin",
  trx: "tron",
};

/** The title's stems as a set: the words a story comparison looks at. */
export function titleWords(title: string): Set<string> {
  const text = stripOutlet(title)
    .toLocaleLowerCase("tr-TR")
    // A suffix after an apostrophe is grammar, not meaning: "bitcoin'in" is "bitcoin".
    .replace(/['’][\p{L}]+/gu, "")
    // Digit groups: "100.000" and "100,000" are the number 100000.
    .replace(/(\d)[.,](?=\d{3}\b)/g, "$1")
    // "100 bin" is 100000, as "2 milyon" is 2000000.
    // Stryker disable next-line Regex: the digits before the last one stay in the text either way, so one digit or all give the same number.
    .replace(/(\d+)\s+bin\b/gu, "$1000")
    // Stryker disable next-line Regex: as above.
    .replace(/(\d+)\s+milyon\b/gu, "$1000000")
    // Stryker disable next-line Regex: a run of separators or one each gives the same words (empty ones are dropped below).
    .replace(/[^\p{L}\p{N}]+/gu, " ");
  const words = new Set<string>();
  for (const word of text.split(" ")) {
    // A number is kept whole, however short: figures tell events apart.
    if (/^\d+$/.test(word)) {
      words.add(word);
      continue;
    }
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    words.add((TICKER_NAMES[word] ?? word).slice(0, STEM_LENGTH));
  }
  return words;
}

/** Two titles that both give figures but share none are about different events ("95 bin" is not "100 bin"). */
function figuresClash(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const figures = [...a].filter((word) => /^\d+$/.test(word));
  const other = [...b].filter((word) => /^\d+$/.test(word));
  return figures.length > 0 && other.length > 0 && !figures.some((figure) => b.has(figure));
}

/** The Jaccard index of two word sets, and how many words other than figures they share. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): { score: number; shared: number } {
  let common = 0;
  let shared = 0;
  for (const word of a) {
    if (!b.has(word)) continue;
    common++;
    if (!/^\d+$/.test(word)) shared++;
  }
  const union = a.size + b.size - common;
  // Stryker disable next-line ConditionalExpression: with no words at all `shared` is 0, so the story rule never reads this score.
  return { score: union === 0 ? 0 : common / union, shared };
}

export interface StoryItem {
  sourceId: number;
  title: string;
  /** Where the item stands in time (its date, or the one its feed position gives it), ISO 8601. */
  sortAt: string;
}

export interface Story<T extends StoryItem> {
  /** The newest item of the story: the entry's headline. */
  lead: T;
  /** The same story from other items, newest first. */
  others: T[];
}

/**
 * Groups items (newest first, as listed) into stories, keeping that order: a story stands where
 * its newest item stands. An item joins the most similar story having a member within the window.
 */
export function groupStories<T extends StoryItem>(items: readonly T[]): Story<T>[] {
  const stories: { story: Story<T>; members: { words: Set<string>; time: number }[]; oldest: number; sources: Set<number> }[] = [];
  // Stories whose oldest member is still within the window of the items to come (they only get older).
  // Stryker disable next-line ArrayDeclaration: an entry put here is dropped by the filter below before it is read.
  let open: typeof stories = [];
  for (const item of items) {
    const words = titleWords(item.title);
    const time = Date.parse(item.sortAt);
    // Stryker disable next-line MethodExpression,ConditionalExpression: a saving only; each member's own window check below gives the same stories.
    open = open.filter((entry) => entry.oldest - time <= STORY_WINDOW_MS);
    let best: { entry: (typeof stories)[number]; score: number } | null = null;
    for (const entry of open) {
      if (entry.sources.has(item.sourceId)) continue;
      for (const member of entry.members) {
        if (Math.abs(member.time - time) > STORY_WINDOW_MS || figuresClash(words, member.words)) continue;
        const { score, shared } = jaccard(words, member.words);
        if (shared >= 2 && score >= STORY_SIMILARITY && (!best || score > best.score)) best = { entry, score };
      }
    }
    if (best) {
      best.entry.story.others.push(item);
      best.entry.members.push({ words, time });
      best.entry.oldest = Math.min(best.entry.oldest, time);
      best.entry.sources.add(item.sourceId);
      continue;
    }
    const entry = { story: { lead: item, others: [] }, members: [{ words, time }], oldest: time, sources: new Set([item.sourceId]) };
    stories.push(entry);
    open.push(entry);
  }
  return stories.map((entry) => entry.story);
}

export interface CoinTag {
  symbol: string;
  /** The coin's market page. */
  href: string;
}

// The coins a Turkish crypto headline names most; stablecoins are left out (no market page of their own).
const COINS: { symbol: string; names: string[] }[] = [
  { symbol: "BTC", names: ["bitcoin"] },
  { symbol: "ETH", names: ["ethereum"] },
  { symbol: "SOL", names: ["solana"] },
  { symbol: "XRP", names: ["ripple"] },
  { symbol: "BNB", names: [] },
  { symbol: "ADA", names: ["cardano"] },
  { symbol: "DOGE", names: ["dogecoin"] },
  { symbol: "AVAX", names: ["avalanche"] },
  { symbol: "DOT", names: ["polkadot"] },
  { symbol: "TRX", names: ["tron"] },
  { symbol: "LINK", names: ["chainlink"] },
  { symbol: "LTC", names: ["litecoin"] },
  { symbol: "SHIB", names: ["shiba"] },
  { symbol: "TON", names: ["toncoin"] },
  { symbol: "PEPE", names: [] },
];

/** The coins a title names, by ticker in capitals ("BTC") or by name in any case and inflection ("Bitcoin'in"). */
export function coinTags(title: string): CoinTag[] {
  // Stryker disable next-line ArrayDeclaration: a placeholder in an empty set matches no ticker either.
  const tickers = new Set(title.match(/\b[A-Z]{3,5}\b/g) ?? []);
  // Stryker disable next-line Regex: an empty word between two separators starts with no coin's name.
  const words = title.toLocaleLowerCase("tr-TR").split(/[^\p{L}\p{N}]+/u);
  return COINS.filter(({ symbol, names }) => tickers.has(symbol) || names.some((name) => words.some((word) => word.startsWith(name)))).map(
    ({ symbol }) => ({ symbol, href: `/trend-analysis?symbol=${symbol}USDT` }),
  );
}

/**
 * The time each item of one read of a feed stands at, in feed order (newest first, as feeds list
 * them). A dated item stands at its date; an undated one just below the nearest dated item above
 * it in the feed, or just above the nearest dated one below it, so it is never above a newer dated
 * item; a feed with no dates at all keeps its order below the time of the read.
 */
export function placeByFeedPosition(items: readonly { publishedAt: string | null }[], fetchedAt: string): string[] {
  const times = items.map((item) => (item.publishedAt ? Date.parse(item.publishedAt) : null));
  return times.map((time, index) => {
    if (time !== null && !Number.isNaN(time)) return new Date(time).toISOString();
    for (let above = index - 1; above >= 0; above--) {
      const dated = times[above];
      if (dated !== null && !Number.isNaN(dated)) return new Date(dated - (index - above)).toISOString();
    }
    for (let below = index + 1; below < times.length; below++) {
      const dated = times[below];
      if (dated !== null && !Number.isNaN(dated)) return new Date(dated + (below - index)).toISOString();
    }
    return new Date(Date.parse(fetchedAt) - index).toISOString();
  });
}
