// Apart from the candle parser (zod) so that a page offering the intervals does not carry zod
// into the browser.

/** The candle widths the site offers; each has its own refresh window on the server. */
export const CANDLE_INTERVALS = ["1d", "4h", "1h"] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export const INTERVAL_LABELS: Record<CandleInterval, string> = {
  "1d": "Günlük (1g)",
  "4h": "4 saatlik (4s)",
  "1h": "Saatlik (1s)",
};
