/**
 * The stats band's default items: counts the site computes itself, so every
 * figure on a fresh install can be checked by a reader.
 */
import { formatNumber, formatPercent } from "../format";

export const liveStatKeys = ["coins", "terms", "lessons", "signals", "hitRate", "subscribers"] as const;
export type LiveStatKey = (typeof liveStatKeys)[number];

/** Shown when a stats section names none: subscribers only when an admin adds them. */
export const defaultLiveStatKeys: readonly LiveStatKey[] = ["coins", "terms", "lessons", "signals", "hitRate"];

/** Below this many closed signals a hit rate says more about luck than about the rules. */
export const MIN_RESOLVED_SIGNALS = 20;

export interface SiteCounts {
  /** Coins in the last live market snapshot; null before the market first answered. */
  coins: number | null;
  terms: number;
  lessons: number;
  signals: number;
  resolvedSignals: number;
  hitSignals: number;
  subscribers: number;
}

const labels: Record<LiveStatKey, string> = {
  coins: "Takip Edilen Coin",
  terms: "Sözlük Terimi",
  lessons: "Ders",
  signals: "Kaydedilen Sinyal",
  hitRate: "Sinyal İsabet Oranı",
  subscribers: "Bülten Abonesi",
};

/** The keys a section's content names in `live` (unknown ones dropped), or the defaults. */
export function liveStatKeysOf(content: Record<string, unknown>): LiveStatKey[] {
  if (!Array.isArray(content.live)) return [...defaultLiveStatKeys];
  return content.live.filter((key): key is LiveStatKey => (liveStatKeys as readonly unknown[]).includes(key));
}

/** One figure, or null when the site has nothing honest to show for it. */
function liveValue(key: LiveStatKey, counts: SiteCounts): string | null {
  switch (key) {
    case "coins":
      return counts.coins ? formatNumber(counts.coins) : null;
    case "hitRate":
      return counts.resolvedSignals >= MIN_RESOLVED_SIGNALS ? hitRateText(counts.hitSignals / counts.resolvedSignals) : null;
    default:
      return counts[key] > 0 ? formatNumber(counts[key]) : null;
  }
}

/** The live items in the order the section names them; a figure the site cannot back is left out. */
export function liveStatItems(keys: readonly LiveStatKey[], counts: SiteCounts): { label: string; value: string; live: true }[] {
  return keys.flatMap((key) => {
    const value = liveValue(key, counts);
    return value === null ? [] : [{ label: labels[key], value, live: true as const }];
  });
}

/** "%62,5", or "%95" when the tenth is zero: a stat is not padded with ",0". */
function hitRateText(share: number): string {
  const percent = Math.round(share * 1000) / 10;
  return formatPercent(percent, Number.isInteger(percent) ? 0 : 1);
}
