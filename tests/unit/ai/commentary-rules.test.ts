import { describe, expect, it } from "vitest";
import { COMMENTARY_MAX_LENGTH, COMMENTARY_WINDOW_MS, cleanCommentary, commentaryMessages, commentaryWindow } from "~/lib/ai/commentary";
import type { Coin } from "~/lib/market/analysis";

// The analysis card's AI commentary rules, pure (moved from commentary.test.ts, which keeps the
// service's tests against a fake provider and a database).
const coin: Coin = {
  symbol: "BTCUSDT",
  name: "Bitcoin",
  lastPrice: 64250.5,
  priceChangePercent: 2.4,
  highPrice: 65000,
  lowPrice: 62000,
  volume: 1000,
  quoteVolume: 1_850_000_000,
  analysis: { score: 85, trend: "bullish", recommendation: "Güçlü Al", timeframe: "1-4 hafta", reasons: ["Hacim yüksek"] },
};

describe("the commentary's rules", () => {
  it("keys a commentary by the hour's window", () => {
    expect(commentaryWindow(new Date("2026-11-25T10:59:59.999Z"))).toBe("2026-11-25T10:00:00.000Z");
    expect(commentaryWindow(new Date("2026-11-25T11:00:00Z"))).toBe("2026-11-25T11:00:00.000Z");
  });

  it("gives the model the coin's figures and the rule-based score as its only material", () => {
    const [system, user] = commentaryMessages(coin, "2026-11-25T10:00:00Z");
    expect(system.content).toContain("yatırım tavsiyesi verme");
    expect(user.content).toContain("Bitcoin (BTC/USDT)");
    expect(user.content).toContain("Son fiyat: 64250.5 USD");
    expect(user.content).toContain("Kural tabanlı puan: 85/100");
    expect(user.content).toContain("Gerekçeler: Hacim yüksek");
  });

  it("keeps plain text, bounded", () => {
    expect(cleanCommentary("## Yorum\n**BTC** yükselişte.\n- hacim yüksek")).toBe("Yorum\nBTC yükselişte.\nhacim yüksek");
    const long = cleanCommentary("Bu bir cümle. ".repeat(200));
    expect(long.length).toBeLessThanOrEqual(COMMENTARY_MAX_LENGTH + 1);
    expect(long.endsWith("cümle.…")).toBe(true);
  });
});

describe("the commentary's window and request, in full", () => {
  it("is an hour long, from a date or a number, and a shorter window when asked", () => {
    expect(COMMENTARY_WINDOW_MS).toBe(3_600_000);
    expect(commentaryWindow(Date.UTC(2026, 10, 25, 10, 30))).toBe("2026-11-25T10:00:00.000Z");
    expect(commentaryWindow(Date.UTC(2026, 10, 25, 10, 59, 59, 999), 15 * 60_000)).toBe("2026-11-25T10:45:00.000Z");
  });

  it("writes the whole request: the instructions, every figure in machine numbers, the analysis", () => {
    const [system, user] = commentaryMessages(
      { ...coin, lastPrice: 0.000012345678, priceChangePercent: -3.456, highPrice: 1234567.891, lowPrice: 0.5, quoteVolume: 1234.56 },
      "2026-11-25T10:00:00Z",
    );
    expect(system).toEqual({
      role: "system",
      content:
        "Sen bir kripto para piyasa yorumcususun. Yalnızca verilen sayılara ve kural tabanlı analize dayanarak Türkçe, 2-3 cümlelik kısa bir teknik yorum yaz. Verilmeyen bir bilgiyi (haber, fiyat tahmini, hedef fiyat) ekleme; yatırım tavsiyesi verme; Markdown, başlık veya madde işareti kullanma.",
    });
    expect(user).toEqual({
      role: "user",
      content: [
        "Coin: Bitcoin (BTC/USDT)",
        "Veri zamanı: 2026-11-25T10:00:00Z",
        "Son fiyat: 0.00001235 USD",
        "24 saatlik değişim: %-3.46",
        "24 saatlik en yüksek / en düşük: 1234567.891 / 0.5 USD",
        "24 saatlik işlem hacmi: 1235 USD",
        "Kural tabanlı puan: 85/100",
        "Trend: yükseliş",
        "Kuralların önerisi: Güçlü Al (1-4 hafta)",
        "Gerekçeler: Hacim yüksek",
        "",
        "Bu verilere göre kısa teknik yorumunu yaz.",
      ].join("\n"),
    });
  });

  it("names the trend in Turkish, joins the reasons, and leaves the analysis out when the coin has none", () => {
    const bearish = commentaryMessages({ ...coin, analysis: { ...coin.analysis!, trend: "bearish", reasons: ["a", "b"] } }, "t")[1].content;
    expect(bearish).toContain("\nTrend: düşüş\n");
    expect(bearish).toContain("\nGerekçeler: a; b\n");
    expect(commentaryMessages({ ...coin, analysis: { ...coin.analysis!, trend: "neutral" } }, "t")[1].content).toContain("\nTrend: nötr\n");
    // Only the quote at the end is dropped from the pair, not a "USDT" inside the base.
    expect(commentaryMessages({ ...coin, symbol: "USDTXUSDT" }, "t")[1].content).toMatch(/^Coin: Bitcoin \(USDTX\/USDT\)\n/);
    const none = commentaryMessages({ ...coin, symbol: "USDTUSDT", analysis: undefined }, "t")[1].content;
    expect(none).toBe(
      "Coin: Bitcoin (USDT/USDT)\nVeri zamanı: t\nSon fiyat: 64250.5 USD\n24 saatlik değişim: %2.4\n24 saatlik en yüksek / en düşük: 65000 / 62000 USD\n24 saatlik işlem hacmi: 1850000000 USD\n\nBu verilere göre kısa teknik yorumunu yaz.",
    );
  });
});

describe("the commentary as the card shows it", () => {
  it("drops code blocks, headings, emphasis, code marks and bullets, and squeezes spaces and blank lines", () => {
    expect(cleanCommentary("Önce\n```js\nkod\n```\nsonra")).toBe("Önce\n \nsonra");
    expect(cleanCommentary("# Başlık\n### Alt\n#Bitişik\nmetin # değil")).toBe("Başlık\nAlt\nBitişik\nmetin # değil");
    expect(cleanCommentary("__vurgu__ ve `kod` ve **kalın**")).toBe("vurgu ve kod ve kalın");
    expect(cleanCommentary("* bir\n• iki\n  - üç\n-dört\n-   beş")).toBe("bir\niki\nüç\n-dört\nbeş");
    expect(cleanCommentary("a  \t b\n\n\n\nc\n\nd")).toBe("a b\n\nc\n\nd");
    expect(cleanCommentary("   ")).toBe("");
  });

  it("keeps a text of exactly the limit, and cuts a longer one at its last sentence past the middle", () => {
    const exact = "a".repeat(COMMENTARY_MAX_LENGTH);
    expect(COMMENTARY_MAX_LENGTH).toBe(1200);
    expect(cleanCommentary(exact)).toBe(exact);
    const sentence = `${"b".repeat(700)}. ${"c".repeat(600)}`;
    expect(cleanCommentary(sentence)).toBe(`${"b".repeat(700)}.…`);
  });

  it("cuts at the limit when the only sentence end is in the first half", () => {
    const early = `${"b".repeat(500)}. ${"c".repeat(800)}`;
    expect(cleanCommentary(early)).toBe(`${"b".repeat(500)}. ${"c".repeat(698)}…`);
    const half = `${"b".repeat(600)}. ${"c".repeat(700)}`; // the full stop at 600, exactly half: not used
    expect(cleanCommentary(half)).toBe(`${"b".repeat(600)}. ${"c".repeat(598)}…`);
    const trailing = `${"b".repeat(1199)} ${"c".repeat(10)}`;
    expect(cleanCommentary(trailing)).toBe(`${"b".repeat(1199)}…`);
  });
});
