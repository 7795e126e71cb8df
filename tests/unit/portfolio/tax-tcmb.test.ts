import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_TCMB_RATE_MESSAGE } from "~/lib/calculators/tax";
import { resetEnv } from "~/server/env.server";
import { loader } from "~/routes/crypto-tax-calculator/route";
import { resetMarketCache } from "~/services/market.server";
import { resetSourceCache } from "~/services/outside/cached-source.server";
import { fakeTcmbUsdBuying, startFakeTcmb, type FakeTcmb } from "../../fakes/tcmb-server";
import { fakeUsdTryClose } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, requestWith } from "../../setup/requests";

// The tax calculator values dollar rows at TCMB's buying rate of the row's day (the last bulletin
// before a weekend), and at the exchange's USDT/TRY only when the visitor picks it.

// Bought 1 BTC for 100 $ on Thursday 19 November 2026, sold it for 200 $ on Sunday the 22nd.
const ROWS = new URLSearchParams([
  ["date", "2026-11-19"],
  ["type", "buy"],
  ["symbol", "BTC"],
  ["amount", "1"],
  ["price", "100"],
  ["currency", "USD"],
  ["date", "2026-11-22"],
  ["type", "sell"],
  ["symbol", "BTC"],
  ["amount", "1"],
  ["price", "200"],
  ["currency", "USD"],
]);

describe("/crypto-tax-calculator at TCMB's rate", () => {
  const ticker = useFakeTicker();
  let tcmb: FakeTcmb;
  beforeAll(async () => {
    tcmb = await startFakeTcmb();
  });
  afterAll(async () => {
    await tcmb.close();
    process.env.TCMB_RATES_URL = "";
  });
  useTestDatabase();
  beforeEach(() => {
    process.env.TCMB_RATES_URL = tcmb.url;
    process.env.MARKET_TICKER_URL = ticker.url;
    resetEnv();
    resetMarketCache();
    resetSourceCache();
    tcmb.setMode("ok");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const page = async (query: URLSearchParams) => {
    const response = await answer(() => loader({ request: requestWith(`/crypto-tax-calculator?${query}`), params: {}, context }));
    return { status: response.status, body: await response.json() };
  };

  it("values each dollar row at its day's bulletin, a Sunday at Friday's, and names them", async () => {
    const { status, body } = await page(ROWS);
    expect(status).toBe(200);
    const thursday = fakeTcmbUsdBuying("2026-11-19");
    const friday = fakeTcmbUsdBuying("2026-11-20");
    expect(body.rateSource).toBe("tcmb");
    expect(body.report.years[0].cost).toBeCloseTo(100 * thursday, 6);
    expect(body.report.years[0].proceeds).toBeCloseTo(200 * friday, 6);
    expect(body.rates.listed).toEqual([{ day: "2026-11-19", rate: thursday, kind: "exact", usedDay: "2026-11-19" }]);
    expect(body.rates.fallbacks).toEqual([{ day: "2026-11-22", rate: friday, kind: "earlier", usedDay: "2026-11-20" }]);
  });

  it("uses the exchange's USDT/TRY close of the day when the visitor picks it", async () => {
    const { status, body } = await page(new URLSearchParams([...ROWS, ["rates", "exchange"]]));
    expect(status).toBe(200);
    expect(body.rateSource).toBe("exchange");
    expect(body.report.years[0].proceeds).toBeCloseTo(200 * fakeUsdTryClose(Date.parse("2026-11-22T00:00:00Z")), 6);
  });

  it("says so, with the way out, when TCMB gives no rate; never another rate in its place", async () => {
    tcmb.setMode("down");
    const { status, body } = await page(ROWS);
    expect(status).toBe(400);
    expect(body.report).toBeNull();
    expect(body.notice).toBe(NO_TCMB_RATE_MESSAGE);
  });
});
