import type { TickerNumbers } from "~/lib/market/analysis";
import { db } from "~/server/db.server";

export interface StoredSnapshot {
  fetchedAt: string;
  rows: TickerNumbers[];
}

// One row (id 1) holds the last good snapshot; older ones have no use.
const SNAPSHOT_ID = 1;

export async function loadMarketSnapshot(): Promise<StoredSnapshot | null> {
  const row = await db().selectFrom("market_snapshots").select(["fetched_at", "payload"]).where("id", "=", SNAPSHOT_ID).executeTakeFirst();
  if (!row) return null;
  try {
    const rows = JSON.parse(row.payload) as unknown;
    return Array.isArray(rows) ? { fetchedAt: row.fetched_at, rows: rows as TickerNumbers[] } : null;
  } catch {
    return null;
  }
}

export async function saveMarketSnapshot(snapshot: StoredSnapshot) {
  const values = { id: SNAPSHOT_ID, fetched_at: snapshot.fetchedAt, payload: JSON.stringify(snapshot.rows) };
  await db()
    .insertInto("market_snapshots")
    .values(values)
    .onConflict((oc) => oc.column("id").doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
}
