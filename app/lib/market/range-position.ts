/**
 * Where the price sits in its 24-hour range, as one rule of the score. Near the
 * high reads as resistance (-5), near the low as support (+10). In a range
 * narrower than about 10% the price is near both at once: the two readings
 * would contradict each other on one card, so they become one line that says
 * what is known, a narrow range with no direction. The points stay the sum of
 * the two (+5), so scores, and the signals recorded from them, do not move.
 */
export const NEAR_EDGE = 0.05;

export const RANGE_REASONS = {
  high: "Fiyat 24 saatlik zirveye yakın: direnç riski",
  low: "Fiyat 24 saatlik dibe yakın: destek bölgesi",
  narrow: "Dar günlük aralık: fiyat 24 saatlik zirveye de dibe de yakın, yön belirsiz",
} as const;

export function rangePosition(row: { lastPrice: number; highPrice: number; lowPrice: number }): { points: number; reason: string } | null {
  const nearHigh = row.highPrice > 0 && row.lastPrice >= row.highPrice * (1 - NEAR_EDGE);
  const nearLow = row.lowPrice > 0 && row.lastPrice <= row.lowPrice * (1 + NEAR_EDGE);
  if (nearHigh && nearLow) return { points: 5, reason: RANGE_REASONS.narrow };
  if (nearHigh) return { points: -5, reason: RANGE_REASONS.high };
  if (nearLow) return { points: 10, reason: RANGE_REASONS.low };
  return null;
}
