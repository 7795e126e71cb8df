/**
 * Numbers written as `Intl.NumberFormat("tr-TR")` writes them, without Intl. A page's first Intl
 * number or date format loads ICU's data: 26-30 ms of one task in Chromium (about 110 ms under
 * Lighthouse's 4× slowdown), paid again on every page that hydrates a figure (decision 054).
 * tests/unit/format/decimal.test.ts holds every shape to Intl's own output.
 *
 * Rounding follows ICU: the shortest decimal that reads back as the double (what `String(x)`
 * gives), rounded half away from zero, so 1.005 to two decimals is 1,01 as Intl has it.
 */

/** A finite number's shortest decimal: |value| = 0.{digits} × 10^point, digits without a leading zero (a bigint's may end in zeros). */
export interface Decimal {
  negative: boolean;
  digits: string;
  point: number;
}

const zero = (negative: boolean): Decimal => ({ negative, digits: "", point: 0 });

// Written with indexes and slices rather than regular expressions: every figure a page shows
// comes through here, on the server too (Intl's own format is about a microsecond).
export function toDecimal(value: number | bigint): Decimal {
  if (typeof value === "bigint") {
    if (value === 0n) return zero(false);
    const digits = (value < 0n ? -value : value).toString();
    return { negative: value < 0n, digits, point: digits.length };
  }
  const negative = value < 0 || Object.is(value, -0);
  if (value === 0) return zero(negative);
  // "1.2345e+3": the shortest digits, the first never zero, no zero at the end.
  const text = Math.abs(value).toExponential();
  const e = text.indexOf("e");
  return { negative, digits: text[0] + text.slice(2, e), point: Number(text.slice(e + 1)) + 1 };
}

/** The value × 10^places, exactly: a percent is its fraction with the point moved by two. */
export function shift(decimal: Decimal, places: number): Decimal {
  return decimal.digits === "" ? decimal : { negative: decimal.negative, digits: decimal.digits, point: decimal.point + places };
}

/** Keeps `count` digits from the start, rounding half away from zero; a carry may add one in front. */
function keepDigits(decimal: Decimal, count: number): Decimal {
  const { negative, digits, point } = decimal;
  if (count >= digits.length) return decimal;
  if (count < 0) return zero(negative);
  if (digits.charCodeAt(count) < 53 /* "5" */) {
    // The first digit is never "0", and charCodeAt(-1) is NaN: both loops stop in time.
    let end = count;
    while (digits.charCodeAt(end - 1) === 48) end -= 1;
    return end === 0 ? zero(negative) : { negative, digits: digits.slice(0, end), point };
  }
  let index = count - 1;
  while (digits.charCodeAt(index) === 57 /* "9" */) index -= 1;
  if (index < 0) return { negative, digits: "1", point: point + 1 };
  return { negative, digits: digits.slice(0, index) + String.fromCharCode(digits.charCodeAt(index) + 1), point };
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
  let whole = "0";
  let fraction = "";
  if (point <= 0) fraction = "0".repeat(-point) + digits;
  else if (point >= digits.length) whole = digits + "0".repeat(point - digits.length);
  else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  fraction = fraction.padEnd(layout.minPlaces, "0");
  if (whole.length >= layout.groupFrom) {
    let grouped = whole.slice(0, whole.length % 3 || 3);
    for (let index = grouped.length; index < whole.length; index += 3) grouped += `.${whole.slice(index, index + 3)}`;
    whole = grouped;
  }
  return fraction === "" ? whole : `${whole},${fraction}`;
}
