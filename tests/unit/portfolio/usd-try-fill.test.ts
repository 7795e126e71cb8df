import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { usdTryForDays } from "~/services/usd-try-history.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";

// The fake's USDTTRY history starts on 2023-01-01 (as before a listing) and closes at
// 20 + 0.01 × (days since then): 2024-03-15 closes at 24.39.
const ticker = useFakeTicker();
useTestDatabase();
beforeEach(() => resetEnv());

describe("usdTryForDays", () => {
  it("takes an empty answer for days before the pair existed as covered and still reads the newer days", async () => {
    // 2018 is more than 1000 days before 2023: its call of the span comes back empty.
    const rates = await usdTryForDays(["2018-01-01", "2024-03-15"], 34.25);
    expect(rates.get("2024-03-15")).toEqual({ day: "2024-03-15", rate: 24.39, kind: "exact", usedDay: "2024-03-15" });
    expect(rates.get("2018-01-01")).toEqual({ day: "2018-01-01", rate: 34.25, kind: "current", usedDay: null });
    const calls = ticker.klines.calls().length;
    // Both ranges are kept as covered: asking again calls nobody.
    await usdTryForDays(["2018-01-01", "2024-03-15"], 34.25);
    expect(ticker.klines.calls().length).toBe(calls);
  });
});
