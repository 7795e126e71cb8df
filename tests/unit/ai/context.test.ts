import { beforeEach, describe, expect, it } from "vitest";
import { CONTEXT_LIMITS, contextMessage, contextSources, emptyContext, type GroundingContext } from "~/lib/ai/grounding";
import { siteAnswer } from "~/lib/ai/site-answer";
import { searchTerms } from "~/lib/ai/search-terms";
import { saveSourceAnswer } from "~/models/source-snapshots.server";
import { recordSignals } from "~/models/signals.server";
import { resetEnv } from "~/server/env.server";
import { gatherContext } from "~/services/ai-context.server";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

const ticker = useFakeTicker();

useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  ticker.setFailing(false);
});

describe("gatherContext (seeded database, fake exchange)", () => {
  it("gives a named coin's live row: USD and TRY price, change, our score, trend, recommendation, research page", async () => {
    const context = await gatherContext("Bitcoin'in fiyatı ne kadar?");
    expect(context.coins).toHaveLength(1);
    const [btc] = context.coins;
    expect(btc).toMatchObject({
      pair: "BTCUSDT",
      symbol: "BTC",
      name: "Bitcoin",
      priceUsd: 64250.5,
      usdTry: 34.25,
      changePercent: 2.4,
      source: "live",
      researchUrl: "/crypto-research/btc",
    });
    expect(btc!.analysis).toMatchObject({ score: expect.any(Number), trend: expect.any(String), recommendation: expect.any(String) });

    const text = contextMessage(context)!;
    expect(text).toContain("Bitcoin (BTC): $64.250,50 (₺2.200.579,63), 24 saatte +%2,40; kural tabanlı puanımız");
    expect(text).toContain("canlı veri");
    expect(contextSources(context)).toEqual(
      expect.arrayContaining([
        { title: "Bitcoin (BTC) analizi", url: "/crypto-analysis?coin=BTCUSDT" },
        { title: "Bitcoin (BTC) araştırması", url: "/crypto-research/btc" },
      ]),
    );
  });

  it("says when the figures are stale (with their time) or only an example", async () => {
    ticker.setFailing(true);
    const demo = await gatherContext("ETH kaç dolar?");
    expect(demo.coins[0]).toMatchObject({ pair: "ETHUSDT", source: "demo", usdTry: null });
    expect(contextMessage(demo)).toContain("Örnek veri: borsaya ulaşılamadı, gerçek fiyat değildir");
    expect(siteAnswer(demo, { isAdmin: false })).toContain("Örnek veri");

    resetMarketCache();
    const fetchedAt = "2026-11-20T09:30:00.000Z";
    await saveSourceAnswer("market:ticker", "market:ticker", {
      fetchedAt,
      skippedRows: 0,
      payload: [
        {
          symbol: "ETHUSDT",
          lastPrice: 3000,
          priceChangePercent: -1,
          highPrice: 3100,
          lowPrice: 2900,
          volume: 10,
          quoteVolume: 900_000_000,
        },
      ],
    });
    const stale = await gatherContext("ETH kaç dolar?");
    expect(stale.coins[0]).toMatchObject({ source: "stale", updatedAt: fetchedAt, priceUsd: 3000 });
    expect(contextMessage(stale)).toContain("güncel değil: son başarılı veri 20.11.2026 12:30:00");
  });

  it("adds the named coins' open signals, and a coin the market does not have is named as such", async () => {
    const t0 = new Date(Date.now() - 3 * 3_600_000);
    await recordSignals([{ symbol: "BTCUSDT", band: "Bekle", score: 50, price: 60000, reasons: [] }], t0);
    const [id] = await recordSignals(
      [{ symbol: "BTCUSDT", band: "Güçlü Al", score: 90, price: 60000, reasons: ["Hacim yüksek"] }],
      new Date(t0.getTime() + 60_000),
    );
    const context = await gatherContext("btc ve Floki ne durumda");
    expect(context.signals).toEqual([expect.objectContaining({ id, symbol: "BTCUSDT", direction: "buy", band: "Güçlü Al" })]);
    expect(context.unknownCoins).toEqual([expect.objectContaining({ text: "Floki", researchUrl: null })]);
    const text = contextMessage(context)!;
    expect(text).toContain(`Açık sinyal: BTC al sinyali (Güçlü Al, puan 90), açılış $60.000,00`);
    expect(text).toContain("Floki: sitede bu coin için piyasa verisi yok.");
    expect(contextSources(context)).toContainEqual({ title: `BTC sinyali #${id}`, url: `/signals/${id}` });
  });

  it("asks the market only when a coin is named", async () => {
    const before = ticker.hits();
    const context = await gatherContext("DeFi nedir?");
    expect(ticker.hits()).toBe(before);
    expect(context.coins).toEqual([]);
  });

  it("finds the site's own passages for a term question, each with its address", async () => {
    const context = await gatherContext("DeFi nedir?");
    expect(context.passages.length).toBeGreaterThan(0);
    expect(context.passages.length).toBeLessThanOrEqual(CONTEXT_LIMITS.passages);
    expect(context.passages.map((passage) => passage.url)).toContain("/crypto-dictionary/defi");
    for (const passage of context.passages) expect(passage.url).toMatch(/^\/[a-z]/);
    expect(contextMessage(context)).toContain("(/crypto-dictionary/defi)");
    expect(contextSources(context).map((source) => source.url)).toContain("/crypto-dictionary/defi");
    // The chat's sample question finds the same page.
    expect((await gatherContext("DeFi nedir ve nasıl çalışır?")).passages.map((passage) => passage.url)).toContain(
      "/crypto-dictionary/defi",
    );
  });

  it("does not repeat a named coin's own page as a passage", async () => {
    const context = await gatherContext("Bitcoin fiyatı ne kadar?");
    const text = contextMessage(context)!;
    expect(text.split("/crypto-analysis?coin=BTCUSDT").length - 1).toBe(1);
  });
});

describe("contextMessage", () => {
  const coin = (i: number) => ({
    pair: `C${i}USDT`,
    symbol: `C${i}`,
    name: `Coin ${i}`,
    priceUsd: 1 + i,
    usdTry: 34,
    changePercent: 1,
    analysis: { score: 60, trend: "neutral" as const, recommendation: "Bekle" },
    source: "live" as const,
    updatedAt: "2026-11-25T09:00:00.000Z",
    researchUrl: null,
    about: null,
  });
  const long: GroundingContext = {
    ...emptyContext(),
    coins: [1, 2, 3, 4].map(coin),
    unknownCoins: [],
    fearGreed: { value: 71, classification: "Açgözlülük", source: "live", time: "2026-11-25T00:00:00.000Z" },
    signals: [],
    passages: Array.from({ length: 4 }, (_, i) => ({
      kind: "lesson",
      title: `Ders ${i}`,
      url: `/ders/${i}`,
      text: "kelime ".repeat(2000),
    })),
  };

  it(`stays within ${CONTEXT_LIMITS.characters} characters: market lines whole, each passage cut to ${CONTEXT_LIMITS.passageCharacters}`, () => {
    const text = contextMessage(long)!;
    expect(text.length).toBeLessThanOrEqual(CONTEXT_LIMITS.characters);
    for (const i of [1, 2, 3, 4]) expect(text).toContain(`Coin ${i} (C${i})`);
    expect(text).toContain("Korku ve açgözlülük endeksi: 71/100 (Açgözlülük)");
    const passageBlocks = text.split("[Ders] ").slice(1);
    expect(passageBlocks.length).toBeGreaterThan(0);
    for (const block of passageBlocks) expect(block.length).toBeLessThan(CONTEXT_LIMITS.passageCharacters + 40);
  });

  it("is null when the server found nothing, so no empty system message is sent", () => {
    expect(contextMessage(emptyContext())).toBeNull();
  });

  it("the site's answer says it comes from the site's content; only an admin gets the settings link", () => {
    const empty = emptyContext();
    const visitor = siteAnswer(empty, { isAdmin: false });
    expect(visitor).toContain("yapay zekâ sağlayıcısı bağlı olmadığı için bu yanıtı sitenin kendi içeriğinden");
    expect(visitor).not.toContain("/admin/openai-settings");
    expect(visitor).toContain("[Kripto Sözlük](/crypto-dictionary)");
    expect(siteAnswer(empty, { isAdmin: true })).toContain("(/admin/openai-settings)");
  });

  it("escapes the site's titles and passages so they cannot become links or markup", () => {
    const answer = siteAnswer(
      {
        ...long,
        coins: [],
        fearGreed: null,
        passages: [{ kind: "post", title: "[tıkla](https://kötü.example)", url: "/blog/x", text: "<b>x</b>" }],
      },
      { isAdmin: false },
    );
    expect(answer).toContain("**[\\[tıkla\\](\\[bağlantı çıkarıldı\\])](/blog/x)**");
    expect(answer).not.toContain("kötü.example");
    expect(answer).toContain("\\<b\\>x\\</b\\>");
  });
});

describe("searchTerms", () => {
  it("keeps what the question is about", () => {
    expect(searchTerms("DeFi nedir ve nasıl çalışır?")).toBe("defi");
    expect(searchTerms("Borsada nasıl alım satım yapılır?")).toBe("borsada alım satım");
    expect(searchTerms("Bitcoin'in fiyatı ne kadar?")).toBe("bitcoin fiyatı");
    expect(searchTerms("Ne nasıl?")).toBe("");
  });
});
