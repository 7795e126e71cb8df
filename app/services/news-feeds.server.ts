import { env } from "~/server/env.server";
import { FeedFormatError, decodeFeed, parseFeed } from "~/server/news-feed-parser.server";
import { getNewsSource, listDueNewsSources, recordNewsFetchFailure, recordNewsFetchSuccess } from "~/models/news.server";
import { describeOutsideFailure, readOutside } from "./outside/read.server";
import { runExclusive } from "~/server/schedule-lock.server";

/**
 * The news feeds: each enabled feed is read by the server when it is added and then on a
 * schedule, never by a visitor's request. One read per feed at a time, one scheduled run at
 * a time; a feed that times out, answers too much or answers garbage is marked failed with
 * the reason, and the other feeds are read as usual. Feeds are admin-set URLs: they are read under
 * the outside-call policy (`readOutside`: same-origin redirects only, the address checked when
 * connecting, a size cap and time limits).
 */

/** A feed larger than this is refused; real news feeds are a few hundred kilobytes at most. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
const FEED_ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";
const USER_AGENT = "KriptoRehber-HaberOkuyucu/1.0";
/** How many feeds a scheduled run reads at once. */
const CONCURRENCY = 4;

export interface FeedLimits {
  timeoutMs: number;
  maxBytes: number;
}

export type FeedReadResult = { ok: true; count: number; added: number; message: string } | { ok: false; message: string };

const inflight = new Map<number, Promise<FeedReadResult>>();
let scheduledRun: Promise<FeedReadResult[]> | null = null;

function defaultLimits(): FeedLimits {
  return { timeoutMs: env().NEWS_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES };
}

/**
 * Why a read failed, in Turkish, for the admin screen: what was wrong with a feed that arrived,
 * else only the cause class, so the screen cannot tell a closed port from an HTTP error or a
 * timeout (the precise cause goes to the server log).
 */
export function describeFeedFailure(error: unknown): string {
  if (error instanceof FeedFormatError) return error.message;
  return describeOutsideFailure(error);
}

async function read(source: { id: number; url: string }, limits: FeedLimits): Promise<FeedReadResult> {
  const startedAt = new Date().toISOString();
  try {
    const { bytes, contentType } = await readOutside(source.url, {
      headers: { Accept: FEED_ACCEPT, "User-Agent": USER_AGENT },
      // The time limit covers the whole answer, so a feed that drips cannot hold a read open.
      firstByteMs: limits.timeoutMs,
      idleMs: limits.timeoutMs,
      totalMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
    });
    const feed = parseFeed(decodeFeed(bytes, contentType), source.url);
    const added = await recordNewsFetchSuccess(source.id, feed.items, startedAt);
    return { ok: true, count: feed.items.length, added, message: `${feed.items.length} haber okundu, ${added} yeni.` };
  } catch (error) {
    const message = describeFeedFailure(error);
    if (!(error instanceof FeedFormatError)) console.warn(`Haber kaynağı okunamadı (${source.url}):`, error);
    await recordNewsFetchFailure(source.id, message, startedAt).catch((dbError: unknown) =>
      console.error("Haber kaynağının sonucu kaydedilemedi:", dbError),
    );
    return { ok: false, message };
  }
}

/** Reads one feed now; a read already under way for it is joined rather than repeated. Never throws. */
export function refreshNewsSource(source: { id: number; url: string }, limits: FeedLimits = defaultLimits()): Promise<FeedReadResult> {
  const pending = inflight.get(source.id);
  if (pending) return pending;
  const started = read(source, limits).finally(() => inflight.delete(source.id));
  inflight.set(source.id, started);
  return started;
}

/** Reads the feed with `id` now; null when there is no such feed. */
export async function refreshNewsSourceById(id: number, limits?: FeedLimits): Promise<FeedReadResult | null> {
  const source = await getNewsSource(id);
  return source ? refreshNewsSource(source, limits) : null;
}

/**
 * Reads every enabled feed not read within the refresh interval (or `force`: every enabled
 * feed), a few at a time. A run already under way is joined. Each feed's failure stays its own.
 */
export function refreshDueNewsSources(options: { force?: boolean; limits?: FeedLimits } = {}): Promise<FeedReadResult[]> {
  if (scheduledRun) return scheduledRun;
  scheduledRun = (async () => {
    // A little under the interval, so a feed read at the last run is due at this one.
    const before = options.force
      ? new Date(Date.now() + 1000).toISOString()
      : new Date(Date.now() - env().NEWS_REFRESH_MS * 0.9).toISOString();
    const due = await listDueNewsSources(before);
    const results: FeedReadResult[] = [];
    for (let start = 0; start < due.length; start += CONCURRENCY) {
      const batch = due.slice(start, start + CONCURRENCY);
      results.push(...(await Promise.all(batch.map((source) => refreshNewsSource(source, options.limits)))));
    }
    return results;
  })().finally(() => (scheduledRun = null));
  return scheduledRun;
}

let timer: NodeJS.Timeout | undefined;

/** Starts reading the feeds at start and then every NEWS_REFRESH_MS. Calling it again does nothing. */
export function startNewsSchedule() {
  if (timer) return;
  const run = () =>
    void runExclusive("news", refreshDueNewsSources).catch((error: unknown) => console.error("Haber kaynakları okunamadı:", error));
  timer = setInterval(run, env().NEWS_REFRESH_MS);
  // The schedule never keeps the process alive on its own.
  timer.unref();
  setTimeout(run, 0).unref();
}
