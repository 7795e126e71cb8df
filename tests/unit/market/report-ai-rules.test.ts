import { describe, expect, it } from "vitest";
import type { MarketReport } from "~/lib/market/report";
import { AI_SUMMARY_MAX, cleanAiSummary, reportSummaryMessages } from "~/lib/market/report-ai";

// The daily report's AI summary, its request and its cleaning, pure (moved from report-ai.test.ts,
// which keeps the service's tests against a fake provider and a database).
describe("the AI summary's text", () => {
  it("keeps one plain paragraph without Markdown marks", () => {
    expect(cleanAiSummary("**Piyasa** bugün\n\n# karışıktı. ")).toBe("Piyasa bugün karışıktı.");
  });
  it("cuts a long answer at a sentence end", () => {
    const long = "Bu bir cümle. ".repeat(100);
    const cut = cleanAiSummary(long);
    expect(cut.length).toBeLessThanOrEqual(AI_SUMMARY_MAX);
    expect(cut.endsWith("cümle.")).toBe(true);
  });
});

const btc = { symbol: "BTCUSDT", name: "Bitcoin", lastPrice: 1, priceChangePercent: 2.345, quoteVolume: 9 };
const eth = { symbol: "ETHUSDT", name: "Ethereum", lastPrice: 1, priceChangePercent: -1.5, quoteVolume: 8 };
const report: MarketReport = {
  date: "2026-11-23",
  snapshotAt: "2026-11-23T09:00:00Z",
  source: "live",
  usdTry: 34,
  summary: "Özet.",
  breadth: {
    coins: 3,
    gainers: 1,
    losers: 1,
    unchanged: 1,
    averageChange: 0.2814,
    medianChange: 0,
    volumeWeightedChange: -0.005,
    totalQuoteVolume: 17,
  },
  topGainers: [btc],
  topLosers: [eth],
  volumeLeaders: [btc, eth],
  gradeCounts: { A: 1, B: 0, C: 1, D: 1, E: 0 },
  grades: {},
  previousDate: "2026-11-22",
  ratingChanges: [
    { symbol: "BTCUSDT", name: "Bitcoin", from: "B", to: "A" },
    { symbol: "ETHUSDT", name: "Ethereum", from: "C", to: "D" },
  ],
  sentiment: { value: 62, label: "Açgözlülük" },
  aiSummary: null,
};

describe("the AI summary's request", () => {
  it("gives the model the instructions and the day's figures only", () => {
    expect(reportSummaryMessages(report)).toEqual([
      {
        role: "system",
        content:
          "Bir Türkçe kripto rehberi sitesinin günlük piyasa raporuna kısa bir özet yazıyorsun. Yalnızca verilen rakamları kullan, yeni rakam ya da tahmin ekleme, yatırım tavsiyesi verme, alım veya satım önerme. En fazla 4 cümle, düz metin (başlık, madde işareti, Markdown yok).",
      },
      {
        role: "user",
        content: [
          "Günün verileri:",
          "Tarih: 2026-11-23",
          "Sitenin özeti: Özet.",
          "Parite sayısı 3; yükselen 1, düşen 1, değişmeyen 1.",
          "Ortalama değişim %0,28, hacim ağırlıklı değişim %-0,01.",
          "En çok yükselenler: Bitcoin (BTC) %2,35.",
          "En çok düşenler: Ethereum (ETH) %-1,50.",
          "Hacim liderleri: Bitcoin, Ethereum.",
          "Piyasa duyarlılığı: 62/100 (Açgözlülük).",
          "Derece değişiklikleri: Bitcoin B→A, Ethereum C→D.",
          "",
          "Bu günü sade Türkçeyle özetle.",
        ].join("\n"),
      },
    ]);
  });

  it("lists two risers and two fallers with commas, dropping only the quote at the end of a pair", () => {
    const odd = { ...eth, symbol: "USDTXUSDT", name: "Garip" };
    const [, user] = reportSummaryMessages({ ...report, topGainers: [btc, odd], topLosers: [eth, btc] });
    expect(user.content).toContain("\nEn çok yükselenler: Bitcoin (BTC) %2,35, Garip (USDTX) %-1,50.\n");
    expect(user.content).toContain("\nEn çok düşenler: Ethereum (ETH) %-1,50, Bitcoin (BTC) %2,35.\n");
  });

  it("says none for an empty list and leaves out the sentiment and grade moves it does not have", () => {
    const [, user] = reportSummaryMessages({
      ...report,
      topGainers: [],
      topLosers: [],
      volumeLeaders: [],
      sentiment: null,
      ratingChanges: [],
    });
    expect(user.content).toContain("\nEn çok yükselenler: yok.\nEn çok düşenler: yok.\nHacim liderleri: yok.\n\nBu günü");
    expect(user.content).not.toContain("Piyasa duyarlılığı");
    expect(user.content).not.toContain("Derece değişiklikleri");
  });
});

describe("the AI summary as the page shows it", () => {
  it("drops every Markdown mark and joins the lines", () => {
    expect(cleanAiSummary("> _Alıntı_ `kod` ## başlık\n\t  son")).toBe("Alıntı kod başlık son");
  });

  it("keeps exactly 800 characters, and cuts a longer text at its last sentence past the middle", () => {
    expect(AI_SUMMARY_MAX).toBe(800);
    const exact = "a".repeat(800);
    expect(cleanAiSummary(exact)).toBe(exact);
    expect(cleanAiSummary(`${"b".repeat(500)}. ${"c".repeat(400)}`)).toBe(`${"b".repeat(500)}.`);
  });

  it("cuts at the limit with an ellipsis when the only sentence end is in the first half", () => {
    expect(cleanAiSummary(`${"b".repeat(300)}. ${"c".repeat(600)}`)).toBe(`${"b".repeat(300)}. ${"c".repeat(498)}…`);
    expect(cleanAiSummary(`${"b".repeat(400)}. ${"c".repeat(600)}`)).toBe(`${"b".repeat(400)}. ${"c".repeat(398)}…`);
    expect(cleanAiSummary(`${"b".repeat(799)} ${"c".repeat(10)}`)).toBe(`${"b".repeat(799)}…`);
  });
});
