import { db } from "~/server/db.server";
import type { StoredChainAnswer } from "./chain-cache.server";

/**
 * The last good answer of a source fetched for everyone under a fixed key (DeFi TVL, NFT
 * collections). The keys are few and chosen by the site, so nothing is pruned.
 */

export async function loadSourceAnswer(key: string): Promise<StoredChainAnswer | null> {
  const row = await db().selectFrom("source_cache").select(["fetched_at", "payload"]).where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  try {
    return { fetchedAt: row.fetched_at, payload: JSON.parse(row.payload) as unknown };
  } catch {
    return null;
  }
}

export async function saveSourceAnswer(key: string, answer: StoredChainAnswer) {
  const values = { key, fetched_at: answer.fetchedAt, payload: JSON.stringify(answer.payload) };
  await db()
    .insertInto("source_cache")
    .values(values)
    .onConflict((oc) => oc.column("key").doUpdateSet({ fetched_at: values.fetched_at, payload: values.payload }))
    .execute();
}

/** Drops the stored answers whose key starts with `prefix`, when the source they came from is replaced. */
export async function forgetSourceAnswers(prefix: string) {
  await db()
    .deleteFrom("source_cache")
    .where((eb) => eb(eb.fn<string>("substr", ["key", eb.val(1), eb.val(prefix.length)]), "=", prefix))
    .execute();
}

export const sourceAnswerStore = { load: loadSourceAnswer, save: saveSourceAnswer };
