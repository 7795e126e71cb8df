import { z } from "~/lib/zod";

/**
 * BtcTurk's public all-pairs ticker, `GET https://api.btcturk.com/api/v2/ticker` (BTCTrader's
 * broker-api-docs; the shape its Node client prints): `{ data: [ { pair: "BTCTRY", pairNormalized:
 * "BTC_TRY", timestamp, last, high, low, bid, ask, open, volume, average, daily, dailyPercent,
 * denominatorSymbol, numeratorSymbol, order } ], success, message, code }`, numbers as JSON numbers.
 * Rows are read one by one: a row of an odd new pair is dropped and counted, never the whole answer.
 */

const price = z.number().finite().positive();
const Row = z.object({
  numeratorSymbol: z.string().trim().min(1).max(20),
  denominatorSymbol: z.string().trim().min(1).max(20),
  last: price,
  bid: price.nullish(),
  ask: price.nullish(),
  volume: z.number().finite().nonnegative().nullish(),
  dailyPercent: z.number().finite().nullish(),
  timestamp: z.number().int().nonnegative().nullish(),
});

const Envelope = z.object({
  success: z.boolean().optional(),
  data: z.array(z.unknown()),
});

/** One coin's lira price on BtcTurk. */
export interface LiraQuote {
  /** The coin, upper case: "BTC". */
  base: string;
  last: number;
  bid: number | null;
  ask: number | null;
  /** 24 h volume in coins. */
  volume: number | null;
  changePercent: number | null;
  /** When BtcTurk last priced the pair (ms), if it said. */
  time: number | null;
}

export interface LiraTicker {
  quotes: LiraQuote[];
  /** Rows that were not TRY pairs are ignored; these were malformed. */
  skipped: number;
}

/** Thrown when the answer as a whole is not a ticker (an error envelope, HTML, a bare string). */
export class BtcTurkShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BtcTurkShapeError";
  }
}

/** The TRY pairs of a ticker answer; a malformed row is counted in `skipped` and left out. */
export function parseBtcTurkTicker(raw: unknown): LiraTicker {
  const envelope = Envelope.safeParse(raw);
  if (!envelope.success || envelope.data.success === false) throw new BtcTurkShapeError("BtcTurk anlaşılmayan bir yanıt verdi.");
  const quotes = new Map<string, LiraQuote>();
  let skipped = 0;
  for (const item of envelope.data.data) {
    const row = Row.safeParse(item);
    if (!row.success) {
      skipped += 1;
      continue;
    }
    const r = row.data;
    if (r.denominatorSymbol.toUpperCase() !== "TRY") continue;
    const base = r.numeratorSymbol.toUpperCase();
    if (!/^[A-Z0-9]{1,20}$/.test(base)) {
      skipped += 1;
      continue;
    }
    quotes.set(base, {
      base,
      last: r.last,
      bid: r.bid ?? null,
      ask: r.ask ?? null,
      volume: r.volume ?? null,
      changePercent: r.dailyPercent ?? null,
      time: r.timestamp ?? null,
    });
  }
  return { quotes: [...quotes.values()], skipped };
}

/** What is kept of a ticker between refreshes (the database copy is checked with this). */
export const liraTickerSchema = z.object({
  quotes: z.array(
    z.object({
      base: z.string(),
      last: z.number(),
      bid: z.number().nullable(),
      ask: z.number().nullable(),
      volume: z.number().nullable(),
      changePercent: z.number().nullable(),
      time: z.number().nullable(),
    }),
  ),
  skipped: z.number().int().nonnegative(),
});
