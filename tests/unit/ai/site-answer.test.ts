import { describe, expect, it } from "vitest";
import { emptyContext, type CoinFacts, type GroundingContext, type Passage } from "~/lib/ai/grounding";
import { ADVICE_REFUSAL_EN, ADVICE_REFUSAL_TR, NO_CONTENT_EN, NO_CONTENT_TR, plain, siteAnswer } from "~/lib/ai/site-answer";

// The answer with no provider connected (decision 017), pure: questions.test.ts and context.test.ts
// reach it through the chat's server code and a database; here each part of it is asserted whole.
const at = "2026-11-28T09:00:00.000Z"; // 12:00:00 in Istanbul
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
  about: "Eşten eşe *elektronik* para.",
  record: "Bu banttaki 12 geçmiş çağrı: 7 isabet",
};
const xyz: CoinFacts = {
  ...btc,
  pair: "XYZUSDT",
  symbol: "XYZ",
  name: "Xyz",
  usdTry: null,
  analysis: null,
  source: "stale",
  researchUrl: null,
  about: null,
  record: null,
};
const halving: Passage = { kind: "term", title: "Halving_", url: "/crypto-dictionary/halving", text: "Ödül yarıya iner." };
const context = (over: Partial<GroundingContext>): GroundingContext => ({ ...emptyContext(), ...over });

const NO_PROVIDER_TR =
  "Şu anda bir yapay zekâ sağlayıcısı bağlı olmadığı için bu yanıtı sitenin kendi içeriğinden ve canlı verilerinden derledim.";
const ADMIN_TR = " Bir sağlayıcı bağlamak için: [AI API Anahtarı ayarları](/admin/openai-settings).";
const DISCLAIMER_TR = "_Bu bilgiler yatırım tavsiyesi değildir._";
const COVERS_TR = [
  `${NO_CONTENT_TR} Kripto Rehber kripto paraların fiyatlarını, analizlerini, terimlerini ve derslerini kapsar; hisse senetleri, altın, döviz ya da genel konular burada yok. Şunlara bakabilirsiniz:`,
  "- [Kripto Sözlük](/crypto-dictionary)",
  "- [Kripto Eğitim](/crypto-education)",
  "- [Kripto Analiz](/crypto-analysis)",
  "- [Sıkça Sorulan Sorular](/faq)",
].join("\n");
const BTC_CARD_TR = [
  "**Bitcoin (BTC)** — canlı veri, 28.11.2026 12:00:00",
  "- Fiyat: $64.250,50 (₺2.200.579,63)",
  "- 24 saatlik değişim: +%2,50",
  "- Kural tabanlı puanımız: 72/100, trend yükseliş, kuralın etiketi: Al (kişisel öneri değildir)",
  "- Bu banttaki 12 geçmiş çağrı: 7 isabet",
  "- Ne işe yarar: Eşten eşe \\*elektronik\\* para.",
];
const BTC_DETAILS_TR = "- Ayrıntılar: [Bitcoin analizi](/crypto-analysis?coin=BTCUSDT), [araştırma sayfası](/research/bitcoin)";

describe("the site's own answer", () => {
  it("writes each named coin's card, its open signal only, the unknown coins, the sentiment and one related page", () => {
    const answer = siteAnswer(
      context({
        coins: [btc, xyz],
        unknownCoins: [
          { text: "Foo", name: null, researchUrl: null, about: null },
          { text: "bch", name: "Bitcoin Cash", researchUrl: "/research/bitcoin-cash", about: "Bir çatal." },
        ],
        signals: [
          { id: 42, symbol: "BTCUSDT", direction: "sell", band: "Sat", score: 30, openPrice: 64_000, openedAt: at },
          { id: 43, symbol: "ETHUSDT", direction: "buy", band: "Al", score: 80, openPrice: 3000, openedAt: at },
        ],
        fearGreed: { value: 55, classification: "Nötr", source: "stale", time: at },
        passages: [
          // The card already is the analysis page and the research page: neither is repeated.
          { kind: "coin", title: "Bitcoin analizi", url: "/crypto-analysis?coin=BTCUSDT", text: "x" },
          { kind: "research", title: "BTC", url: "/research/bitcoin", text: "y" },
          { kind: "research", title: "BCH", url: "/research/bitcoin-cash", text: "z" },
          halving,
          { kind: "term", title: "İkinci", url: "/b", text: "b" },
        ],
      }),
      { isAdmin: true },
    );
    expect(answer.split("\n\n")).toEqual([
      NO_PROVIDER_TR + ADMIN_TR,
      [
        ...BTC_CARD_TR,
        "- Açık sinyal: [BTC sat sinyali (Sat, puan 30), açılış $64.000,00, 28.11.2026 12:00:00](/signals/42)",
        BTC_DETAILS_TR,
      ].join("\n"),
      [
        "**Xyz (XYZ)** — güncel değil: son başarılı veri 28.11.2026 12:00:00",
        "- Fiyat: $64.250,50",
        "- 24 saatlik değişim: +%2,50",
        "- Bu coin için puanımız yok (yalnızca en yüksek hacimli coinler puanlanır).",
        "- Ayrıntılar: [Xyz analizi](/crypto-analysis?coin=XYZUSDT)",
      ].join("\n"),
      "Foo için sitede piyasa verisi yok (borsanın güncel listesinde değil).",
      [
        "Bitcoin Cash için sitede piyasa verisi yok (borsanın güncel listesinde değil).",
        "- Ne işe yarar: Bir çatal.",
        "- Ayrıntılar: [Bitcoin Cash araştırma sayfası](/research/bitcoin-cash)",
      ].join("\n"),
      "Korku ve açgözlülük endeksi: 55/100 (Nötr, güncel değil), 28.11.2026 12:00:00. [Piyasa duyarlılığı](/market-sentiment)",
      "İlgili sayfa:",
      "**[Halving\\_](/crypto-dictionary/halving)**",
      "Ödül yarıya iner.",
      DISCLAIMER_TR,
    ]);
  });

  it("opens with the refusal when advice is asked, in English with the note that the pages are Turkish", () => {
    const answer = siteAnswer(
      context({ language: "en", advice: true, coins: [{ ...btc, analysis: { ...btc.analysis!, trend: "bearish" } }] }),
      {
        isAdmin: false,
      },
    );
    expect(answer.split("\n\n")).toEqual([
      ADVICE_REFUSAL_EN,
      "No AI provider is connected right now, so this answer is put together from the site's own content and live data. The site's pages are in Turkish.",
      [
        "**Bitcoin (BTC)** — canlı veri, 28.11.2026 12:00:00",
        "- Price: $64.250,50 (₺2.200.579,63)",
        "- 24-hour change: +%2,50",
        "- Our rule-based score: 72/100, trend bearish, the rule's label: Al (not personal advice)",
        "- Bu banttaki 12 geçmiş çağrı: 7 isabet",
        "- What it is for: Eşten eşe \\*elektronik\\* para.",
        "- Details: [Bitcoin analysis](/crypto-analysis?coin=BTCUSDT), [research page](/research/bitcoin)",
      ].join("\n"),
      "_This is not investment advice._",
    ]);
    expect(ADVICE_REFUSAL_TR).toMatch(/^Kişisel yatırım tavsiyesi veremem/);
  });

  it("writes the Turkish trend word and no refusal or admin link for a visitor's plain question", () => {
    const answer = siteAnswer(context({ coins: [{ ...btc, analysis: { ...btc.analysis!, trend: "neutral" } }] }), { isAdmin: false });
    expect(answer.split("\n\n")[0]).toBe(NO_PROVIDER_TR);
    expect(answer).toContain("trend yatay,");
    // Without a fear-and-greed reading there is no sentiment line.
    expect(answer).not.toContain("Piyasa duyarlılığı");
  });

  it("says the site has nothing on an out-of-scope subject and lists no pages, even when passages were found", () => {
    const answer = siteAnswer(context({ outOfScope: true, passages: [halving] }), { isAdmin: false });
    expect(answer).toBe([NO_PROVIDER_TR, COVERS_TR, DISCLAIMER_TR].join("\n\n"));
    const english = siteAnswer(context({ language: "en", outOfScope: true }), { isAdmin: true });
    expect(english.split("\n\n")).toEqual([
      "No AI provider is connected right now, so this answer is put together from the site's own content and live data. To connect a provider: [AI API key settings](/admin/openai-settings). The site's pages are in Turkish.",
      [
        `${NO_CONTENT_EN} Kripto Rehber covers crypto prices, analysis, terms and lessons; stocks, gold, currencies and general topics are not here. You could look at:`,
        "- [Crypto dictionary](/crypto-dictionary)",
        "- [Crypto lessons](/crypto-education)",
        "- [Crypto analysis](/crypto-analysis)",
        "- [FAQ](/faq)",
      ].join("\n"),
      "_This is not investment advice._",
    ]);
  });

  it("answers an out-of-scope question that names a coin with the coin's card", () => {
    const answer = siteAnswer(context({ outOfScope: true, coins: [{ ...btc, record: null, about: null, researchUrl: null }] }), {
      isAdmin: false,
    });
    expect(answer).toContain("**Bitcoin (BTC)**");
    expect(answer).not.toContain(NO_CONTENT_TR);
    expect(answer).toContain("- Ayrıntılar: [Bitcoin analizi](/crypto-analysis?coin=BTCUSDT)\n\n");
    expect(answer).not.toContain("Ne işe yarar");
  });

  it("says the site has nothing when nothing was found, and nothing more", () => {
    expect(siteAnswer(emptyContext(), { isAdmin: false })).toBe([NO_PROVIDER_TR, COVERS_TR, DISCLAIMER_TR].join("\n\n"));
  });

  it("lists up to three pages when no coin is named, never the converter, each cut to 320 characters", () => {
    const long = `${"kelime ".repeat(60)}son`; // 423 characters
    const answer = siteAnswer(
      context({
        passages: [
          { kind: "tool", title: "Çevirici", url: "/converter", text: "c" },
          { ...halving, text: long },
          { kind: "term", title: "B", url: "/b", text: "b" },
          { kind: "term", title: "C", url: "/c", text: "c" },
          { kind: "term", title: "D", url: "/d", text: "d" },
        ],
      }),
      { isAdmin: false },
    );
    const parts = answer.split("\n\n");
    expect(parts.slice(1)).toEqual([
      "Sitede bu konuda şunlar var:",
      "**[Halving\\_](/crypto-dictionary/halving)**",
      `${"kelime ".repeat(45).trimEnd()}…`,
      "**[B](/b)**",
      "b",
      "**[C](/c)**",
      "c",
      DISCLAIMER_TR,
    ]);
    expect(siteAnswer(context({ language: "en", passages: [halving] }), { isAdmin: false })).toContain(
      "\n\nThe site has these pages on it (in Turkish):\n\n",
    );
  });

  it("puts the conversion first with what it was computed from, one related page, and no sentiment without a coin", () => {
    const answer = siteAnswer(
      context({
        conversion: { amount: 100, from: "USD", to: "TRY", result: 3425, basis: "1 USDT = ₺34,25", source: "live", updatedAt: at },
        fearGreed: { value: 55, classification: "Nötr", source: "live", time: at },
        passages: [halving, { kind: "term", title: "B", url: "/b", text: "b" }],
      }),
      { isAdmin: false },
    );
    expect(answer.split("\n\n")).toEqual([
      NO_PROVIDER_TR,
      [
        "**Çeviri: $100,00 ≈ ₺3.425,00**",
        "- Hesap: 1 USDT = ₺34,25 (canlı veri, 28.11.2026 12:00:00)",
        "- Başka tutarlar için: [Kripto Para Çevirici](/converter)",
      ].join("\n"),
      "İlgili sayfa:",
      "**[Halving\\_](/crypto-dictionary/halving)**",
      "Ödül yarıya iner.",
      DISCLAIMER_TR,
    ]);
    const english = siteAnswer(
      context({
        language: "en",
        conversion: { amount: 1, from: "BTC", to: "USD", result: 64_250.5, basis: "BTC $64.250,50", source: "live", updatedAt: at },
      }),
      { isAdmin: false },
    );
    expect(english).toContain(
      "**Conversion: 1 BTC ≈ $64.250,50**\n- Computed from: BTC $64.250,50 (canlı veri, 28.11.2026 12:00:00)\n- For other amounts: [Kripto Para Çevirici (converter)](/converter)",
    );
    expect(english).not.toContain(NO_CONTENT_EN);
  });

  it("names an unknown coin by what was typed when it has no name, and by its research page when it has one", () => {
    const answer = siteAnswer(
      context({
        unknownCoins: [{ text: "Foo*", name: null, researchUrl: "/research/foo", about: null }],
        passages: [{ ...halving, url: "/research/foo" }],
      }),
      { isAdmin: false },
    );
    expect(answer.split("\n\n").slice(1)).toEqual([
      "Foo\\* için sitede piyasa verisi yok (borsanın güncel listesinde değil).\n- Ayrıntılar: [Foo\\* araştırma sayfası](/research/foo)",
      DISCLAIMER_TR,
    ]);
    expect(
      siteAnswer(context({ language: "en", unknownCoins: [{ text: "Foo", name: null, researchUrl: null, about: "Bir şey." }] }), {
        isAdmin: false,
      }),
    ).toContain("The site has no market data for Foo (it is not in the exchange's current list).\n- What it is for: Bir şey.");
  });
});

describe("text quoted into an answer", () => {
  it("escapes every markdown character and drops web addresses", () => {
    expect(plain("a\\b`c*d_e[f]g<h>i#j|k~l")).toBe("a\\\\b\\`c\\*d\\_e\\[f\\]g\\<h\\>i\\#j\\|k\\~l");
    expect(plain("bkz. https://evil.example/x şimdi")).toBe("bkz. \\[bağlantı çıkarıldı\\] şimdi");
    expect(plain("düz metin")).toBe("düz metin");
  });
});
