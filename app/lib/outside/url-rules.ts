/**
 * Save-time rules for the URLs an admin gives outside sources. A base URL (the AI provider's, the
 * NFT source's) gets a path appended and carries a key: with a `?` or `#` in it, the appended path
 * would land in the query or the fragment and the admin would choose the exact URL that receives
 * the key (`https://host/any/path?x=` + `/chat/completions`). A feed URL is used whole and carries
 * no key, so its query stays allowed (`?feed=rss2` is common); a fragment is never sent and is
 * refused there too, as a sign of a mistyped address.
 */

export const BASE_URL_QUERY_MESSAGE =
  "Adres soru işareti (?) veya # içeremez: istek yolu adresin sonuna eklenir ve anahtar yalnızca bu adrese gider.";
export const FEED_URL_FRAGMENT_MESSAGE = "Besleme adresi # içeremez; beslemenin tam adresini girin.";

/** True when a base URL carries no query and no fragment, not even an empty `?` or `#`. */
export function isPlainBaseUrl(value: string): boolean {
  return !/[?#]/.test(value);
}

/** True when a URL has no fragment, not even an empty `#`. */
export function hasNoFragment(value: string): boolean {
  return !value.includes("#");
}
