import { formatFixed, formatNumber } from "~/lib/format";

/** What a page needs to print one group's record (a band's or a grade's); fractions, as the API gives them. */
export interface RecordFigures {
  calls: number;
  avgReturn30d: number | null;
  marketReturn30d: number | null;
  hitRate30d: number | null;
}

/** Said wherever a record is due but none is stored yet: never a figure made up in its place. */
const RECORD_PENDING = "Kayıt henüz hesaplanıyor";

/** A fraction as a signed Turkish percent with one decimal: 0.012 → "+%1,2", -0.012 → "-%1,2". */
export function signedPercent(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10;
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}%${formatFixed(Math.abs(value), 1)}`;
}

/**
 * The one line a call carries: "Bu banttaki 412 geçmiş çağrı: 30 günde ort. -%1,2; aynı dönemde
 * piyasa +%0,8; isabet %44". `group` names what the calls share ("banttaki", "nottaki").
 */
export function recordLine(record: RecordFigures | null, group = "banttaki"): string {
  if (!record) return RECORD_PENDING;
  if (record.calls === 0 || record.avgReturn30d === null || record.marketReturn30d === null) {
    return `Bu ${group} geçmiş çağrıların 30 günü henüz dolmadı; ölçülmüş kayıt yok.`;
  }
  const parts = [
    `Bu ${group} ${formatNumber(record.calls, 0)} geçmiş çağrı: 30 günde ort. ${signedPercent(record.avgReturn30d)}`,
    `aynı dönemde piyasa ${signedPercent(record.marketReturn30d)}`,
  ];
  if (record.hitRate30d !== null) parts.push(`isabet %${formatFixed(record.hitRate30d * 100, 0)}`);
  return parts.join("; ");
}

/**
 * Whether the record backs the timeframe the rule names: at least 30 measured calls, and more of
 * them went the way the call said (against the market) than not. Otherwise the timeframe is only
 * the rule's label. A band without a direction ("Bekle") has no hit rate and is never backed.
 */
export function recordBacksCall(record: RecordFigures | null): boolean {
  return !!record && record.calls >= 30 && record.hitRate30d !== null && record.hitRate30d > 0.5;
}
