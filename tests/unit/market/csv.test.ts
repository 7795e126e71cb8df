import { describe, expect, it } from "vitest";
import { buildCsv, csvNumber, csvText, marketDataCsv, marketDataFilename, MARKET_DATA_CSV_HEADER } from "~/lib/market/csv";
import type { MarketDataRow } from "~/lib/market/market-data";

const btc: MarketDataRow = {
  symbol: "BTCUSDT",
  name: "Bitcoin",
  lastPrice: 64250.5,
  priceChangePercent: -2.4,
  highPrice: 66178.015,
  lowPrice: 62322.985,
  volume: 28793.7366,
  quoteVolume: 1_850_000_000,
  rank: 1,
  marketCap: 1_268_947_375_000,
  circulatingSupply: 19_750_000,
  maxSupply: 21_000_000,
  change1h: 0.12,
  change7d: -5.3,
  researchPath: "/crypto-research/btc",
};

describe("CSV", () => {
  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const csv = buildCsv(["Ad"], [["Şişli"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe("\uFEFFAd\r\nŞişli\r\n");
  });

  it("writes numbers with a decimal comma, no grouping and no exponent", () => {
    expect(csvNumber(64250.5)).toBe("64250,5");
    expect(csvNumber(-2.4)).toBe("-2,4");
    expect(csvNumber(1_850_000_000)).toBe("1850000000");
    expect(csvNumber(0.00000123)).toBe("0,00000123");
    expect(csvNumber(3)).toBe("3");
    expect(csvNumber(-0)).toBe("0");
    expect(csvNumber(Number.NaN)).toBe("");
  });

  it("quotes a field holding the separator, a quote or a line break, doubling its quotes", () => {
    expect(csvText("düz metin")).toBe("düz metin");
    expect(csvText("a;b")).toBe('"a;b"');
    expect(csvText('12" ekran')).toBe('"12"" ekran"');
    expect(csvText("iki\nsatır")).toBe('"iki\nsatır"');
    // A spreadsheet would run these as formulas.
    expect(csvText("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvText("@SUM;1")).toBe(`"'@SUM;1"`);
  });

  it("writes the market table with Turkish headers, the lira price and an empty lira cell without a rate", () => {
    const csv = marketDataCsv([btc], 34.25);
    const [header, line, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(MARKET_DATA_CSV_HEADER.join(";"));
    expect(header).toContain("24s Değişim (%)");
    expect(line).toBe(
      "BTCUSDT;Bitcoin;64250,5;2200579,625;-2,4;66178,015;62322,985;28793,7366;1850000000;1;1268947375000;19750000;21000000;0,12;-5,3",
    );
    expect(end).toBe("");
    expect(marketDataCsv([btc], null).split("\r\n")[1]).toContain("BTCUSDT;Bitcoin;64250,5;;-2,4;");
  });

  it("leaves CoinGecko's cells empty for a coin it does not have, never 0", () => {
    const missing = { ...btc, rank: null, marketCap: null, circulatingSupply: null, maxSupply: null, change1h: null, change7d: null };
    expect(marketDataCsv([missing], 34.25).split("\r\n")[1]).toBe(
      "BTCUSDT;Bitcoin;64250,5;2200579,625;-2,4;66178,015;62322,985;28793,7366;1850000000;;;;;;",
    );
  });

  it("names the file after the snapshot's day in Turkey", () => {
    expect(marketDataFilename("2026-11-23T22:30:00Z")).toBe("piyasa-verileri-2026-11-24.csv");
    expect(marketDataFilename("not a date")).toBe("piyasa-verileri-tarihsiz.csv");
  });
});
