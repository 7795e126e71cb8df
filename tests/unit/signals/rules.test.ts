import { describe, expect, it } from "vitest";
import { parseSignalQuery, signalSearch } from "~/lib/signals/query";
import { decideBandChange, directionOf, isHit, resultPercent, trackRecord, SIGNAL_QUIET_MS } from "~/lib/signals/rules";

const t0 = new Date("2026-11-23T10:00:00Z");
const after = (ms: number) => new Date(t0.getTime() + ms);

describe("band change detection", () => {
  it("notes a coin's first band without a signal", () => {
    expect(decideBandChange(undefined, "Bekle", t0)).toEqual({ kind: "baseline" });
  });

  it("makes no signal while the band stays", () => {
    expect(decideBandChange({ band: "Bekle", lastSignalAt: null }, "Bekle", t0)).toEqual({ kind: "unchanged" });
  });

  it("opens a buy signal on a move to a higher band and a sell signal on a move to a lower one", () => {
    expect(decideBandChange({ band: "Bekle", lastSignalAt: null }, "Al", t0)).toEqual({
      kind: "signal",
      direction: "buy",
      fromBand: "Bekle",
      toBand: "Al",
    });
    expect(decideBandChange({ band: "Al", lastSignalAt: null }, "Uzak Dur", t0)).toEqual({
      kind: "signal",
      direction: "sell",
      fromBand: "Al",
      toBand: "Uzak Dur",
    });
    expect(directionOf("Güçlü Al", "Al")).toBe("sell");
    expect(directionOf("Dikkatli Ol", "Bekle")).toBe("buy");
  });

  it("ignores a flicker inside the quiet hour after a signal, and takes a change after it", () => {
    const state = { band: "Al" as const, lastSignalAt: t0.toISOString() };
    expect(decideBandChange(state, "Bekle", after(5 * 60_000))).toEqual({ kind: "quiet" });
    expect(decideBandChange(state, "Bekle", after(SIGNAL_QUIET_MS - 1))).toEqual({ kind: "quiet" });
    expect(decideBandChange(state, "Bekle", after(SIGNAL_QUIET_MS))).toMatchObject({ kind: "signal", direction: "sell" });
  });
});

describe("outcome maths", () => {
  it("measures the price change from open in percent", () => {
    expect(resultPercent(100, 110)).toBeCloseTo(10, 10);
    expect(resultPercent(200, 150)).toBeCloseTo(-25, 10);
    expect(resultPercent(0, 150)).toBe(0);
  });

  it("counts a hit when the price moved the way the signal said", () => {
    expect(isHit("buy", 2)).toBe(true);
    expect(isHit("buy", -2)).toBe(false);
    expect(isHit("sell", -2)).toBe(true);
    expect(isHit("sell", 0)).toBe(false);
  });

  it("sums a track record: hit rate and the average result seen from each signal's side", () => {
    // buy +10 (hit), sell -4 (hit, +4 for the signal), buy -6 (miss): 2 of 3, (10 + 4 - 6) / 3.
    const record = trackRecord([
      { direction: "buy", resultPercent: 10 },
      { direction: "sell", resultPercent: -4 },
      { direction: "buy", resultPercent: -6 },
    ]);
    expect(record.closed).toBe(3);
    expect(record.hits).toBe(2);
    expect(record.hitRate).toBeCloseTo(66.6667, 3);
    expect(record.averageResult).toBeCloseTo(8 / 3, 10);
    expect(trackRecord([])).toEqual({ closed: 0, hits: 0, hitRate: null, averageResult: null });
  });
});

describe("signal filters", () => {
  it("reads the filters and reports a value that is not one of the choices", () => {
    const ok = parseSignalQuery(new URLSearchParams("direction=buy&status=open&coin=btcusdt&page=2"));
    expect(ok).toEqual({ query: { direction: "buy", status: "open", coin: "BTCUSDT", page: 2 }, problem: null });
    expect(signalSearch(ok.query)).toBe("?direction=buy&status=open&coin=BTCUSDT&page=2");
    expect(parseSignalQuery(new URLSearchParams("direction=up")).problem).toMatch(/Geçersiz yön/);
    expect(parseSignalQuery(new URLSearchParams(`coin=${"X".repeat(10_000)}`)).problem).toMatch(/Geçersiz coin/);
    expect(parseSignalQuery(new URLSearchParams("page=-3")).query.page).toBe(1);
  });
});

describe("signal filters, every field", () => {
  const parse = (search: string) => parseSignalQuery(new URLSearchParams(search));

  it("reads no filter as no filter, page 1, and no problem", () => {
    expect(parse("direction=&status=&coin=%20")).toEqual({
      query: { direction: undefined, status: undefined, coin: undefined, page: 1 },
      problem: null,
    });
    expect(signalSearch(parse("").query)).toBe("");
    expect(parse("status=open")).toEqual({ query: { direction: undefined, status: "open", coin: undefined, page: 1 }, problem: null });
  });

  it("reads sell and closed, and reports a status that is not one of the choices", () => {
    expect(parse("direction=sell&status=closed").query).toMatchObject({ direction: "sell", status: "closed" });
    expect(parse("status=done")).toMatchObject({ query: { status: undefined }, problem: expect.stringMatching(/Geçersiz durum/) });
    // The direction is reported first when both are wrong.
    expect(parse("direction=up&status=done").problem).toMatch(/Geçersiz yön/);
    expect(parse("status=done&coin=BTC").problem).toMatch(/Geçersiz durum/);
  });

  it("takes a pair typed with spaces or in lower case, from two to twenty letters before USDT", () => {
    expect(parse("coin=%20ethusdt%20").query.coin).toBe("ETHUSDT");
    expect(parse("coin=OPUSDT").query.coin).toBe("OPUSDT");
    expect(parse(`coin=${"A".repeat(20)}USDT`)).toMatchObject({ query: { coin: `${"A".repeat(20)}USDT` }, problem: null });
    for (const wrong of ["BTC", "XUSDT", `${"A".repeat(21)}USDT`, "BTC-USDT", "BTCUSDTX"]) {
      expect(parse(`coin=${wrong}`), wrong).toMatchObject({ query: { coin: undefined }, problem: expect.stringMatching(/Geçersiz coin/) });
    }
  });

  it("leaves page 1 and empty filters out of a link", () => {
    expect(signalSearch({ page: 1 })).toBe("");
    expect(signalSearch({ coin: "ETHUSDT", page: 1 })).toBe("?coin=ETHUSDT");
    expect(signalSearch({ status: "closed", page: 3 })).toBe("?status=closed&page=3");
    expect(signalSearch({ direction: "sell" })).toBe("?direction=sell");
  });
});
