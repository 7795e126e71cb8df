import { describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS, suggestFollowUps } from "~/lib/ai/suggestions";

// The follow-up questions offered under an answer, pure.
describe("suggested follow-up questions", () => {
  it("asks one question per kind of page, in the sources' order, three at most", () => {
    expect(
      suggestFollowUps(
        [
          { title: "Cardano (ADA) araştırması", url: "/crypto-research/cardano" },
          { title: "Likidite", url: "/crypto-dictionary/likidite" },
          { title: "Cüzdan nedir?", url: "/crypto-education/temeller/cuzdan" },
          { title: "Fiyat alarmları", url: "/alerts" },
        ],
        "x",
      ),
    ).toEqual(["Cardano ne işe yarar?", "Likidite nedir?", "Cüzdan nedir?"]);
    expect(MAX_SUGGESTIONS).toBe(3);
    expect(
      suggestFollowUps(
        [
          { title: "Blokzincir", url: "/crypto-education/temeller/blokzincir" },
          { title: "Bitcoin araştırması", url: "/crypto-research/bitcoin" },
          { title: "Portföy takibi", url: "/portfolio-tracker" },
        ],
        "x",
      ),
    ).toEqual(["Blokzincir dersi neyi anlatıyor?", "Bitcoin ne işe yarar?", "Portföy takibi nasıl kullanılır?"]);
  });

  it("adds the market's mood after a coin, and never repeats the question asked, in any case or punctuation", () => {
    expect(suggestFollowUps([{ title: "Bitcoin (BTC) analizi", url: "/crypto-analysis?coin=BTCUSDT" }], "1 btc kaç tl")).toEqual([
      "Korku ve açgözlülük endeksi nedir?",
    ]);
    expect(
      suggestFollowUps(
        [
          { title: "Bitcoin (BTC) analizi", url: "/crypto-analysis?coin=BTCUSDT" },
          { title: "Piyasa duyarlılığı", url: "/market-sentiment" },
        ],
        "Soru",
      ),
    ).toEqual(["1 BTC kaç TL?", "Korku ve açgözlülük endeksi nedir?"]);
    // Pages that suggest nothing new: a signal, the converter, an outside-looking research title.
    expect(
      suggestFollowUps(
        [
          { title: "BTC sinyali #4", url: "/signals/4" },
          { title: "Kripto Para Çevirici", url: "/converter" },
          { title: "Başlık", url: "/crypto-research/x" },
          { title: "Blog", url: "/blog/x" },
        ],
        "x",
      ),
    ).toEqual([]);
    expect(suggestFollowUps([{ title: "Sinyaller", url: "/signals" }], "x")).toEqual(["Sinyaller nasıl kullanılır?"]);
  });
});
