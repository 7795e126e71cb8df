import { db } from "~/server/db.server";
import type { AiCommentaryRow } from "~/lib/db-schema";

/** A claim older than this was left by a process that stopped mid-request; another may take it over. */
const CLAIM_TIMEOUT_MS = 2 * 60 * 1000;

export async function getCommentary(symbol: string, windowStart: string): Promise<AiCommentaryRow | undefined> {
  return db()
    .selectFrom("ai_commentaries")
    .selectAll()
    .where("symbol", "=", symbol)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
}

/**
 * Takes the right to write this coin's commentary for this window: true for exactly one
 * caller across processes (one statement decides), or again once a claim went stale.
 */
export async function claimCommentary(symbol: string, windowStart: string): Promise<boolean> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const claimed = await db()
    .insertInto("ai_commentaries")
    .values({ symbol, window_start: windowStart, status: "pending", updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .columns(["symbol", "window_start"])
        .doUpdateSet({ updated_at: now.toISOString() })
        .where("ai_commentaries.status", "=", "pending")
        .where("ai_commentaries.updated_at", "<", staleBefore),
    )
    .returning("symbol")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Commentaries are kept this long; the card only ever shows the current window's. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Keeps the written commentary (or, with `failed`, that this window's try failed: it is not retried). */
export async function finishCommentary(symbol: string, windowStart: string, result: { content: string; model: string } | "failed") {
  await db()
    .updateTable("ai_commentaries")
    .set({
      ...(result === "failed" ? { status: "failed" as const } : { status: "ready" as const, content: result.content, model: result.model }),
      updated_at: new Date().toISOString(),
    })
    .where("symbol", "=", symbol)
    .where("window_start", "=", windowStart)
    .execute();
  await db()
    .deleteFrom("ai_commentaries")
    .where("window_start", "<", new Date(Date.now() - KEEP_MS).toISOString())
    .execute();
}
