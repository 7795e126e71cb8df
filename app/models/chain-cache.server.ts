import { db } from "~/server/db.server";

export interface StoredChainAnswer {
  fetchedAt: string;
  /** The source's answer as it was validated, before any use; the caller validates it again. */
  payload: unknown;
}

// Visitors can look up anything, so the table keeps only the most recent answers.
const MAX_ROWS = 2000;

export async function loadChainAnswer(key: string): Promise<StoredChainAnswer | null> {
  const row = await db().selectFrom("chain_cache").select(["fetched_at", "payload"]).where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  try {
    return { fetchedAt: row.fetched_at, payload: JSON.parse(row.payload) as unknown };
  } catch {
    return null;
  }
}

export async function saveChainAnswer(key: string, answer: StoredChainAnswer) {
  const values = { key, fetched_at: answer.fetchedAt, payload: JSON.stringify(answer.payload) };
  await db()
    .insertInto("chain_cache")
    .values(values)
    .onConflict((oc) => oc.column("key").doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
  const oldestKept = await db()
    .selectFrom("chain_cache")
    .select("fetched_at")
    .orderBy("fetched_at", "desc")
    .offset(MAX_ROWS - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) await db().deleteFrom("chain_cache").where("fetched_at", "<", oldestKept.fetched_at).execute();
}
