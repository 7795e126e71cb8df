/**
 * The watchlists' limits and the words that refuse them, without zod: the analysis page's star
 * (on a first-visit page) reads its message from here, and its script stays without the schema.
 */
export const DEFAULT_WATCHLIST_NAME = "Favorilerim";
export const MAX_WATCHLISTS = 20;
export const MAX_WATCHLIST_COINS = 200;
export const NAME_MAX = 40;

export const LIMIT_MESSAGES = {
  lists: `En fazla ${MAX_WATCHLISTS} izleme listesi oluşturabilirsiniz.`,
  coins: `Bir listede en fazla ${MAX_WATCHLIST_COINS} coin olabilir.`,
  nameTaken: "Bu adda bir listeniz zaten var.",
  defaultKept: "Varsayılan liste silinemez.",
  unknownCoin: (symbol: string) => `${symbol} piyasa verilerinde bulunamadı.`,
  alreadyListed: (symbol: string) => `${symbol} zaten bu listede.`,
} as const;
