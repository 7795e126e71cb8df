import { describe, expect, it } from "vitest";
import { liveStatItems, liveStatKeysOf, MIN_RESOLVED_SIGNALS, type SiteCounts } from "~/lib/home/live-stats";

const counts: SiteCounts = { coins: 100, terms: 120, lessons: 24, signals: 1234, resolvedSignals: 40, hitSignals: 25, subscribers: 7 };

describe("live stats", () => {
  it("shows the default counts in Turkish writing, without subscribers", () => {
    expect(liveStatItems(liveStatKeysOf({}), counts).map(({ label, value }) => [label, value])).toEqual([
      ["Takip Edilen Coin", "100"],
      ["Sözlük Terimi", "120"],
      ["Ders", "24"],
      ["Kaydedilen Sinyal", "1.234"],
      ["Sinyal İsabet Oranı", "%62,5"],
    ]);
  });

  it("shows subscribers only when the section names them", () => {
    expect(liveStatItems(liveStatKeysOf({ live: ["subscribers", "nope"] }), counts)).toEqual([
      { label: "Bülten Abonesi", value: "7", live: true },
    ]);
    expect(liveStatKeysOf({ live: [] })).toEqual([]);
  });

  it("leaves out a hit rate from too few closed signals, and figures the site cannot back", () => {
    const few = { ...counts, resolvedSignals: MIN_RESOLVED_SIGNALS - 1, hitSignals: MIN_RESOLVED_SIGNALS - 1 };
    expect(liveStatItems(["hitRate"], few)).toEqual([]);
    expect(liveStatItems(["hitRate"], { ...counts, resolvedSignals: MIN_RESOLVED_SIGNALS, hitSignals: 19 })).toEqual([
      { label: "Sinyal İsabet Oranı", value: "%95", live: true },
    ]);
    // No live market yet (coins null) and an empty dictionary: nothing to show for them.
    expect(liveStatItems(["coins", "terms"], { ...counts, coins: null, terms: 0 })).toEqual([]);
  });
});
