import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { loader as trackRecordApi } from "~/routes/api.track-record";
import { resetCandleCache } from "~/services/candles.server";
import { getMarket, resetMarketCache } from "~/services/market.server";
import {
  bandRecordLine,
  keepLiveCalls,
  resetTrackRecordCache,
  runTrackRecord,
  trackRecordIfDue,
  type StoredRecord,
} from "~/services/track-record.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { answer, context, requestWith } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

const ticker = useFakeTicker();
useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
  resetCandleCache();
  resetTrackRecordCache();
});

const api = async () => {
  const response = await answer(() => trackRecordApi({ request: requestWith("/api/track-record"), params: {}, context } as never));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("the track record on the fake exchange", () => {
  it("says plainly that there is no record before the first run: the shape with nulls, and 'not yet' on the line", async () => {
    const { status, body } = await api();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      generatedAt: null,
      from: null,
      to: null,
      predictions: { days: 0, inside1Sigma: null, inside2Sigma: null },
    });
    expect(body.bands).toEqual(
      ["strong_buy", "buy", "wait", "careful", "avoid"].map((band) =>
        expect.objectContaining({ band, calls: 0, avgReturn7d: null, avgReturn30d: null, marketReturn30d: null, hitRate30d: null }),
      ),
    );
    expect(bandRecordLine("Güçlü Al")).toBe("Kayıt henüz hesaplanıyor");
  });

  it("replays a year of every covered coin with one candle call each, then gives the contract's shape", async () => {
    const market = await getMarket();
    const before = ticker.klines.hits();
    const record = (await runTrackRecord(market, new Date("2026-11-28T06:00:00Z"), 0)) as StoredRecord;
    // The fake market analyses 8 coins: one daily klines call each.
    expect(ticker.klines.hits() - before).toBe(8);
    // 366 finished days, of which the last 365 are replayed; the 335 older ones have their 30 days after them.
    expect(record.bands.reduce((sum, band) => sum + band.calls, 0)).toBe(8 * 335);
    expect(record.from).toBe("2025-11-23");
    expect(record.to).toBe("2026-10-23");

    const { body } = await api();
    expect(Object.keys(body)).toEqual(["generatedAt", "from", "to", "bands", "grades", "predictions", "signals"]);
    expect(Object.keys((body.bands as object[])[0]!)).toEqual([
      "band",
      "label",
      "calls",
      "avgReturn7d",
      "avgReturn30d",
      "marketReturn30d",
      "hitRate30d",
    ]);
    expect(Object.keys((body.grades as object[])[0]!)).toEqual(["grade", "calls", "avgReturn30d", "marketReturn30d", "hitRate30d"]);
    expect(body.predictions).toEqual({ days: expect.any(Number), inside1Sigma: expect.any(Number), inside2Sigma: expect.any(Number) });
    expect(Object.keys(body.signals as object)).toEqual(["closed", "hitRate", "avgReturn", "holdReturn"]);
    expect(bandRecordLine("Güçlü Al")).toMatch(/^Bu banttaki [\d.]+ geçmiş çağrı: 30 günde ort\. [+-]?%\d+,\d; aynı dönemde piyasa/);

    // Within a day nothing is asked again, whatever calls the record.
    const calls = ticker.klines.hits();
    expect(await trackRecordIfDue(new Date("2026-11-28T12:00:00Z"))).toBeNull();
    expect(ticker.klines.hits()).toBe(calls);
  });

  it("measures a day the live snapshot called from what it showed, in place of that day's replayed call", async () => {
    // The fake's replay has no "Uzak Dur" day: this one can only come from the live call.
    await db()
      .insertInto("track_live_calls")
      .values({ symbol: "BTCUSDT", day: "2026-06-01", band: "avoid", grade: "E", score: 20, price: 50_000 })
      .execute();
    const record = (await runTrackRecord(await getMarket(), new Date("2026-11-28T06:00:00Z"), 0)) as StoredRecord;
    expect(record.bands.find((band) => band.band === "avoid")?.calls).toBe(1);
    expect(record.grades.find((grade) => grade.grade === "E")?.calls).toBe(1);
    expect(record.bands.reduce((sum, band) => sum + band.calls, 0)).toBe(8 * 335);
  });

  it("keeps the first live call of each coin's day", async () => {
    const market = await getMarket();
    await keepLiveCalls(market);
    await keepLiveCalls(market);
    const rows = await db().selectFrom("track_live_calls").selectAll().execute();
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.symbol === "BTCUSDT")).toMatchObject({ band: "strong_buy", price: 64250.5 });
  });
});
