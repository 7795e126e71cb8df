import { describe, expect, it } from "vitest";
import { recordSignals } from "~/models/signals.server";
import { leaderboardRows } from "~/services/bots.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, hours));
const seen = (band: string, price: number) => [{ symbol: "BTCUSDT", band, score: 50, price, reasons: [] }];

describe("social trading beside buy-and-hold", () => {
  it("sets the signals' record beside holding each signal's coin over the same time", async () => {
    await recordSignals(seen("Bekle", 60_000), at(0));
    // Buy at 60 000, closed by a sell at 66 000 (+10 %), which closes at 69 300 (+5 %: -5 % from its side).
    await recordSignals(seen("Güçlü Al", 60_000), at(2));
    await recordSignals(seen("Bekle", 66_000), at(4));
    await recordSignals(seen("Güçlü Al", 69_300), at(6));

    const signals = (await leaderboardRows()).find((row) => row.kind === "signals")!;
    expect(signals.trades).toBe(2);
    // From the signals' side: (+10 - 5) / 2 = +2,5 %; holding the coin over the same times: (+10 + 5) / 2 = +7,5 %.
    expect(signals.returnPercent).toBeCloseTo(2.5, 10);
    expect(signals.holdReturnPercent).toBeCloseTo(7.5, 10);
  });
});
