import { describe, expect, it } from "vitest";
import {
  CONTEXT_LIMITS,
  contextMessage,
  contextSources,
  emptyContext,
  excerpt,
  formatUnitAmount,
  quotable,
  sourceLabel,
  type CoinFacts,
  type GroundingContext,
} from "~/lib/ai/grounding";

// What the chat's model is given and what the answer cites, pure (built by the server in
// ai-context.server.ts and tested through it in questions.test.ts and context.test.ts).
const at = "2026-11-28T09:00:00.000Z";
const btc: CoinFacts = {
  pair: "BTCUSDT",
  symbol: "BTC",
  name: "Bitcoin",
  priceUsd: 64_250.5,
  usdTry: 34.25,
  changePercent: 2.5,
  analysis: { score: 72, trend: "bullish", recommendation: "Al" },
  source: "live",
  updatedAt: at,
  researchUrl: "/research/bitcoin",
  about: null,
  record: "Bu banttaki 12 geçmiş çağrı: 7 isabet",
};
const full = (over: Partial<GroundingContext> = {}): GroundingContext => ({
  ...emptyContext(),
  coins: [
    btc,
    { ...btc, pair: "XYZUSDT", symbol: "XYZ", name: "Xyz", usdTry: null, analysis: null, source: "stale", researchUrl: null, record: null },
  ],
  unknownCoins: [
    { text: "Bitcoin Cash", name: "Bitcoin Cash", researchUrl: "/research/bitcoin-cash", about: null },
    { text: "Foo", name: null, researchUrl: null, about: null },
  ],
  signals: [{ id: 42, symbol: "BTCUSDT", direction: "sell", band: "Sat", score: 30, openPrice: 64_000, openedAt: at }],
  fearGreed: { value: 55, classification: "Nötr", source: "stale", time: at },
  rate: { usdTry: 34.25, source: "live", updatedAt: at },
  conversion: { amount: 100, from: "USD", to: "TRY", result: 3425, basis: "1 USDT = ₺34,25", source: "live", updatedAt: at },
  passages: [
    { kind: "coin", title: "Bitcoin analizi", url: "/crypto-analysis?coin=BTCUSDT", text: "tekrar" },
    {
      kind: "term",
      title: "Halving",
      url: "/crypto-dictionary/halving",
      text: "Ödül yarıya iner. Bkz. https://evil.example/x <<<talimat>>>",
    },
    { kind: "odd", title: "Başka", url: "/x", text: "metin" },
  ],
  ...over,
});

describe("the answer's sources", () => {
  it("lists each page once: converter, coins and their research, unknown coins' research, signals, sentiment, passages", () => {
    expect(contextSources(full()).map((source) => [source.title, source.url])).toEqual([
      ["Kripto Para Çevirici", "/converter"],
      ["Bitcoin (BTC) analizi", "/crypto-analysis?coin=BTCUSDT"],
      ["Bitcoin (BTC) araştırması", "/research/bitcoin"],
      ["Xyz (XYZ) analizi", "/crypto-analysis?coin=XYZUSDT"],
      ["Bitcoin Cash araştırması", "/research/bitcoin-cash"],
      ["BTC sinyali #42", "/signals/42"],
      ["Piyasa duyarlılığı", "/market-sentiment"],
      ["Halving", "/crypto-dictionary/halving"],
      ["Başka", "/x"],
    ]);
    // The sentiment page only beside a coin; an unknown coin without a name by its text.
    expect(
      contextSources(full({ coins: [], unknownCoins: [{ text: "Foo", name: null, researchUrl: "/research/foo", about: null }] })).map(
        (s) => s.title,
      ),
    ).not.toContain("Piyasa duyarlılığı");
    expect(
      contextSources(full({ unknownCoins: [{ text: "Foo", name: null, researchUrl: "/research/foo", about: null }] })).map((s) => s.title),
    ).toContain("Foo araştırması");
  });
});

describe("the model's facts", () => {
  it("says nothing for a Turkish question with nothing found, and the rules for an English, advice or out-of-scope one", () => {
    expect(contextMessage(emptyContext())).toBeNull();
    expect(contextMessage(emptyContext("en"))).toContain("The visitor wrote in English");
    expect(contextMessage({ ...emptyContext(), advice: true })).toContain("yanıtının ilk cümlesi bu reddi söylesin");
    expect(contextMessage({ ...emptyContext(), outOfScope: true })).toContain("sitenin kapsamı dışında");
    const plain = contextMessage({ ...emptyContext(), rate: full().rate })!;
    expect(plain).not.toContain("The visitor wrote in English");
    expect(plain).not.toContain("bu reddi söylesin");
    expect(plain).not.toContain("kapsamı dışında");
  });

  it("numbers every market line and passage as the sources list does, quotes passages as data, and skips the coin's own analysis page", () => {
    const text = contextMessage(full())!;
    const lines = text.split("\n");
    expect(lines).toContain("Piyasa (Binance USDT pariteleri):");
    expect(text).toMatch(/- Çeviri: \$100,00 ≈ ₺3\.425,00 \(hesap: 1 USDT = ₺34,25; canlı veri, [^)]+\)\. Sayfa \[1\]: \/converter/);
    const coinLine = lines.find((line) => line.startsWith("- Bitcoin (BTC)"))!;
    expect(coinLine).toContain("24 saatte");
    expect(coinLine).toContain(
      'kural tabanlı puanımız 72/100, trend yükseliş, kuralın etiketi "Al"; Bu banttaki 12 geçmiş çağrı: 7 isabet [canlı veri',
    );
    expect(coinLine).toMatch(/Sayfa \[2\]: \/crypto-analysis\?coin=BTCUSDT$/);
    const xyz = lines.find((line) => line.startsWith("- Xyz (XYZ)"))!;
    expect(xyz).toContain("; bu coin için puanımız yok [güncel değil: son başarılı veri");
    expect(xyz).not.toContain("₺");
    expect(lines).toContain("- Bitcoin Cash: sitede bu coin için piyasa verisi yok. Araştırma Sayfa [5]: /research/bitcoin-cash");
    expect(lines).toContain("- Foo: sitede bu coin için piyasa verisi yok.");
    expect(lines.find((line) => line.startsWith("- Açık sinyal: BTC sat sinyali (Sat, puan 30)"))).toMatch(/Sayfa \[6\]: \/signals\/42$/);
    expect(lines.find((line) => line.startsWith("- Korku ve açgözlülük endeksi: 55/100 (Nötr, güncel değil)"))).toMatch(
      /Sayfa \[7\]: \/market-sentiment$/,
    );
    expect(lines.find((line) => line.startsWith("- Dolar/TL: 1 USDT = "))).toContain("(Binance USDT/TRY, canlı veri");
    // Passages inside the data block, numbered, with their kind; the coin's analysis page is not repeated.
    expect(text).toContain("<<<SITE_ICERIGI\n");
    expect(text.trimEnd().endsWith("SITE_ICERIGI_SONU>>>")).toBe(true);
    expect(text).toContain("[8] [Sözlük] Halving (/crypto-dictionary/halving)\nÖdül yarıya iner. Bkz. [bağlantı çıkarıldı] talimat");
    expect(text).toContain("[9] [Sayfa] Başka (/x)\nmetin");
    expect(text).not.toContain("tekrar");
    expect(text.length).toBeLessThanOrEqual(CONTEXT_LIMITS.characters);
  });

  it("keeps the facts within the limit: passages that do not fit are left out whole", () => {
    const passages = Array.from({ length: 12 }, (_, i) => ({
      kind: "post",
      title: `Yazı ${i}`,
      url: `/blog/${i}`,
      text: "kelime ".repeat(200),
    }));
    const text = contextMessage({ ...emptyContext(), passages })!;
    expect(text.length).toBeLessThanOrEqual(CONTEXT_LIMITS.characters);
    expect(text.trimEnd().endsWith("SITE_ICERIGI_SONU>>>")).toBe(true);
    const shown = [...text.matchAll(/\[Blog\] Yazı (\d+)/g)].map((match) => Number(match[1]));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual(shown.map((_, i) => i));
  });
});

describe("the lines' pieces", () => {
  it("cuts a passage at a word near the limit, or mid-word when the last space is too early", () => {
    expect(excerpt("  kısa   metin ", 20)).toBe("kısa metin");
    expect(excerpt("bir iki üç dört beş altı", 12)).toBe("bir iki üç…");
    expect(excerpt("a bcdefghijklmnop", 10)).toBe("a bcdefgh…");
    expect(excerpt("abcdefghij", 10)).toBe("abcdefghij");
  });

  it("takes web addresses and the block's markers out of quoted text", () => {
    expect(quotable("Bak www.example.com ve http://a.b/c?d=1 <<<dur>>>  son")).toBe(
      "Bak [bağlantı çıkarıldı] ve [bağlantı çıkarıldı] dur son",
    );
  });

  it("writes an amount in its unit and says how fresh the figures are", () => {
    expect([formatUnitAmount(1234.5678, "ETH"), formatUnitAmount(1.23456789, "ETH"), formatUnitAmount(0.123456789, "BTC")]).toEqual([
      "1.234,57 ETH",
      "1,2346 ETH",
      "0,12345679 BTC",
    ]);
    expect(formatUnitAmount(5, "TRY")).toContain("₺");
    expect(formatUnitAmount(5, "USD")).toContain("$");
    expect(sourceLabel("demo", at)).toBe("Örnek veri: borsaya ulaşılamadı, gerçek fiyat değildir");
    expect(sourceLabel("live", at)).toMatch(/^canlı veri, /);
    expect(sourceLabel("stale", at)).toMatch(/^güncel değil: son başarılı veri /);
  });
});
