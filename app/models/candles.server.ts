import { db } from "~/server/db.server";
import type { Candle, CandleInterval } from "~/lib/market/candles";

export interface StoredCandles {
  fetchedAt: string;
  candles: Candle[];
}

export async function loadCandleSet(symbol: string, interval: CandleInterval): Promise<StoredCandles | null> {
  const row = await db()
    .selectFrom("candle_sets")
    .select(["fetched_at", "payload"])
    .where("symbol", "=", symbol)
    .where("interval", "=", interval)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const candles = JSON.parse(row.payload) as unknown;
    // Stored as parsed candles; a row that no longer reads as candles is treated as absent.
    if (!Array.isArray(candles) || !candles.length || !candles.every(isCandle)) return null;
    return { fetchedAt: row.fetched_at, candles };
  } catch {
    return null;
  }
}

function isCandle(value: unknown): value is Candle {
  if (!value || typeof value !== "object") return false;
  const c = value as Record<string, unknown>;
  return ["openTime", "open", "high", "low", "close", "volume", "closeTime"].every(
    (key) => typeof c[key] === "number" && Number.isFinite(c[key]),
  );
}

export async function saveCandleSet(symbol: string, interval: CandleInterval, stored: StoredCandles) {
  const values = { symbol, interval, fetched_at: stored.fetchedAt, payload: JSON.stringify(stored.candles) };
  await db()
    .insertInto("candle_sets")
    .values(values)
    .onConflict((oc) => oc.columns(["symbol", "interval"]).doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
}
