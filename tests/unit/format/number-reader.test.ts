import { describe, expect, it } from "vitest";
import { decideFileStyle, decimalMarkOf, numberInput, readingNote, readNumber } from "~/lib/numbers";
import { transactionSchema } from "~/lib/portfolio/schema";
import { converterQuerySchema } from "~/lib/lira/converter";
import { botFormSchema } from "~/lib/bots/schema";
import { stakingQuerySchema } from "~/lib/calculators/staking";
import { parseTaxRate } from "~/lib/calculators/tax";

describe("readNumber: numbers as Turks write them", () => {
  // [typed, value, ambiguous]
  const table: [string, number, boolean][] = [
    ["85.000", 85_000, true],
    ["85,5", 85.5, false],
    ["85.000,25", 85_000.25, false],
    ["1.234.567", 1_234_567, false],
    ["1.234.567,89", 1_234_567.89, false],
    ["1.234", 1234, true],
    ["1,234", 1.234, true],
    ["0,5", 0.5, false],
    ["0.5", 0.5, false],
    ["0.015", 0.015, false],
    ["0,015", 0.015, false],
    ["64250.00", 64_250, false],
    ["1234.567", 1234.567, false],
    ["1,234.5", 1234.5, false],
    ["1,234,567", 1_234_567, false],
    ["85 000", 85_000, false],
    ["85\u00a0000,5", 85_000.5, false],
    [" 42 ", 42, false],
    ["-3,5", -3.5, false],
    ["+12", 12, false],
    [",5", 0.5, false],
    ["100000", 100_000, false],
  ];
  it.each(table)("%j reads as %d (ambiguous: %s)", (text, value, ambiguous) => {
    expect(readNumber(text)).toEqual({ value, ambiguous });
  });

  it.each(["", "abc", "1e5", "12a", "1..5", "1.23.4", "1.2345.678", "5.", "1,2,3", "0.000.000", "--1", "1.234,5.6", "Infinity"])(
    "refuses %j",
    (text) => {
      expect(readNumber(text)).toBeNull();
    },
  );

  it("reads with a file's decided mark when given one", () => {
    expect(readNumber("85.000", ".")).toEqual({ value: 85, ambiguous: false });
    expect(readNumber("85.000", ",")).toEqual({ value: 85_000, ambiguous: false });
    expect(readNumber("15,000.50", ".")?.value).toBe(15_000.5);
    expect(readNumber("15.000,50", ",")?.value).toBe(15_000.5);
    expect(readNumber("15.000,50", ".")).toBeNull();
  });

  it("tells which mark a value shows by itself", () => {
    expect(decimalMarkOf("0.015")).toBe(".");
    expect(decimalMarkOf("64.250,00")).toBe(",");
    expect(decimalMarkOf("1.234")).toBe("either");
    expect(decimalMarkOf("1.234.567")).toBe(",");
    expect(decimalMarkOf("12")).toBeNull();
  });

  it("gives zod a number, absent for a blank and NaN for text it cannot read", () => {
    expect(numberInput("85.000")).toBe(85_000);
    expect(numberInput("  ")).toBeUndefined();
    expect(numberInput("on iki")).toBeNaN();
    expect(numberInput(7)).toBe(7);
  });

  it("says how an ambiguous value was read, and nothing for a clear one", () => {
    expect(readingNote("Birim fiyat", "85.000")).toBe(
      'Birim fiyat "85.000" binlik ayırıcıyla 85000 olarak okundu; ondalık kastettiyseniz virgül yazın (85,000).',
    );
    expect(readingNote("Miktar", "1,234")).toBe('Miktar "1,234" ondalıklı olarak 1,234 okundu; binlik ayırıcı için nokta yazın (1.234).');
    expect(readingNote("Miktar", "85.000,5")).toBeNull();
  });
});

describe("decideFileStyle: one decimal mark for a whole file", () => {
  it("settles an either-way value by the others", () => {
    expect(decideFileStyle(["0.015", "64250.00", "1.234"])).toEqual({ ok: true, mark: "." });
    expect(decideFileStyle(["1.234", "0,5"])).toEqual({ ok: true, mark: "," });
    expect(decideFileStyle(["12", "3", ""])).toEqual({ ok: true, mark: "." });
  });

  it("refuses a file with both marks, or with only either-way values, with the reason", () => {
    const both = decideFileStyle(["0.5", "1,5"]);
    expect(both.ok).toBe(false);
    expect(!both.ok && both.reason).toContain("iki farklı biçimde");
    const unknown = decideFileStyle(["1.234", "2.500", "10"]);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.reason).toContain('"1.234" hem binlik hem ondalık okunabilir');
  });
});

describe("every amount field reads through the one reader", () => {
  const base = { type: "buy", symbol: "ETH", currency: "TRY", date: "2024-03-01" };
  it("the portfolio entry: 85.000 TRY is eighty-five thousand", () => {
    const parsed = transactionSchema.parse({ ...base, amount: "0,5", price: "85.000", fee: "12,5" });
    expect(parsed).toMatchObject({ amount: 0.5, price: 85_000, fee: 12.5 });
    expect(transactionSchema.parse({ ...base, amount: "1.234.567,5", price: "3.500.000" })).toMatchObject({
      amount: 1_234_567.5,
      price: 3_500_000,
    });
  });

  it("the converter, the staking calculator, the bot form and the tax rate", () => {
    expect(converterQuerySchema.parse({ amount: "10.000" }).amount).toBe(10_000);
    expect(converterQuerySchema.parse({ amount: "0.5" }).amount).toBe(0.5);
    expect(stakingQuerySchema.shape.amount.parse("1.500,5")).toBe(1500.5);
    const bot = botFormSchema.safeParse({
      name: "B",
      strategy: "dca",
      symbol: "BTCUSDT",
      budget: "10.000",
      amount: "1.000",
      every: "week",
    });
    expect(bot.success && bot.data).toMatchObject({ budget: 10_000, amount: 1000 });
    expect(parseTaxRate("12,5")).toEqual({ rate: 12.5, error: null });
  });
});
