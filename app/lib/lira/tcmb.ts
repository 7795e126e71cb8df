import { XMLParser } from "fast-xml-parser";
import { isCalendarDate } from "~/lib/market/istanbul-date";
import { addDays, type DatedRate } from "~/lib/market/usd-try-history";

/**
 * TCMB's indicative exchange rates ("gösterge niteliğindeki kurlar"), as the bank publishes them at
 * https://www.tcmb.gov.tr/kurlar: `/today.xml` (the newest bulletin) and `/YYYYMM/DDMMYYYY.xml`
 * (the bulletin of that day; none on weekends and holidays, where TCMB answers 404). The file:
 *
 *   <Tarih_Date Tarih="27.11.2026" Date="11/27/2026" Bulten_No="2026/226">
 *     <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
 *       <Unit>1</Unit><Isim>ABD DOLARI</Isim><CurrencyName>US DOLLAR</CurrencyName>
 *       <ForexBuying>34.5678</ForexBuying><ForexSelling>34.6301</ForexSelling>
 *       <BanknoteBuying>...</BanknoteBuying><BanknoteSelling>...</BanknoteSelling>
 *       <CrossRateUSD/><CrossRateOther/>
 *     </Currency> ...
 *
 * Tax law values foreign-currency amounts at TCMB's buying rate (döviz alış, ForexBuying) of the
 * day; a day without a bulletin takes the last one before it.
 */

/** How far back a day without a bulletin looks for one: the longest holiday runs (a nine-day bayram) fit. */
export const TCMB_MAX_BACK_DAYS = 14;

/** The part of one bulletin the site keeps: its day, number and the dollar's rates. */
export interface TcmbBulletin {
  /** The bulletin's own day, YYYY-MM-DD (from its `Tarih` attribute). */
  day: string;
  /** "2026/226"; null when the file does not say. */
  number: string | null;
  /** Lira per dollar: TCMB's forex buying (döviz alış) and selling rates. */
  usdBuying: number;
  usdSelling: number | null;
}

export class TcmbShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TcmbShapeError";
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Rates stay text and are read below: "34.5678" must not pass through a float guess of the parser.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // TCMB's file declares no entities; none is expanded.
  processEntities: false,
  isArray: (name) => name === "Currency",
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** TCMB writes rates with a dot and four decimals ("34.5678"); anything else is not a rate. */
function rate(value: unknown): number | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,7}(\.\d{1,8})?$/.test(text)) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

/** "27.11.2026" → "2026-11-27"; null unless a real day. */
function bulletinDay(value: unknown): string | null {
  const match = typeof value === "string" ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim()) : null;
  if (!match) return null;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(day) ? day : null;
}

/** One bulletin's dollar rates; throws TcmbShapeError when the text is not a TCMB bulletin with a dollar buying rate. */
export function parseTcmbBulletin(xml: string): TcmbBulletin {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    throw new TcmbShapeError("TCMB dosyası XML değil.");
  }
  const root = isNode(document) ? document.Tarih_Date : undefined;
  if (!isNode(root)) throw new TcmbShapeError("TCMB dosyasında Tarih_Date yok.");
  const day = bulletinDay(root["@_Tarih"]);
  if (!day) throw new TcmbShapeError("TCMB dosyasının tarihi okunamadı.");
  const currencies = Array.isArray(root.Currency) ? root.Currency.filter(isNode) : [];
  const usd = currencies.find((currency) => currency["@_CurrencyCode"] === "USD" || currency["@_Kod"] === "USD");
  if (!usd) throw new TcmbShapeError("TCMB dosyasında ABD doları yok.");
  // A rate is per `Unit` coins of the currency (100 for the yen); the dollar's unit is 1.
  const unit = Number(typeof usd.Unit === "string" ? usd.Unit : "1") || 1;
  const buying = rate(usd.ForexBuying);
  if (!buying) throw new TcmbShapeError("TCMB dosyasında doların döviz alış kuru yok.");
  const selling = rate(usd.ForexSelling);
  const number = typeof root["@_Bulten_No"] === "string" && root["@_Bulten_No"].trim() ? root["@_Bulten_No"].trim() : null;
  return { day, number, usdBuying: buying / unit, usdSelling: selling === null ? null : selling / unit };
}

/** The path of a day's bulletin under TCMB_RATES_URL: 2026-11-27 → "/202611/27112026.xml". */
export function tcmbDayPath(day: string): string {
  const [year, month, date] = day.split("-");
  return `/${year}${month}/${date}${month}${year}.xml`;
}

/** What a day's file holds: its bulletin, or none (a weekend or holiday: TCMB answered 404). */
export type TcmbDayFile = { day: string; bulletin: TcmbBulletin | null };

/** The rate that values a transaction of `day`: the bulletin of that day, else of the last day before it that has one. */
export interface TcmbRate {
  /** The transaction's day. */
  day: string;
  /** The bulletin used (its day is `day` or earlier); null when none was found within the walk back. */
  bulletin: TcmbBulletin | null;
}

/**
 * The bulletin for `day` by the rule above, asking `fileOf` for the days from `day` back, one at a
 * time, at most TCMB_MAX_BACK_DAYS + 1 files. `fileOf` gives a day's file, or null when it could not
 * be read (TCMB unreachable): the walk stops there, since an earlier bulletin would be the wrong one.
 */
export async function bulletinFor(day: string, fileOf: (day: string) => Promise<TcmbDayFile | null>): Promise<TcmbRate> {
  for (let back = 0; back <= TCMB_MAX_BACK_DAYS; back += 1) {
    const file = await fileOf(addDays(day, -back));
    if (!file) return { day, bulletin: null };
    if (file.bulletin) return { day, bulletin: file.bulletin };
  }
  return { day, bulletin: null };
}

/** A TCMB rate as the conversions and the page's rate note take it: the bulletin's day is the day used. */
export function tcmbDatedRate({ day, bulletin }: TcmbRate): DatedRate {
  if (!bulletin) return { day, rate: null, kind: "none", usedDay: null };
  return { day, rate: bulletin.usdBuying, kind: bulletin.day === day ? "exact" : "earlier", usedDay: bulletin.day };
}
