import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { replaySignals } from "~/lib/bots/backtest";
import { buildCoins, type TickerNumbers } from "~/lib/market/analysis";
import { observationsOf, recordSignals } from "~/models/signals.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase({ seeded: false });

const row = (symbol: string, price: number, change: number, high: number, low: number, quoteVolume: number): TickerNumbers => ({
  symbol,
  lastPrice: price,
  priceChangePercent: change,
  highPrice: high,
  lowPrice: low,
  volume: quoteVolume / price,
  quoteVolume,
});

/** Snapshots of two coins; the 12:30 one falls in BTC's quiet hour after its 12:00 signal. */
const snapshots: Array<[time: string, rows: TickerNumbers[]]> = [
  ["2026-11-20T10:00:00.000Z", [row("BTCUSDT", 60000, -6, 66000, 59000, 2e9), row("ETHUSDT", 3000, 0, 3050, 2950, 9e8)]],
  ["2026-11-20T12:00:00.000Z", [row("BTCUSDT", 63000, 5.5, 63500, 59000, 2e9), row("ETHUSDT", 3100, 6, 3110, 2900, 9e8)]],
  ["2026-11-20T12:30:00.000Z", [row("BTCUSDT", 61000, -6, 64000, 60500, 2e9), row("ETHUSDT", 2900, -7, 3200, 2890, 9e8)]],
  ["2026-11-20T15:00:00.000Z", [row("BTCUSDT", 61000, -6, 64000, 60500, 2e9), row("ETHUSDT", 2800, -9, 3200, 2790, 4e7)]],
  ["2026-11-21T15:00:00.000Z", [row("BTCUSDT", 65000, 7, 65500, 60000, 2e9), row("ETHUSDT", 3000, 7, 3010, 2800, 9e8)]],
];

describe("the backtest replays the live signal rule", () => {
  it("gives exactly the signals the live path records from the same snapshots", async () => {
    for (const [time, rows] of snapshots) await recordSignals(observationsOf(buildCoins(rows)), new Date(time));
    const live = await db().selectFrom("signals").selectAll().orderBy("id").execute();
    const replayed = replaySignals(
      snapshots.map(([time, rows]) => ({ at: new Date(time), observations: observationsOf(buildCoins(rows)) })),
    );

    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(replayed).toEqual(
      live.map((s) => ({
        symbol: s.symbol,
        direction: s.direction,
        fromBand: s.from_band,
        toBand: s.to_band,
        score: s.score,
        openPrice: s.open_price,
        openedAt: s.opened_at,
        closePrice: s.close_price,
        closedAt: s.closed_at,
      })),
    );
    // The quiet hour held: no BTC signal at 12:30.
    expect(replayed.filter((s) => s.symbol === "BTCUSDT").map((s) => s.openedAt)).not.toContain("2026-11-20T12:30:00.000Z");
  });
});
