import { beforeEach, describe, expect, it } from "vitest";
import type { Transaction } from "~/lib/portfolio/schema";
import { HISTORY_MAX_DAYS } from "~/lib/portfolio/history";
import { resetEnv } from "~/server/env.server";
import { resetCandleCache } from "~/services/candles.server";
import { resetMarketCache } from "~/services/market.server";
import { portfolioHistory } from "~/services/portfolio-history.server";
import { addMonths, monthOfDay, monthsNeeded } from "~/lib/portfolio/cpi";
import { todayInTurkey } from "~/lib/portfolio/schema";
import { saveCpiMonth } from "~/models/cpi.server";
import { defaultRows, paxgRow } from "../../fakes/ticker-server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

const ticker = useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  resetCandleCache();
});

let nextId = 1;
const buy = (symbol: string, date: string, amount = 1, price = 100): Transaction => ({
  id: nextId++,
  type: "buy",
  symbol,
  amount,
  price,
  currency: "USD",
  fee: 0,
  date,
  note: "",
});

describe("portfolioHistory", () => {
  it("costs one candle call per coin whatever the portfolio's age, then none, and names the coin it cannot price", async () => {
    // Seven years of monthly purchases of two coins, a coin the exchange does not list, and dollars held as USDT.
    const transactions: Transaction[] = [];
    for (let year = 2019; year <= 2026; year++) {
      for (let month = 1; month <= (year === 2026 ? 10 : 12); month++) {
        const day = `${year}-${String(month).padStart(2, "0")}-05`;
        transactions.push(buy("BTC", day, 0.01), buy("ETH", day, 0.1));
      }
    }
    transactions.push(buy("XYZ", "2024-01-01", 10, 1), buy("USDT", "2024-01-01", 500, 1));
    transactions.sort((a, b) => a.date.localeCompare(b.date));

    const candleCalls = () => ticker.klines.calls().filter((call) => call !== "USDTTRY:1d");
    const history = await portfolioHistory(transactions);
    expect(candleCalls().sort()).toEqual(["BTCUSDT:1d", "ETHUSDT:1d"]);
    expect(history?.points).toHaveLength(HISTORY_MAX_DAYS);
    expect(history?.capped).toBe(true);
    expect(history?.excluded).toEqual([{ symbol: "XYZ", reason: "Borsada USDT paritesi yok; günlük kapanış fiyatı bilinmiyor." }]);
    expect(history?.returns.map((period) => period.key)).toEqual(["1w", "1m", "1y", "all"]);
    // The fake exchange lists no PAX Gold: the dollar yardstick alone, and the page says why.
    expect(history?.yardsticks.map((yardstick) => [yardstick.key, yardstick.returns.map((period) => period.key)])).toEqual([
      ["usd", ["1w", "1m", "1y", "all"]],
    ]);
    expect(history?.goldMissing).toBe(true);

    const calls = ticker.klines.calls().length;
    await portfolioHistory(transactions);
    expect(ticker.klines.calls().length).toBe(calls);
  });

  it("measures against gram gold and TÜFE when the exchange lists PAXG and the index covers the days, and says why not otherwise", async () => {
    const today = todayInTurkey();
    const first = `${monthOfDay(today)}-01`;
    const transactions = [buy("BTC", first, 0.01)];
    ticker.setRows([...defaultRows, paxgRow]);
    // No month entered: the TÜFE yardstick is not measured, and the note says the index is missing.
    let history = await portfolioHistory(transactions);
    expect(history?.cpi).toEqual({ shown: false, note: "TÜFE endeksi henüz girilmedi; TÜFE'ye göre kıyas gösterilmiyor." });

    const admin = { id: 1, username: "admin" };
    const [older, latest] = monthsNeeded(first, today);
    await saveCpiMonth(undefined, { month: older, value: 100, source: "TÜİK bülteni" }, admin);
    // Only the older month: the index is not up to date.
    history = await portfolioHistory(transactions);
    expect(history?.cpi).toMatchObject({ shown: false, note: expect.stringContaining("güncel değil") });
    expect(history?.yardsticks.map((yardstick) => yardstick.key)).toEqual(["usd", "gold"]);

    await saveCpiMonth(undefined, { month: latest, value: 103, source: "https://data.tuik.gov.tr/" }, admin);
    // A later month the days do not need is not the one named as used.
    await saveCpiMonth(undefined, { month: addMonths(latest, 1), value: 106, source: "sonraki" }, admin);
    history = await portfolioHistory(transactions);
    expect(history?.yardsticks.map((yardstick) => yardstick.key)).toEqual(["usd", "gold", "cpi"]);
    expect(history?.cpi).toMatchObject({ shown: true, first: older, last: latest, source: "https://data.tuik.gov.tr/" });
    expect(history?.goldMissing).toBe(false);
    // Bought on the 1st, at the index of three months before (100): today it is 100 + (d − 1)/D × 3.
    const cpi = history!.yardsticks.find((yardstick) => yardstick.key === "cpi")!;
    const day = Number(today.slice(8, 10));
    const daysInMonth = new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0).getDate();
    const all = cpi.returns.find((period) => period.key === "all")!;
    expect(all.try.rate).toBeCloseTo(((day - 1) / daysInMonth) * 0.03, 10);
    ticker.setRows(defaultRows);
  });

  it("has nothing to draw for an empty portfolio", async () => {
    expect(await portfolioHistory([])).toBeNull();
  });
});
