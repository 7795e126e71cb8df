import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import { parseFearGreed, type FearGreed, type FearGreedEntry } from "~/lib/market/fear-greed";
import { defineSource, resetSourceCache, type SourceResult } from "~/services/outside/cached-source.server";
import { readOutsideJson } from "~/services/outside/read.server";

// The index changes once a day; an hour keeps it current at 24 calls a day at most.
export const FEAR_GREED_FRESH_MS = 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const MAX_FETCH_MS = 8_000;
const MAX_BODY_BYTES = 64 * 1024;

const StoredEntry = z.object({ value: z.number(), classification: z.string(), time: z.string() });

const fearGreedSource = defineSource<FearGreedEntry>({
  name: "fear-greed",
  label: "Korku ve açgözlülük endeksi",
  freshMs: FEAR_GREED_FRESH_MS,
  retryMs: RETRY_AFTER_FAILURE_MS,
  schema: StoredEntry,
  fetch: async ({ signal }) =>
    parseFearGreed(
      await readOutsideJson(env().FEAR_GREED_URL ?? "", {
        firstByteMs: MAX_FETCH_MS,
        idleMs: MAX_FETCH_MS,
        totalMs: MAX_FETCH_MS,
        maxBytes: MAX_BODY_BYTES,
        signal,
      }),
    ),
});

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetFearGreedCache() {
  resetSourceCache(fearGreedSource.name);
}

const views = new WeakMap<SourceResult<FearGreedEntry>, FearGreed>();

/** The index at FEAR_GREED_URL, asked at most once an hour (every 5 minutes while it fails). */
export async function getFearGreed(): Promise<FearGreed> {
  if (!env().FEAR_GREED_URL) return { status: "unset" };
  let result: SourceResult<FearGreedEntry>;
  try {
    result = await fearGreedSource.get();
  } catch {
    return { status: "unavailable" };
  }
  let view = views.get(result);
  if (!view) {
    view = { status: "ok", data: result.data, source: result.state === "live" ? "live" : "stale", fetchedAt: result.fetchedAt ?? "" };
    views.set(result, view);
  }
  return view;
}
