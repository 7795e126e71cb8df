import { nextDueCollection, NFT_PUBLIC_REFRESH_MS, parseNftCollection } from "~/lib/nft/public";
import { listNftPublicCollections, nftPublicFetchTimes, saveNftPublicCollection } from "~/models/nft-public.server";
import { getNftSourceRuntime } from "~/models/nft-source.server";
import { env } from "~/server/env.server";
import { OutsideError, readOutsideJson } from "~/services/outside/read.server";

/**
 * Reads the curated NFT collections from CoinGecko's keyless public API, one call at a time,
 * COINGECKO_SPACING_MS apart, each collection again once NFT_PUBLIC_REFRESH_MS old. A 429 is
 * honoured: nothing is asked until its Retry-After (a minute when it names none) has passed.
 * While an admin has set a paid source (/admin/nft-source), that source serves the page and
 * this reader rests.
 */

const MAX_BYTES = 512 * 1024;
const RATE_LIMIT_PAUSE_MS = 60_000;

export type NftStep =
  { kind: "off" | "fresh" } | { kind: "saved"; id: string } | { kind: "failed"; id: string } | { kind: "rate-limited"; waitMs: number };

/** Reads the next due collection, if any; what happened decides the pause before the next step. */
export async function readNextNftCollection(skip: ReadonlySet<string> = new Set(), now = Date.now()): Promise<NftStep> {
  const base = env().COINGECKO_API_URL.replace(/\/+$/, "");
  if (!base || (await getNftSourceRuntime())) return { kind: "off" };
  const id = nextDueCollection(await nftPublicFetchTimes(), now, skip);
  if (!id) return { kind: "fresh" };
  const timeoutMs = env().CHAIN_TIMEOUT_MS;
  try {
    const raw = await readOutsideJson(`${base}/nfts/${encodeURIComponent(id)}`, {
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MAX_BYTES,
    });
    const collection = parseNftCollection(raw);
    if (!collection || collection.id !== id) {
      console.warn(`CoinGecko NFT (${id}): anlaşılmayan yanıt; bu koleksiyon atlandı.`);
      return { kind: "failed", id };
    }
    await saveNftPublicCollection(collection, new Date().toISOString());
    return { kind: "saved", id };
  } catch (error) {
    if (error instanceof OutsideError && error.kind === "rate-limited") {
      return { kind: "rate-limited", waitMs: error.retryAfterMs ?? RATE_LIMIT_PAUSE_MS };
    }
    console.warn(`CoinGecko NFT (${id}) okunamadı:`, error instanceof Error ? error.message : error);
    return { kind: "failed", id };
  }
}

/** How long to wait after a step: the spacing, longer after a 429, a round's rest once all are fresh. */
export function pauseAfter(step: NftStep, spacingMs: number): number {
  if (step.kind === "rate-limited") return Math.max(step.waitMs, spacingMs);
  if (step.kind === "off" || step.kind === "fresh") return Math.max(spacingMs, 30_000);
  return spacingMs;
}

let timer: NodeJS.Timeout | undefined;
/** Failed collections are tried again only in the next round. */
const failedThisRound = new Set<string>();

/** Starts the background reader in the process that runs schedules; calling it again does nothing. */
export function startNftPublicSchedule() {
  if (timer) return;
  const step = async () => {
    let result: NftStep;
    try {
      result = await readNextNftCollection(failedThisRound);
    } catch (error) {
      console.error("NFT koleksiyonları okunamadı:", error);
      result = { kind: "off" };
    }
    if (result.kind === "failed") failedThisRound.add(result.id);
    if (result.kind === "fresh") failedThisRound.clear();
    timer = setTimeout(() => void step(), pauseAfter(result, env().COINGECKO_SPACING_MS));
    // The schedule never keeps the process alive on its own.
    timer.unref();
  };
  timer = setTimeout(() => void step(), 0);
  timer.unref();
}

export type PublicNftView =
  | { enabled: false }
  | {
      enabled: true;
      collections: Awaited<ReturnType<typeof listNftPublicCollections>>;
      /** The newest and oldest read among the shown collections (null while none is stored). */
      newestAt: string | null;
      oldestAt: string | null;
      /** Some shown figure is older than two rounds: the reader has not been able to keep up. */
      stale: boolean;
    };

/** What the NFT page shows without a paid source: the stored curated collections and their times. */
export async function getPublicNftCollections(now = Date.now()): Promise<PublicNftView> {
  if (!env().COINGECKO_API_URL) return { enabled: false };
  const collections = await listNftPublicCollections();
  const times = collections.map((c) => c.fetchedAt).sort();
  const oldestAt = times[0] ?? null;
  return {
    enabled: true,
    collections,
    newestAt: times.at(-1) ?? null,
    oldestAt,
    stale: oldestAt !== null && now - Date.parse(oldestAt) > 2 * NFT_PUBLIC_REFRESH_MS,
  };
}
