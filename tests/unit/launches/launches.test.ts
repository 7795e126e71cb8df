import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { escapeIcalText, foldIcalLine, launchesCalendar } from "~/lib/launches/ical";
import { countdown, launchSchema, launchStart, type Launch } from "~/lib/launches/schema";
import { deleteLaunch, launchesByTime, LAUNCH_ACTIVITY, saveLaunch } from "~/models/launches.server";
import { useTestDatabase } from "../../setup/test-db";

const valid = { name: "Örnek Ağ", symbol: "ornk", date: "2026-12-05", time: "15:30", network: "Ethereum", kind: "ido", url: "", notes: "" };

describe("launch form rules", () => {
  it("accepts a launch and normalises it", () => {
    const result = launchSchema.safeParse(valid);
    expect(result.success && result.data).toMatchObject({ symbol: "ORNK", time: "15:30", url: undefined, notes: undefined });
  });

  it.each([
    [{ date: "05.12.2026" }, "Tarih YYYY-AA-GG biçiminde olmalıdır."],
    [{ date: "2026-02-30" }, "Geçerli bir tarih girin."],
    [{ time: "25:00" }, "Saat SS:DD biçiminde olmalıdır."],
    [{ name: "" }, "Ad gereklidir."],
    [{ name: "x".repeat(101) }, "Ad en fazla 100 karakter olabilir."],
    [{ symbol: "A-B" }, "Sembol yalnızca harf ve rakamdan oluşabilir."],
    [{ kind: "ico" }, "Tür seçin."],
    [{ url: "javascript:alert(1)" }, "Bağlantı http:// veya https:// ile başlamalıdır."],
    [{ notes: "n".repeat(1001) }, "Notlar en fazla 1000 karakter olabilir."],
  ])("refuses %j in Turkish", (change, message) => {
    const result = launchSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("reads times as Turkey's and counts down to them", () => {
    expect(launchStart({ date: "2026-12-05", time: "15:30" }).toISOString()).toBe("2026-12-05T12:30:00.000Z");
    expect(launchStart({ date: "2026-12-05", time: null }).toISOString()).toBe("2026-12-04T21:00:00.000Z");
    const start = new Date("2026-12-05T12:30:00Z");
    expect(countdown(start, new Date("2026-12-02T10:00:00Z"))).toBe("3 gün 2 saat");
    expect(countdown(start, new Date("2026-12-05T07:18:00Z"))).toBe("5 saat 12 dakika");
    expect(countdown(start, new Date("2026-12-05T12:22:00Z"))).toBe("8 dakika");
    expect(countdown(start, new Date("2026-12-05T12:31:00Z"))).toBeNull();
  });
});

describe("iCalendar export", () => {
  it("escapes text and folds long lines at 75 octets", () => {
    expect(escapeIcalText("a, b; c\\d\nе")).toBe("a\\, b\\; c\\\\d\\nе");
    const folded = foldIcalLine(`DESCRIPTION:${"ş".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((line, i) => (i ? line.slice(1) : line))
        .join(""),
    ).toBe(`DESCRIPTION:${"ş".repeat(60)}`);
  });

  it("writes timed and all-day events with CRLF lines", () => {
    const launches: Launch[] = [
      {
        id: 1,
        name: "Ağ, Test",
        symbol: "TST",
        date: "2026-12-05",
        time: "15:30",
        network: "Solana",
        kind: "listing",
        url: "https://example.org",
        notes: null,
        updatedAt: "2026-11-23T10:00:00.000Z",
      },
      {
        id: 2,
        name: "Gün",
        symbol: "GUN",
        date: "2026-12-31",
        time: null,
        network: "Ethereum",
        kind: "airdrop",
        url: null,
        notes: "Not",
        updatedAt: "2026-11-23T10:00:00.000Z",
      },
    ];
    const ics = launchesCalendar(launches, { host: "kripto-rehber", now: new Date("2026-11-23T09:00:00Z") });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("UID:launch-1@kripto-rehber\r\nDTSTAMP:20261123T090000Z\r\nDTSTART:20261205T123000Z\r\n");
    expect(ics).toContain("SUMMARY:Ağ\\, Test (TST) – Borsa listelemesi\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("URL:https://example.org\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe("launches model", () => {
  useTestDatabase();
  const admin = { id: 1, username: "admin" };

  it("splits upcoming (soonest first) from past (latest first) and records each write", async () => {
    const input = (name: string, date: string) => launchSchema.parse({ ...valid, name, date, time: "" });
    await saveLaunch(input("Sonra", "2099-06-01"), admin);
    await saveLaunch(input("Yakında", "2099-01-01"), admin);
    const { upcoming, past } = await launchesByTime(new Date("2026-11-23T00:00:00Z"));
    expect(upcoming.map((l) => l.name)).toEqual(["Yakında", "Sonra"]);
    // The seed's historical launches, latest first.
    expect(past.map((l) => l.symbol)).toEqual(["STRK", "TIA", "ARB", "ETH"]);

    const id = upcoming[0]!.id;
    expect(await saveLaunch({ ...input("Yakında (ertelendi)", "2099-02-01"), id }, admin)).toBe(true);
    expect(await saveLaunch({ ...input("Yok", "2099-02-01"), id: 9999 }, admin)).toBe(false);
    expect(await deleteLaunch(id, admin)).toBe(true);
    expect(await deleteLaunch(id, admin)).toBe(false);
    const entries = await db()
      .selectFrom("activity_log")
      .select(["action", "title", "description", "icon"])
      .where("action", "like", "launch.%")
      .orderBy("id")
      .execute();
    const symbol = valid.symbol.toUpperCase();
    expect(entries).toEqual([
      { action: LAUNCH_ACTIVITY.created, title: "Lansman eklendi", description: `Sonra (${symbol})`, icon: "FileText" },
      { action: LAUNCH_ACTIVITY.created, title: "Lansman eklendi", description: `Yakında (${symbol})`, icon: "FileText" },
      { action: LAUNCH_ACTIVITY.updated, title: "Lansman güncellendi", description: `Yakında (ertelendi) (${symbol})`, icon: "FileText" },
      { action: LAUNCH_ACTIVITY.deleted, title: "Lansman silindi", description: `Yakında (ertelendi) (${symbol})`, icon: "FileText" },
    ]);
  });
});
