/**
 * Turkish-language crypto news feeds a new site starts with (RSS). They are only addresses:
 * nothing is shown from them until the server has read them.
 */
export const defaultNewsSources: { name: string; url: string }[] = [
  { name: "Cointelegraph Türkçe", url: "https://tr.cointelegraph.com/rss" },
  { name: "Koin Bülteni", url: "https://koinbulteni.com/feed" },
  { name: "BTCHaber", url: "https://www.btchaber.com/feed/" },
  { name: "Kriptokoin.com", url: "https://kriptokoin.com/feed/" },
];
