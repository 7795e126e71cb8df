import { describe, expect, it } from "vitest";
import { addMonths, monthOfDay } from "~/lib/portfolio/cpi";
import { cpiMonthSchema } from "~/lib/portfolio/cpi-form";
import { todayInTurkey } from "~/lib/portfolio/schema";

// The admin's TÜFE month form, pure (moved from cpi-admin.test.ts, which keeps the page's tests).
const lastMonth = addMonths(monthOfDay(todayInTurkey()), -1);

describe("the TÜFE month form's rules", () => {
  it("reads the value as Turks write it", () => {
    expect(cpiMonthSchema.parse({ month: "2026-09", value: "3.245,67", source: "TÜİK" }).value).toBe(3245.67);
    expect(cpiMonthSchema.parse({ month: "2026-09", value: "112,5", source: "TÜİK" }).value).toBe(112.5);
  });

  it("refuses what is not a month, a month not yet published and an empty source, in Turkish", () => {
    const errors = (fields: Record<string, string>) => cpiMonthSchema.safeParse(fields).error?.issues.map((issue) => issue.message);
    expect(errors({ month: "2026-13", value: "100", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: "09.2026", value: "100", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: monthOfDay(todayInTurkey()), value: "100", source: "TÜİK" })).toEqual([
      "Bu ayın ve sonraki ayların TÜFE'si henüz açıklanmadı.",
    ]);
    expect(errors({ month: "2002-12", value: "100", source: "TÜİK" })).toEqual(["TÜFE serisi Ocak 2003'te başlar."]);
    expect(errors({ month: "2026-09", value: "yüz", source: "" })).toEqual([
      "Endeks değeri bir sayı olmalıdır (ör. 3.245,67).",
      "Kaynak gereklidir.",
    ]);
    expect(errors({ month: "2026-09", value: "-5", source: "TÜİK" })).toEqual(["Endeks değeri sıfırdan büyük olmalıdır."]);
    expect(errors({ month: "2026-09", source: "TÜİK" })).toEqual(["Endeks değeri gereklidir."]);
  });
});

describe("the TÜFE month form's limits", () => {
  const errors = (fields: Record<string, string>) => cpiMonthSchema.safeParse(fields).error?.issues.map((issue) => issue.message) ?? [];

  it("takes the series' first month and last month, trimmed, and nothing between them is refused", () => {
    expect(cpiMonthSchema.parse({ month: " 2003-01 ", value: "1", source: " TÜİK " })).toEqual({
      month: "2003-01",
      value: 1,
      source: "TÜİK",
    });
    expect(cpiMonthSchema.parse({ month: lastMonth, value: "1", source: "TÜİK" }).month).toBe(lastMonth);
    expect(errors({ month: "2026-00", value: "1", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: "2026-9", value: "1", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: "x2026-09", value: "1", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: "2026-09x", value: "1", source: "TÜİK" })).toEqual(["Ayı YYYY-AA olarak yazın (ör. 2026-09)."]);
    expect(errors({ month: "  ", value: "1", source: "TÜİK" })[0]).toBe("Ay gereklidir.");
    expect(cpiMonthSchema.safeParse({ value: "1", source: "TÜİK" }).error?.issues[0]?.message).toBe("Ay gereklidir.");
  });

  it("takes an index up to a billion and above zero", () => {
    expect(cpiMonthSchema.parse({ month: "2026-09", value: "1.000.000.000", source: "TÜİK" }).value).toBe(1e9);
    expect(errors({ month: "2026-09", value: "1.000.000.001", source: "TÜİK" })).toEqual([
      "Endeks değeri en fazla 1.000.000.000 olabilir.",
    ]);
    expect(errors({ month: "2026-09", value: "0", source: "TÜİK" })).toEqual(["Endeks değeri sıfırdan büyük olmalıdır."]);
    expect(cpiMonthSchema.parse({ month: "2026-09", value: "0,01", source: "TÜİK" }).value).toBe(0.01);
    expect(errors({ month: "2026-09", value: " ", source: "TÜİK" })).toEqual(["Endeks değeri gereklidir."]);
  });

  it("takes a source of up to 300 characters", () => {
    expect(errors({ month: "2026-09", value: "1", source: "a".repeat(300) })).toEqual([]);
    expect(errors({ month: "2026-09", value: "1", source: "a".repeat(301) })).toHaveLength(1);
  });
});
