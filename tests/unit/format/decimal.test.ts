import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type DatePattern,
  formatCompact,
  formatDate,
  formatDecimals,
  formatFixed,
  formatLira,
  formatMoney,
  formatMoneySignificant,
  formatNumber,
  formatPercent,
  formatPercentUpTo,
  formatPlain,
  formatPrice,
  formatSignificant,
} from "~/lib/format";

// app/lib/format.ts writes numbers and dates by hand so that a page need not load ICU's data
// (decision 054). Intl is the oracle: every shape is compared with what `Intl` in tr-TR writes
// for the same options, over a few thousand values chosen to hit rounding's edges.

// mulberry32: the same values on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sampleNumbers(): number[] {
  const random = seeded(47);
  const values = [
    0, -0, 1, -1, 0.5, 1.005, 2.675, 999.995, 999.999, 9_999.5, 999_999.995, 0.0001, 0.00009999, 1e21, 1.5e22, 123_456_789.125,
  ];
  values.push(Number.MIN_VALUE, Number.MAX_SAFE_INTEGER, 5e-324, 0.1 + 0.2);
  for (let index = 0; index < 1_500; index += 1) {
    const magnitude = Math.floor(random() * 30) - 12;
    const sign = random() < 0.3 ? -1 : 1;
    values.push(sign * random() * 10 ** magnitude);
    // A tie at some decimal place: digits, then a 5.
    const place = Math.floor(random() * 8);
    values.push((sign * (Math.floor(random() * 100_000) + 0.5)) / 10 ** place);
    // Nines that carry into a new digit when rounded.
    values.push(sign * (10 ** magnitude - 10 ** (magnitude - 4 - Math.floor(random() * 6))));
  }
  return values;
}

const NUMBERS = sampleNumbers();
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("tr-TR", options);

function expectSameAsIntl(write: (value: number) => string, options: Intl.NumberFormatOptions, values: number[] = NUMBERS) {
  const oracle = intl(options);
  const differing = values.filter((value) => write(value) !== oracle.format(value));
  expect(differing.map((value) => `${value}: ${write(value)} ≠ ${oracle.format(value)}`)).toEqual([]);
}

describe("numbers written by hand, as Intl writes them in tr-TR", () => {
  it("writes at most, exactly, and between so many decimals", () => {
    for (const decimals of [0, 1, 2, 4, 8]) {
      expectSameAsIntl((value) => formatNumber(value, decimals), { maximumFractionDigits: decimals });
      expectSameAsIntl((value) => formatFixed(value, decimals), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    }
    expectSameAsIntl((value) => formatDecimals(value, 2, 8), { minimumFractionDigits: 2, maximumFractionDigits: 8 });
    expectSameAsIntl((value) => formatPlain(value), { maximumFractionDigits: 12, useGrouping: false });
  });

  it("rounds to significant digits", () => {
    for (const digits of [1, 4, 8]) {
      expectSameAsIntl((value) => formatSignificant(value, digits), { maximumSignificantDigits: digits });
    }
  });

  it("writes money, prices and lira with the sign before the symbol", () => {
    for (const currency of ["USD", "TRY"] as const) {
      expectSameAsIntl((value) => formatMoney(value, currency, 2, 4), {
        style: "currency",
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      });
      expectSameAsIntl((value) => formatMoneySignificant(value, currency), { style: "currency", currency, maximumSignificantDigits: 8 });
    }
    expectSameAsIntl(formatLira, { style: "currency", currency: "TRY", maximumFractionDigits: 0 });
    const price = (value: number) => {
      const abs = Math.abs(value);
      if (value === 0) return intl({ style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
      if (abs < 0.0001) return intl({ style: "currency", currency: "USD", maximumSignificantDigits: 4 }).format(value);
      const decimals = abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
      return intl({ style: "currency", currency: "USD", minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
    };
    expect(NUMBERS.filter((value) => formatPrice(value) !== price(value))).toEqual([]);
  });

  it("writes percents with the sign first, from the fraction the value makes", () => {
    const asPercent = (options: Intl.NumberFormatOptions) => {
      const oracle = intl({ style: "percent", ...options });
      return (value: number) => oracle.format(value / 100);
    };
    for (const decimals of [0, 1, 2]) {
      const fixed = asPercent({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      const upTo = asPercent({ maximumFractionDigits: decimals });
      expect(NUMBERS.filter((value) => formatPercent(value, decimals) !== fixed(value))).toEqual([]);
      expect(NUMBERS.filter((value) => formatPercentUpTo(value, decimals) !== upTo(value))).toEqual([]);
    }
  });

  it("shortens large figures to bin, milyon, milyar and trilyon, carrying 999.999 into the next", () => {
    expectSameAsIntl(formatCompact, { notation: "compact", maximumFractionDigits: 2 });
    expect([formatCompact(1_234), formatCompact(999_999.99), formatCompact(1.85e9), formatCompact(1e15)]).toEqual([
      "1,23\u00a0B",
      "1\u00a0Mn",
      "1,85\u00a0Mr",
      "1000\u00a0Tn",
    ]);
  });

  it("writes what is not a number as Intl does", () => {
    const odd = [Number.NaN, Infinity, -Infinity];
    expectSameAsIntl((value) => formatNumber(value), { maximumFractionDigits: 2 }, odd);
    expectSameAsIntl(
      (value) => formatMoney(value, "USD"),
      { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 },
      odd,
    );
    expectSameAsIntl(formatCompact, { notation: "compact", maximumFractionDigits: 2 }, odd);
  });

  it("writes a whole number of any size, a bigint too", () => {
    const oracle = intl({ maximumFractionDigits: 2 });
    for (const value of [0n, 7n, -1_234n, 12_345_678_901_234_567_890n, -(10n ** 30n)]) {
      expect(formatNumber(value)).toBe(oracle.format(value));
    }
  });
});

const DATE_OPTIONS: Record<DatePattern, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  dayMonth: { day: "numeric", month: "long" },
  dayShortMonth: { day: "numeric", month: "short" },
  shortMonth: { day: "numeric", month: "short", year: "numeric" },
  monthYear: { month: "short", year: "2-digit" },
  monthLong: { month: "long", year: "numeric" },
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  medium: { dateStyle: "medium" },
  longWeekday: { day: "numeric", month: "long", year: "numeric", weekday: "long" },
  time: { hour: "2-digit", minute: "2-digit" },
  dayShortMonthTime: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  shortDateTime: { dateStyle: "short", timeStyle: "short" },
  mediumDateTime: { dateStyle: "medium", timeStyle: "short" },
  numericDayMonthTime: { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" },
  numericSeconds: { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" },
};

describe("dates written by hand, as Intl writes them in tr-TR", () => {
  const random = seeded(54);
  // 1995 to 2060: Istanbul's summer time before September 2016 goes to Intl, later moments by hand.
  const moments = Array.from({ length: 2_000 }, () => Date.UTC(1995, 0, 1) + Math.floor(random() * 65 * 365.25 * 86_400_000));
  moments.push(
    Date.UTC(2016, 8, 6, 20, 59, 59),
    Date.UTC(2016, 8, 7),
    Date.UTC(2026, 11, 31, 21),
    Date.UTC(2026, 0, 1),
    Date.UTC(1000, 0, 1),
    Date.UTC(999, 11, 31),
  );

  it("writes every shape in Istanbul time and in UTC", () => {
    const differing: string[] = [];
    for (const pattern of Object.keys(DATE_OPTIONS) as DatePattern[]) {
      for (const timeZone of ["Europe/Istanbul", "UTC"] as const) {
        const oracle = new Intl.DateTimeFormat("tr-TR", { ...DATE_OPTIONS[pattern], timeZone });
        for (const moment of moments) {
          const written = formatDate(moment, pattern, timeZone);
          if (written !== oracle.format(moment)) differing.push(`${pattern}@${timeZone} ${new Date(moment).toISOString()}: ${written}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => formatDate(new Date(Number.NaN), "long")).toThrow(RangeError);
  });
});

// The point of writing by hand: a page that shows figures and recent dates never makes an Intl
// object. Only the moments the hand cannot write go to Intl.
describe("what goes to Intl", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The formats are cached, so what is watched is their use: `format` is a getter on both
  // prototypes (TypeScript's lib types it as a method, hence the cast).
  type FormatGetter = { readonly format: unknown };
  function intlAsked(write: () => void): boolean {
    const numbers = vi.spyOn(Intl.NumberFormat.prototype as FormatGetter, "format", "get");
    const dates = vi.spyOn(Intl.DateTimeFormat.prototype as FormatGetter, "format", "get");
    write();
    const asked = numbers.mock.calls.length + dates.mock.calls.length > 0;
    vi.restoreAllMocks();
    return asked;
  }

  it("never for a figure, a price or a percent, whatever its value", () => {
    expect(
      intlAsked(() => {
        for (const value of [0, -1.5, 1234.5678, 1e21, Number.NaN, -Infinity]) {
          formatNumber(value);
          formatFixed(value, 2);
          formatSignificant(value, 4);
          formatPlain(value);
          formatCompact(value);
          formatPrice(value, "TRY");
          formatMoneySignificant(value, "USD");
          formatPercent(value);
          formatPercentUpTo(value, 2);
        }
      }),
    ).toBe(false);
  });

  it("never for a date from September 2016 on, in any shape; before it in Istanbul time, and outside years 1000-9999, always", () => {
    const recent = Date.UTC(2026, 10, 29, 4, 30);
    expect(intlAsked(() => (Object.keys(DATE_OPTIONS) as DatePattern[]).forEach((pattern) => formatDate(recent, pattern)))).toBe(false);
    const fixedFrom = Date.UTC(2016, 8, 7);
    expect(intlAsked(() => formatDate(fixedFrom, "long"))).toBe(false);
    expect(intlAsked(() => formatDate(fixedFrom - 1, "long"))).toBe(true);
    expect(intlAsked(() => formatDate(fixedFrom - 1, "long", "UTC"))).toBe(false);
    const firstFourDigitYear = Date.UTC(1000, 0, 1);
    expect(intlAsked(() => formatDate(firstFourDigitYear, "long", "UTC"))).toBe(false);
    expect(intlAsked(() => formatDate(firstFourDigitYear - 1, "long", "UTC"))).toBe(true);
    // The last moment whose Istanbul day is still in year 9999.
    const lastIstanbul = Date.UTC(9999, 11, 31, 21) - 1;
    expect(intlAsked(() => formatDate(lastIstanbul, "long"))).toBe(false);
    expect(intlAsked(() => formatDate(lastIstanbul + 1, "long"))).toBe(true);
    expect(formatDate(lastIstanbul, "numericSeconds")).toBe("31.12.9999 23:59:59");
  });
});
