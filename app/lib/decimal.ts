/**
 * Numbers written as `Intl.NumberFormat("tr-TR")` writes them, without Intl. A page's first Intl
 * number or date format loads ICU's data: 26-30 ms of one task in Chromium (about 110 ms under
 * Lighthouse's 4× slowdown), paid again on every page that hydrates a figure (decision 054).
 * tests/unit/format/decimal.test.ts holds every shape to Intl's own output.
 *
 * Rounding follows ICU: the shortest decimal that reads back as the double (what `String(x)`
 * gives), rounded half away from zero, so 1.005 to two decimals is 1,01 as Intl has it.
 */

/** A finite number's shortest decimal: |value| = 0.{digits} × 10^point, digits without a leading zero. */
export interface Decimal {
  negative: boolean;
  digits: string;
  point: number;
}

export function toDecimal(value: number | bigint): Decimal {
  if (typeof value === "bigint") {
    const digits = (value < 0n ? -value : value).toString();
    return trimmed({ negative: value < 0n, digits, point: digits.length });
  }
  const negative = value < 0 || Object.is(value, -0);
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toExponential().split("e");
  return trimmed({ negative, digits: mantissa.replace(".", ""), point: Number(exponent) + 1 });
}

/** The value × 10^places, exactly: a percent is its fraction with the point moved by two. */
export function shift(decimal: Decimal, places: number): Decimal {
  return decimal.digits === "" ? decimal : { ...decimal, point: decimal.point + places };
}

/** Keeps `count` digits from the start, rounding half away from zero; a carry may add one in front. */
function keepDigits(decimal: Decimal, count: number): Decimal {
  if (count >= decimal.digits.length) return decimal;
  if (count < 0) return trimmed({ ...decimal, digits: "" });
  const kept = decimal.digits.slice(0, count);
  if (decimal.digits.charCodeAt(count) < 53 /* "5" */) return trimmed({ ...decimal, digits: kept });
  const up = increment(kept);
  return up.length > kept.length ? trimmed({ ...decimal, digits: up, point: decimal.point + 1 }) : trimmed({ ...decimal, digits: up });
}

function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${"0".repeat(digits.length - index - 1)}`;
}

function trimmed(decimal: Decimal): Decimal {
  const digits = decimal.digits.replace(/0+$/, "");
  const lead = /^0*/.exec(digits)?.[0].length ?? 0;
  return lead === digits.length
    ? { ...decimal, digits: "", point: 0 }
    : { ...decimal, digits: digits.slice(lead), point: decimal.point - lead };
}

/** Rounded to at most `places` decimals. */
export function roundToPlaces(decimal: Decimal, places: number): Decimal {
  return keepDigits(decimal, decimal.point + places);
}

/** Rounded to at most `count` significant digits. */
export function roundToSignificant(decimal: Decimal, count: number): Decimal {
  return keepDigits(decimal, count);
}

export interface Layout {
  /** Decimals padded with zeros up to this many. */
  minPlaces: number;
  /** Group thousands with "." once the integer part has this many digits; Infinity for none. */
  groupFrom: number;
}

/** The digits with "." between thousands and "," before the decimals: "1.234,50". No sign. */
export function writeDigits(decimal: Decimal, layout: Layout): string {
  const { digits, point } = decimal;
  const whole = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  const fraction = (point < 0 ? "0".repeat(-point) + digits : digits.slice(Math.max(point, 0))).padEnd(layout.minPlaces, "0");
  const grouped = whole.length >= layout.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, ".") : whole;
  return fraction === "" ? grouped : `${grouped},${fraction}`;
}
