import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { db } from "~/server/db.server";
import { commentaryWindow } from "~/lib/ai/commentary";
import { loader as pageLoader } from "~/routes/crypto-analysis/route";
import { loader as commentaryLoader } from "~/routes/api.ai.commentary";
import { commentariesSettled, commentaryFor } from "~/services/ai-commentary.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith } from "../../setup/requests";
import { configureProvider, useFakeOpenAi } from "./helpers";

describe("the analysis card's AI commentary", () => {
  const ai = useFakeOpenAi();
  const ticker = useFakeTicker();
  useTestDatabase();
  beforeEach(() => {
    process.env.MARKET_TICKER_URL = ticker.url;
    resetEnv();
    resetMarketCache();
  });

  const args = (url: string) => ({ request: requestWith(url), params: {}, context: { clientIp: "10.0.0.3", cspNonce: "" } });
  const commentaryApi = async (symbol: string) => (await commentaryLoader(args(`/api/ai/commentary?symbol=${symbol}`))) as Response;

  it("is off without a provider", async () => {
    const market = await getMarket();
    expect(await commentaryFor(market.coins[0]!, market)).toEqual({ status: "off" });
    expect(ai.fake.requests).toHaveLength(0);
  });

  it("is never written on sample data", async () => {
    await configureProvider(ai.fake.baseUrl);
    process.env.MARKET_TICKER_URL = "http://127.0.0.1:9/api/v3/ticker/24hr";
    resetEnv();
    resetMarketCache();
    const market = await getMarket();
    expect(market.source).toBe("demo");
    expect(await commentaryFor(market.coins[0]!, market)).toEqual({ status: "off" });
    await commentariesSettled();
    expect(ai.fake.requests).toHaveLength(0);
  });

  it("is written in the background once per coin and window, kept, and the page never waits for it", async () => {
    await configureProvider(ai.fake.baseUrl, { model: "gpt-5-mini" });
    ai.fake.enqueue("Bitcoin **güçlü** hacimle yükselişte; puan 85.");
    ai.fake.setDelay(1_500);

    const page = (await pageLoader(args("/crypto-analysis?coin=BTCUSDT"))) as unknown as { data: { commentary: unknown } };
    // The provider takes 1.5 s: the page was answered before the text existed.
    expect(page.data.commentary).toEqual({ status: "pending" });
    // A burst of visitors asks the provider once.
    const burst = await Promise.all([commentaryApi("BTCUSDT"), commentaryApi("btcusdt")]);
    for (const response of burst) expect((await response.json()).commentary).toEqual({ status: "pending" });

    await commentariesSettled();
    expect(ai.fake.requests).toHaveLength(1);
    expect(ai.fake.requests[0].body.messages?.[1]?.content).toContain("Bitcoin (BTC/USDT)");
    const ready = await commentaryApi("BTCUSDT");
    expect(await ready.json()).toMatchObject({
      symbol: "BTCUSDT",
      commentary: { status: "ready", text: "Bitcoin güçlü hacimle yükselişte; puan 85.", model: "gpt-5-mini" },
    });

    ai.fake.setDelay(0);
    const again = (await pageLoader(args("/crypto-analysis?coin=BTCUSDT"))) as unknown as { data: { commentary: { status: string } } };
    expect(again.data.commentary.status).toBe("ready");
    await commentariesSettled();
    expect(ai.fake.requests).toHaveLength(1);
    const rows = await db().selectFrom("ai_commentaries").selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ symbol: "BTCUSDT", status: "ready", window_start: commentaryWindow(new Date()) })]);

    // The next window writes a new one.
    const market = await getMarket();
    const later = Date.now() + 60 * 60 * 1000;
    expect(
      await commentaryFor(
        market.coins.find((c) => c.symbol === "BTCUSDT")!,
        market,
        later,
      ),
    ).toEqual({ status: "pending" });
    await commentariesSettled();
    expect(ai.fake.requests).toHaveLength(2);
  });

  it("is not asked again in a window whose try failed", async () => {
    await configureProvider(ai.fake.baseUrl);
    ai.fake.setError({ status: 500, message: "down" });
    expect((await (await commentaryApi("ETHUSDT")).json()).commentary).toEqual({ status: "pending" });
    await commentariesSettled();
    expect((await (await commentaryApi("ETHUSDT")).json()).commentary).toEqual({ status: "off" });
    await commentariesSettled();
    expect(ai.fake.requests).toHaveLength(1);
  });

  it("answers bad and unknown symbols in Turkish", async () => {
    const bad = await commentaryApi("BTC%22%3B");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Geçerli bir sembol/);
    const unknown = await commentaryApi("NOPEUSDT");
    expect(unknown.status).toBe(404);
  });
});
