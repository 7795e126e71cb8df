import { bulletinFor, parseTcmbBulletin, tcmbDayPath, TcmbShapeError, type TcmbDayFile, type TcmbRate } from "~/lib/lira/tcmb";
import { todayInTurkey } from "~/lib/portfolio/schema";
import { z } from "~/lib/zod";
import { env } from "~/server/env.server";
import { defineSource } from "~/services/outside/cached-source.server";
import { OutsideError, readOutside } from "~/services/outside/read.server";

/**
 * TCMB's indicative rates at TCMB_RATES_URL (empty: off), one source key per calendar day
 * (`tcmb:day:YYYY-MM-DD` in `source_snapshots`, so a restart keeps them). A past day's file
 * never changes, bulletin or 404 alike, so it is asked once and kept for good; today's is read
 * from `/today.xml` (the newest bulletin, which before 15:30 is the last working day's) and asked
 * again after TODAY_FRESH_MS. A failure of the host holds every day back (`sharedRetry`).
 */

// A bulletin is about 8 kB.
const MAX_BYTES = 256 * 1024;
/** TCMB publishes at 15:30 Turkish time; today's answer is asked again at most this often. */
const TODAY_FRESH_MS = 30 * 60_000;
const RETRY_MS = 5 * 60_000;

const bulletinSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  number: z.string().nullable(),
  usdBuying: z.number().positive(),
  usdSelling: z.number().positive().nullable(),
});
const dayFileSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), bulletin: bulletinSchema.nullable() });

async function readDayFile(day: string, signal: AbortSignal): Promise<TcmbDayFile> {
  const today = day >= todayInTurkey();
  const base = env().TCMB_RATES_URL.replace(/\/+$/, "");
  const timeoutMs = env().CHAIN_TIMEOUT_MS;
  const answer = await readOutside(`${base}${today ? "/today.xml" : tcmbDayPath(day)}`, {
    firstByteMs: timeoutMs,
    idleMs: timeoutMs,
    totalMs: timeoutMs,
    maxBytes: MAX_BYTES,
    signal,
    headers: { Accept: "application/xml, text/xml" },
    // A weekend or holiday has no file: TCMB's 404 is the answer "no bulletin that day".
    acceptStatus: (status) => (status >= 200 && status <= 299) || (status === 404 && !today),
  });
  if (answer.status === 404) return { day, bulletin: null };
  try {
    const bulletin = parseTcmbBulletin(answer.bytes.toString("utf8"));
    // A day's own file must carry that day; today's may be an earlier day's (published at 15:30), never a later one.
    if (today ? bulletin.day > day : bulletin.day !== day)
      throw new TcmbShapeError(`TCMB dosyasının tarihi ${bulletin.day}, beklenen ${day}.`);
    return { day, bulletin };
  } catch (error) {
    if (error instanceof TcmbShapeError) throw new OutsideError("bad-shape", error.message, undefined, undefined, { cause: error });
    throw error;
  }
}

const daySource = defineSource<TcmbDayFile, string>({
  name: "tcmb:day",
  label: "TCMB gösterge kurları",
  freshMs: (file) => (file.day < todayInTurkey() ? Number.POSITIVE_INFINITY : TODAY_FRESH_MS),
  retryMs: RETRY_MS,
  sharedRetry: true,
  // A portfolio of many days asks them in turn, a few a second at most.
  budget: { perMinute: 120, atOnce: 2 },
  schema: dayFileSchema,
  fetch: ({ signal }, day) => readDayFile(day, signal),
});

/** Whether the site reads TCMB at all (TCMB_RATES_URL not empty). */
export function tcmbConfigured(): boolean {
  return env().TCMB_RATES_URL !== "";
}

/**
 * TCMB's dollar buying rate for each of `days` (YYYY-MM-DD): the bulletin of the day, or of the
 * last day before it that has one. A day whose walk hit a failure (TCMB unreachable, off) has no bulletin.
 */
export async function tcmbUsdForDays(days: readonly string[]): Promise<Map<string, TcmbRate>> {
  const rates = new Map<string, TcmbRate>();
  const today = todayInTurkey();
  const unique = [...new Set(days)].sort();
  if (!tcmbConfigured()) {
    for (const day of unique) rates.set(day, { day, bulletin: null });
    return rates;
  }
  const fileOf = async (day: string) => (await daySource.get(day > today ? today : day).catch(() => null))?.data ?? null;
  // In turn: neighbouring days share the files of a weekend, asked once and then held by the core.
  for (const day of unique) rates.set(day, { ...(await bulletinFor(day > today ? today : day, fileOf)), day });
  return rates;
}
