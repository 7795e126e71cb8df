import { db } from "~/server/db.server";
import type { FearGreedEntry } from "~/lib/market/fear-greed";

export interface StoredFearGreed {
  fetchedAt: string;
  entry: FearGreedEntry;
}

// One row (id 1) holds the last good answer.
const SNAPSHOT_ID = 1;

export async function loadFearGreed(): Promise<StoredFearGreed | null> {
  const row = await db()
    .selectFrom("fear_greed_snapshots")
    .select(["fetched_at", "payload"])
    .where("id", "=", SNAPSHOT_ID)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const entry = JSON.parse(row.payload) as Partial<FearGreedEntry>;
    if (typeof entry.value !== "number" || typeof entry.classification !== "string" || typeof entry.time !== "string") return null;
    return { fetchedAt: row.fetched_at, entry: { value: entry.value, classification: entry.classification, time: entry.time } };
  } catch {
    return null;
  }
}

export async function saveFearGreed(stored: StoredFearGreed) {
  const values = { id: SNAPSHOT_ID, fetched_at: stored.fetchedAt, payload: JSON.stringify(stored.entry) };
  await db()
    .insertInto("fear_greed_snapshots")
    .values(values)
    .onConflict((oc) => oc.column("id").doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
}
