import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTurkishDate, isoDate, relativeTime } from "~/lib/format";

// The site's date shapes, pure: 2026-11-22 11:05:09 UTC is 14:05:09 in Istanbul, a Sunday.
const moment = Date.UTC(2026, 10, 22, 11, 5, 9);

describe("the date shapes", () => {
  it("writes each shape as Turks write it, in Istanbul time", () => {
    expect(
      (
        [
          "long",
          "dayMonth",
          "dayShortMonth",
          "shortMonth",
          "monthYear",
          "monthLong",
          "numeric",
          "medium",
          "longWeekday",
          "time",
          "dayShortMonthTime",
          "shortDateTime",
          "mediumDateTime",
          "numericDayMonthTime",
          "numericSeconds",
        ] as const
      ).map((pattern) => formatDate(moment, pattern)),
    ).toEqual([
      "22 Kasım 2026",
      "22 Kasım",
      "22 Kas",
      "22 Kas 2026",
      "Kas 26",
      "Kasım 2026",
      "22.11.2026",
      "22 Kas 2026",
      "22 Kasım 2026 Pazar",
      "14:05",
      "22 Kas 14:05",
      "22.11.2026 14:05",
      "22 Kas 2026 14:05",
      "22/11 14:05",
      "22.11.2026 14:05:09",
    ]);
  });

  it("keeps a bare day on its day in UTC, where Istanbul is already the next", () => {
    const lateDay = Date.UTC(2026, 0, 1, 23, 30);
    expect(formatDate(lateDay, "long", "UTC")).toBe("1 Ocak 2026");
    expect(formatDate(lateDay, "long")).toBe("2 Ocak 2026");
    expect(formatDate(new Date(lateDay), "time", "UTC")).toBe("23:30");
    expect(formatDate(lateDay, "time")).toBe("02:30");
  });
});

describe("dates read from the database", () => {
  it("reads SQLite's space-separated time as UTC, and an ISO time as it is", () => {
    expect(formatTurkishDate("2026-11-22 22:30:00")).toBe("23 Kasım 2026");
    expect(isoDate("2026-11-22 22:30:00")).toBe("2026-11-22T22:30:00.000Z");
    expect(isoDate("2026-11-22T22:30:00+03:00")).toBe("2026-11-22T19:30:00.000Z");
    expect(isoDate("2026-11-22")).toBe("2026-11-22T00:00:00.000Z");
  });

  it("gives back a text it cannot read", () => {
    expect(formatTurkishDate("dün")).toBe("dün");
    expect(isoDate("dün")).toBe("dün");
    expect(isoDate("2026-11-22 x")).toBe("2026-11-22 x");
  });

  it("writes a date and time in Istanbul time, or Bilinmiyor", () => {
    expect(formatDateTime("2026-11-22T11:05:00Z")).toBe("22.11.2026 14:05");
    expect(formatDateTime(null)).toBe("Bilinmiyor");
    expect(formatDateTime(undefined)).toBe("Bilinmiyor");
    expect(formatDateTime("")).toBe("Bilinmiyor");
    expect(formatDateTime("dün")).toBe("Bilinmiyor");
  });
});

describe("how long ago", () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const ago = (ms: number) => relativeTime(new Date(now - ms).toISOString(), now);

  it("counts minutes, hours and days, each up to the next", () => {
    expect(ago(0)).toBe("şimdi");
    expect(ago(59_999)).toBe("şimdi");
    expect(ago(60_000)).toBe("1 dakika önce");
    expect(ago(59 * 60_000 + 59_999)).toBe("59 dakika önce");
    expect(ago(60 * 60_000)).toBe("1 saat önce");
    expect(ago(150 * 60_000)).toBe("2 saat önce");
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toBe("23 saat önce");
    expect(ago(24 * 3_600_000)).toBe("1 gün önce");
    expect(ago(71 * 3_600_000)).toBe("2 gün önce");
  });

  it("says şimdi for a time ahead, and Bilinmiyor for none or an unreadable one", () => {
    expect(ago(-5 * 60_000)).toBe("şimdi");
    expect(relativeTime(null, now)).toBe("Bilinmiyor");
    expect(relativeTime("", now)).toBe("Bilinmiyor");
    expect(relativeTime("dün", now)).toBe("Bilinmiyor");
  });
});
