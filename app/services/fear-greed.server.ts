import { env } from "~/server/env.server";
import { parseFearGreed, type FearGreed } from "~/lib/market/fear-greed";
import { loadFearGreed, saveFearGreed, type StoredFearGreed } from "~/models/fear-greed.server";
import { fetchJson } from "~/services/fetch-json.server";

// The index changes once a day; an hour keeps it current at 24 calls a day at most.
export const FEAR_GREED_FRESH_MS = 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const MAX_FETCH_MS = 8_000;
const MAX_BODY_BYTES = 64 * 1024;

interface State {
  restoring: Promise<void> | null;
  lastGood: StoredFearGreed | null;
  current: FearGreed | null;
  validUntil: number;
  inflight: Promise<FearGreed> | null;
}

let state: State = freshState();

function freshState(): State {
  return { restoring: null, lastGood: null, current: null, validUntil: 0, inflight: null };
}

/** Forgets everything held in memory, as a process restart would. For tests. */
export function resetFearGreedCache() {
  state = freshState();
}

/** The index at FEAR_GREED_URL, asked at most once an hour (every 5 minutes while it fails). */
export async function getFearGreed(): Promise<FearGreed> {
  const url = env().FEAR_GREED_URL;
  if (!url) return { status: "unset" };
  await (state.restoring ??= restore());
  if (state.current && Date.now() < state.validUntil) return state.current;
  state.inflight ??= refresh(url).finally(() => {
    state.inflight = null;
  });
  return state.inflight;
}

async function restore() {
  const stored = await loadFearGreed().catch(() => null);
  if (!stored) return;
  state.lastGood = stored;
  const fetchedAt = Date.parse(stored.fetchedAt);
  if (Date.now() - fetchedAt < FEAR_GREED_FRESH_MS) {
    state.current = { status: "ok", data: stored.entry, source: "live", fetchedAt: stored.fetchedAt };
    state.validUntil = fetchedAt + FEAR_GREED_FRESH_MS;
  }
}

async function refresh(url: string): Promise<FearGreed> {
  try {
    const entry = parseFearGreed(await fetchJson(url, { timeoutMs: MAX_FETCH_MS, maxBytes: MAX_BODY_BYTES }));
    const stored = { fetchedAt: new Date().toISOString(), entry };
    state.lastGood = stored;
    await saveFearGreed(stored).catch((error: unknown) => console.error("Korku ve açgözlülük endeksi kaydedilemedi:", error));
    return decide({ status: "ok", data: entry, source: "live", fetchedAt: stored.fetchedAt }, FEAR_GREED_FRESH_MS);
  } catch (error) {
    console.warn("Korku ve açgözlülük endeksi alınamadı:", error instanceof Error ? error.message : error);
    const fallback: FearGreed = state.lastGood
      ? { status: "ok", data: state.lastGood.entry, source: "stale", fetchedAt: state.lastGood.fetchedAt }
      : { status: "unavailable" };
    return decide(fallback, RETRY_AFTER_FAILURE_MS);
  }
}

function decide(result: FearGreed, forMs: number): FearGreed {
  state.current = result;
  state.validUntil = Date.now() + forMs;
  return result;
}
