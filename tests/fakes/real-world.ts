import type { BookRow, Refusal, TickerRow } from "./ticker-server";

/**
 * Answers shaped as the real services send them, for the fakes to serve. Each says where its
 * shape comes from; the fakes' own defaults are kinder than production.
 */

/**
 * Binance book ticker rows with a non-ASCII symbol, as listed since 2025-12 (Binance spot REST
 * changelog; ccxt's binance.js and python-binance pass `symbol` through as an opaque string),
 * and one row a proxy truncated (no askQty), which must be dropped alone.
 */
export const unicodeBook: Array<BookRow | Record<string, string>> = [
  { symbol: "币安人生USDT", bidPrice: "0.15210000", bidQty: "5120.00000000", askPrice: "0.15220000", askQty: "880.00000000" },
  { symbol: "BTCUSDT", bidPrice: "64250.00000000", bidQty: "1.50000000", askPrice: "64251.00000000", askQty: "2.00000000" },
  { symbol: "ETHUSDT", bidPrice: "3120.50000000", bidQty: "1.50000000", askPrice: "3121.00000000", askQty: "2.00000000" },
  { symbol: "ETHBTC", bidPrice: "0.04870000", bidQty: "1.50000000", askPrice: "0.04872000", askQty: "2.00000000" },
  { symbol: "BNBUSDT", bidPrice: "585.20000000", bidQty: "1.5", askPrice: "585.40000000" },
];

/**
 * A 24 h ticker of about 3 MB: every pair of the exchange, each row with all the fields Binance
 * sends (`GET /api/v3/ticker/24hr`, field list as in python-binance's get_ticker docstring and
 * ccxt's parseTicker), one of them a Unicode symbol.
 */
export function bigTicker(pairs = 6_000): Array<TickerRow & Record<string, unknown>> {
  const rows: Array<TickerRow & Record<string, unknown>> = [];
  for (let i = 0; i < pairs; i += 1) {
    const symbol = i === 0 ? "BTCUSDT" : i === 1 ? "币安人生USDT" : i === 2 ? "USDTTRY" : `C${i}USDT`;
    const price = i === 0 ? 64250.5 : i === 2 ? 34.25 : 1 + i / 100;
    rows.push({
      symbol,
      priceChange: "-94.99999800",
      priceChangePercent: "-95.960",
      weightedAvgPrice: "0.29628482",
      prevClosePrice: "0.10002000",
      lastPrice: price.toFixed(8),
      lastQty: "200.00000000",
      bidPrice: "4.00000000",
      bidQty: "100.00000000",
      askPrice: "4.00000200",
      askQty: "100.00000000",
      openPrice: "99.00000000",
      highPrice: (price * 1.03).toFixed(8),
      lowPrice: (price * 0.97).toFixed(8),
      volume: "8913.30000000",
      quoteVolume: i < 3 ? "900000000.00000000" : "15.30000000",
      openTime: 1499783499040,
      closeTime: 1499869899040,
      firstId: 28385,
      lastId: 28460,
      count: 76,
    });
  }
  return rows;
}

/** Binance's answer from a restricted location (HTTP 451), as quoted in ccxt and python-binance issues. */
export const refusedLocation: Refusal = {
  status: 451,
  body: {
    code: 0,
    msg: "Service unavailable from a restricted location according to 'b. Eligibility' in https://www.binance.com/en/terms. Please contact customer service if you believe you received this message in error.",
  },
};

/** Binance's rate limit (HTTP 429, error -1003) with the Retry-After its REST docs say it sends. */
export const rateLimited = (seconds: number): Refusal => ({
  status: 429,
  headers: { "Retry-After": String(seconds) },
  body: { code: -1003, msg: "Too many requests; current limit of IP is 6000 requests per minute." },
});

/**
 * A contract creation as go-ethereum's RPCTransaction marshals it: `to` null (Alloy-based
 * clients leave the key out altogether; `withoutTo` below), and its receipt with the created
 * `contractAddress` (ethclient's Receipt, execution-apis eth_getTransactionReceipt).
 */
export const contractCreation = {
  hash: "0x" + "c1".repeat(32),
  blockHash: "0x" + "b1".repeat(32),
  blockNumber: "0x1234",
  transactionIndex: "0x0",
  from: "0x" + "a1".repeat(20),
  to: null,
  value: "0x0",
  gas: "0x2dc6c0",
  gasPrice: "0x3b9aca00",
  nonce: "0x5",
  input: "0x6080604052",
  type: "0x0",
};

export const withoutTo = Object.fromEntries(Object.entries(contractCreation).filter(([key]) => key !== "to"));

export const contractCreationReceipt = {
  transactionHash: contractCreation.hash,
  blockHash: contractCreation.blockHash,
  blockNumber: contractCreation.blockNumber,
  contractAddress: "0x" + "cc".repeat(20),
  status: "0x1",
  gasUsed: "0x1d4c0",
  effectiveGasPrice: "0x3b9aca00",
  logs: [],
};

/** DeFiLlama `/v2/chains` rows as defillama-server's chains handler writes them: `tvl` may be null. */
export const chainsWithNullTvl = [
  { gecko_id: "ethereum", tvl: 61_000_000_000, tokenSymbol: "ETH", cmcId: "1027", name: "Ethereum", chainId: 1 },
  { gecko_id: "solana", tvl: 9_000_000_000, tokenSymbol: "SOL", cmcId: "5426", name: "Solana", chainId: null },
  { gecko_id: null, tvl: null, tokenSymbol: null, cmcId: null, name: "Yeni Zincir", chainId: null },
  { gecko_id: null, tvl: null, tokenSymbol: null, cmcId: null, name: "Boş Zincir", chainId: null },
];

/**
 * A Google News RSS feed (news.google.com/rss/search?...): each description is escaped HTML
 * (`&lt;a href=...&gt;`, `&amp;nbsp;`), so 150 items carry over 1,500 entity references.
 */
export function googleNewsFeed(items = 150): string {
  const item = (i: number) => `<item>
<title>Bitcoin &#8217;yeni rekor&#8217; &amp; piyasalar ${i} - Örnek Haber</title>
<link>https://news.google.com/rss/articles/CBMiK2h0dHBzOi8vb3JuZWsuZXhhbXBsZS9oYWJlci${i}?oc=5</link>
<guid isPermaLink="false">CBMiK2h0dHBzOi8vb3JuZWsuZXhhbXBsZS9oYWJlci${i}</guid>
<pubDate>Wed, 25 Nov 2026 08:${String(i % 60).padStart(2, "0")}:00 GMT</pubDate>
<description>&lt;a href="https://news.google.com/rss/articles/x${i}?oc=5" target="_blank"&gt;Bitcoin &amp;#8217;yeni rekor&amp;#8217;&lt;/a&gt;&amp;nbsp;&amp;nbsp;&lt;font color="#6f6f6f"&gt;Örnek Haber&lt;/font&gt;</description>
<source url="https://ornek.example">Örnek Haber</source>
</item>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>"bitcoin" - Google Haberler</title><link>https://news.google.com/search?q=bitcoin&amp;hl=tr&amp;gl=TR&amp;ceid=TR:tr</link><language>tr</language><description>Google Haberler</description>${Array.from({ length: items }, (_, i) => item(i)).join("")}</channel></rss>`;
}
