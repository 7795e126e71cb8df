import { cleanCommentary, commentaryMessages, commentaryWindow, type CoinCommentary } from "~/lib/ai/commentary";
import type { Coin, MarketSource } from "~/lib/market/analysis";
import { getAiRuntime } from "~/models/ai.server";
import { claimCommentary, finishCommentary, getCommentary } from "~/models/ai-commentary.server";
import { complete } from "./ai-provider.server";
import { logger } from "~/server/log.server";

const GENERATION_TIMEOUT_MS = 60_000;

/** Generations running in this process, so a burst of visitors makes one request. */
const running = new Map<string, Promise<void>>();

async function generate(coin: Coin, windowStart: string, marketTime: string) {
  const runtime = await getAiRuntime();
  if (!runtime || !(await claimCommentary(coin.symbol, windowStart))) return;
  try {
    const completion = await complete(runtime.config, commentaryMessages(coin, marketTime), { timeoutMs: GENERATION_TIMEOUT_MS });
    const text = cleanCommentary(completion.content);
    await finishCommentary(coin.symbol, windowStart, text ? { content: text, model: completion.model } : "failed");
  } catch (error) {
    // A missing model or a refused key already tells the admins through the provider; one
    // try per window is enough, the next window tries again.
    logger.error({ err: error }, `AI yorumu yazılamadı (${coin.symbol})`);
    await finishCommentary(coin.symbol, windowStart, "failed");
  }
}

/**
 * The coin's commentary for the current market window, never waiting on the provider:
 * a stored one, or `pending` while one is written in the background (started here when
 * none exists yet). Never for sample ('Örnek veri') figures, nor without a provider.
 */
export async function commentaryFor(
  coin: Coin | null,
  market: { source: MarketSource; updatedAt: string },
  now = Date.now(),
): Promise<CoinCommentary> {
  if (!coin?.analysis || market.source === "demo") return { status: "off" };
  if (!(await getAiRuntime())) return { status: "off" };
  const windowStart = commentaryWindow(now);
  const stored = await getCommentary(coin.symbol, windowStart);
  if (stored?.status === "ready") return { status: "ready", text: stored.content, model: stored.model, createdAt: stored.updated_at };
  if (stored?.status === "failed") return { status: "off" };
  const key = `${coin.symbol}|${windowStart}`;
  if (!running.has(key)) {
    const work = generate(coin, windowStart, market.updatedAt)
      .catch((error: unknown) => logger.error({ err: error }, "AI yorumu kaydedilemedi"))
      .finally(() => running.delete(key));
    running.set(key, work);
  }
  return { status: "pending" };
}

/** Resolves once this process's background commentaries are written (tests and shutdown). */
export async function commentariesSettled() {
  await Promise.all(running.values());
}
