import { describe, expect, it } from "vitest";
import { escapeIcalText, foldIcalLine, launchesCalendar } from "~/lib/launches/ical";
import type { Launch } from "~/lib/launches/schema";

// The launch calendar file a calendar application subscribes to (RFC 5545), pure.
const launch = (over: Partial<Launch>): Launch => ({
  id: 7,
  name: "Örnek Ağ",
  symbol: "ORN",
  date: "2026-12-31",
  time: null,
  network: "Ethereum",
  kind: "mainnet",
  url: null,
  notes: null,
  updatedAt: "2026-11-20T08:30:00.000Z",
  ...over,
});
const now = new Date("2026-11-28T09:15:42.123Z");

describe("the launch calendar", () => {
  it("writes an all-day launch from its day to the next, across a year's end", () => {
    const text = launchesCalendar([launch({})], { host: "kripto.example", now });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Kripto Rehber//Lansman Takibi//TR",
      "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:Kripto lansmanları",
      "BEGIN:VEVENT",
      "UID:launch-7@kripto.example",
      "DTSTAMP:20261128T091542Z",
      "DTSTART;VALUE=DATE:20261231",
      "DTEND;VALUE=DATE:20270101",
      "SUMMARY:Örnek Ağ (ORN) – Ana ağ (mainnet)",
      "DESCRIPTION:Ağ: Ethereum\\nTür: Ana ağ (mainnet)",
      "LAST-MODIFIED:20261120T083000Z",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("writes a timed launch at its moment in UTC (Turkey's 15:00 is 12:00Z), with its link and notes escaped", () => {
    const text = launchesCalendar([launch({ time: "15:00", url: "https://ornek.example/", notes: "Kayıt; ön satış, 2. tur" })], {
      host: "h",
      now,
    });
    expect(text).toContain("\r\nDTSTART:20261231T120000Z\r\n");
    expect(text).not.toContain("DTEND");
    expect(text).toContain("\r\nURL:https://ornek.example/\r\n");
    // Unfolded, as a calendar application reads it.
    expect(text.replace(/\r\n /g, "")).toContain("DESCRIPTION:Ağ: Ethereum\\nTür: Ana ağ (mainnet)\\nKayıt\\; ön satış\\, 2. tur");
  });

  it("escapes backslashes and line breaks, and folds long lines at 75 octets, counting Turkish letters as two", () => {
    expect(escapeIcalText("a\\b\r\nc\nd")).toBe("a\\\\b\\nc\\nd");
    expect(foldIcalLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldIcalLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldIcalLine("x".repeat(75 + 74 + 1))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n x`);
    // "ş" is two octets: 37 of them (74 octets) and one more do not fit in 75.
    expect(foldIcalLine("ş".repeat(38))).toBe(`${"ş".repeat(37)}\r\n ş`);
    for (const line of foldIcalLine(`DESCRIPTION:${"ğüşıöç".repeat(30)}`).split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
