import {
  CURATED_NFT_IDS,
  nextDueCollection,
  NFT_PUBLIC_REFRESH_MS,
  parseNftCollection,
  publicNftCollectionSchema,
  type CollectionState,
  type PublicNftCollection,
} from "~/lib/nft/public";
import type { SourceCause } from "~/lib/outside/source-cause";
import { getNftSourceRuntime } from "~/models/nft-source.server";
import { env } from "~/server/env.server";
import { defineSource } from "~/services/outside/cached-source.server";
import { OutsideError, readOutsideJson } from "~/services/outside/read.server";
import { runExclusive } from "~/server/schedule-lock.server";

/**
 * The curated NFT collections from CoinGecko's keyless public API, one source key per collection
 * (`coingecko:nft:<id>` in `source_snapshots`). The core keeps each collection's last good answer,
 * its freshness (NFT_PUBLIC_REFRESH_MS) and, as the keys share one host (`sharedRetry`), the wait
 * after CoinGecko is unreachable or answers 429: its Retry-After, else the core's retry time, for
 * all twenty at once. A background schedule asks for the next due collection every
 * COINGECKO_SPACING_MS, within CoinGecko's free rate limit; pages only read what is held. While an
 * admin has set a paid source (/admin/nft-source), that source serves the page and this one rests.
 */

const MAX_BYTES = 512 * 1024;
// One collection is a few kilobytes; the round itself is paced by the schedule.
const RETRY_MS = 5 * 60_000;
/** Once every collection is fresh (or waiting), the schedule looks again after at most this long. */
const REST_MS = 30_000;

const collectionSource = defineSource<PublicNftCollection, string>({
  name: "coingecko:nft",
  label: "CoinGecko NFT koleksiyonları",
  freshMs: NFT_PUBLIC_REFRESH_MS,
  retryMs: RETRY_MS,
  sharedRetry: true,
  schema: publicNftCollectionSchema,
  fetch: async ({ signal }, id) => {
    const timeoutMs = env().CHAIN_TIMEOUT_MS;
    const raw = await readOutsideJson(`${baseUrl()}/nfts/${encodeURIComponent(id)}`, {
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MAX_BYTES,
      signal,
    });
    const collection = parseNftCollection(raw);
    if (!collection || collection.id !== id) throw new OutsideError("bad-shape", `CoinGecko /nfts/${id}: not the collection asked for`);
    return collection;
  },
});

function baseUrl() {
  return env().COINGECKO_API_URL.replace(/\/+$/, "");
}

async function collectionStates() {
  return new Map(await Promise.all(CURATED_NFT_IDS.map(async (id) => [id, await collectionSource.peek(id)] as const)));
}

export type NftStep = { kind: "off" } | { kind: "asked"; id: string } | { kind: "resting"; untilMs: number };

/** Asks CoinGecko for the next due collection, if any; the core decides whether the call is made. */
export async function readNextNftCollection(now = Date.now()): Promise<NftStep> {
  if (!baseUrl() || (await getNftSourceRuntime())) return { kind: "off" };
  const peeks = await collectionStates();
  const states = new Map<string, CollectionState>(
    [...peeks].map(([id, peek]) => [id, { askAfter: peek.askAfter, fetchedAt: peek.result?.fetchedAt ?? null }]),
  );
  const id = nextDueCollection(states, now);
  if (!id) return { kind: "resting", untilMs: Math.min(...[...states.values()].map((state) => state.askAfter)) };
  // A failure is the core's to log, record and wait out; the schedule only moves on.
  await collectionSource.get(id).catch(() => undefined);
  return { kind: "asked", id };
}

/** How long to wait after a step: the spacing after a call, else until the next collection is due (within REST_MS). */
function pauseAfter(step: NftStep, spacingMs: number, now = Date.now()): number {
  if (step.kind === "asked") return spacingMs;
  if (step.kind === "off") return Math.max(spacingMs, REST_MS);
  return Math.min(Math.max(step.untilMs - now, spacingMs), Math.max(spacingMs, REST_MS));
}

let timer: NodeJS.Timeout | undefined;

/** Starts the background reader in the process that runs schedules; calling it again does nothing. */
export function startNftPublicSchedule() {
  if (timer) return;
  const step = async () => {
    let result: NftStep;
    try {
      // Another server reading now: this one rests a round (as when the source is off).
      const round = await runExclusive("nft-public", () => readNextNftCollection());
      result = round.ran ? round.value : { kind: "off" };
    } catch (error) {
      console.error("NFT koleksiyonları okunamadı:", error);
      result = { kind: "off" };
    }
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
      /** Largest 24 h volume first, each with when CoinGecko gave it. */
      collections: Array<PublicNftCollection & { fetchedAt: string }>;
      /** The newest and oldest read among the shown collections (null while none is held). */
      newestAt: string | null;
      oldestAt: string | null;
      /** Some shown figure is the last good answer after a failure, or older than two rounds. */
      stale: boolean;
      /** Why CoinGecko did not answer, while that holds. */
      cause: SourceCause | null;
    };

/** What the NFT page shows without a paid source: the held curated collections, their times and any failure's cause. */
export async function getPublicNftCollections(now = Date.now()): Promise<PublicNftView> {
  if (!baseUrl()) return { enabled: false };
  const peeks = [...(await collectionStates()).values()];
  const collections = peeks
    .flatMap((peek) => (peek.result?.fetchedAt ? [{ ...peek.result.data, fetchedAt: peek.result.fetchedAt }] : []))
    .sort((a, b) => (b.volumeUsd ?? -1) - (a.volumeUsd ?? -1) || a.name.localeCompare(b.name));
  const times = collections.map((c) => c.fetchedAt).sort();
  const oldestAt = times[0] ?? null;
  return {
    enabled: true,
    collections,
    newestAt: times.at(-1) ?? null,
    oldestAt,
    // A stored figure not yet asked again since a restart, with no failure since, is stale only once old.
    stale:
      peeks.some((peek) => peek.result?.state === "stale" && peek.cause) ||
      (oldestAt !== null && now - Date.parse(oldestAt) > 2 * NFT_PUBLIC_REFRESH_MS),
    cause: peeks.find((peek) => peek.cause)?.cause ?? null,
  };
}
