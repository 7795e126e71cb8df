import { BtcTurkShapeError, liraTickerSchema, parseBtcTurkTicker, type LiraTicker } from "~/lib/lira/btcturk";
import { env } from "~/server/env.server";
import { ChainSourceError, type Sourced } from "~/services/chain-source.server";
import { readSource, type FetchContext } from "~/services/outside/cached-source.server";
import { OutsideError, outsideCause, readOutsideJson } from "~/services/outside/read.server";
import { settle, type Settled } from "~/services/settle.server";

/**
 * BtcTurk's public all-pairs ticker at BTCTURK_API_URL (empty: off): the lira price of every coin
 * it lists, fetched for all visitors at once, kept as the last good answer in `source_snapshots`.
 * BtcTurk allows about ten ticker calls a second per address; we make at most one every
 * BTCTURK_REFRESH_MS, so its limit is never near.
 */

const SOURCE = "BtcTurk";
export const BTCTURK_REFRESH_MS = 30_000;
// A few hundred pairs of a dozen numbers: about 100 kB today.
const MAX_BYTES = 2 * 1024 * 1024;

const garbage = () => new ChainSourceError("garbage", `${SOURCE} anlaşılmayan bir yanıt verdi; bu yanıt gösterilmedi.`);

async function fetchTicker(url: string, context: FetchContext): Promise<LiraTicker> {
  const timeoutMs = env().CHAIN_TIMEOUT_MS;
  let raw: unknown;
  try {
    raw = await readOutsideJson(url, {
      firstByteMs: timeoutMs,
      idleMs: timeoutMs,
      totalMs: timeoutMs,
      maxBytes: MAX_BYTES,
      signal: context.signal,
    });
  } catch (error) {
    console.warn(`${SOURCE} okunamadı:`, error instanceof Error ? error.message : error);
    if (error instanceof OutsideError && error.kind === "rate-limited") {
      throw new ChainSourceError("unreachable", `${SOURCE} istek sınırına ulaşıldığını bildirdi; son alınan fiyatlar gösteriliyor.`);
    }
    if (outsideCause(error) === "unusable") throw garbage();
    throw new ChainSourceError("unreachable", `${SOURCE} şu anda yanıt vermiyor.`);
  }
  try {
    const ticker = parseBtcTurkTicker(raw);
    // Shown to the admin with the source's status ("3 satır atlandı").
    context.skipped(ticker.skipped);
    return ticker;
  } catch (error) {
    if (error instanceof BtcTurkShapeError) throw garbage();
    throw error;
  }
}

export type LiraTickerResult = { configured: false } | ({ configured: true } & Settled<LiraTicker>);

/** BtcTurk's TRY prices, cached; `configured: false` while BTCTURK_API_URL is empty. */
export async function getLiraTicker(): Promise<LiraTickerResult> {
  const url = env().BTCTURK_API_URL;
  if (!url) return { configured: false };
  const result = await settle(readTicker(url));
  return { configured: true, ...result };
}

async function readTicker(url: string): Promise<Sourced<LiraTicker>> {
  const result = await readSource<LiraTicker>({
    name: "btcturk:ticker",
    label: SOURCE,
    freshMs: BTCTURK_REFRESH_MS,
    schema: liraTickerSchema,
    fetch: (context) => fetchTicker(url, context),
  });
  return { data: result.data, source: result.state === "live" ? "live" : "stale", fetchedAt: result.fetchedAt ?? "" };
}
