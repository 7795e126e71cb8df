import { describe, expect, it } from "vitest";
import { alertSchema, pairOf } from "~/lib/alerts/schema";
import { armedWhenSet, decideAlert, type AlertRule, type AlertSnapshot, type CoinReading } from "~/lib/alerts/rules";

function snapshot(btc: Partial<CoinReading>, extra: Partial<AlertSnapshot> = {}): AlertSnapshot {
  return {
    source: "live",
    usdTry: 34,
    coins: new Map([
      ["BTCUSDT", { price: 100, change: 0, band: "Bekle", ...btc }],
      ["PEPEUSDT", { price: 0.00001, change: 1, band: null }],
    ]),
    ...extra,
  };
}

const above: AlertRule = { symbol: "BTCUSDT", condition: "above", value: 110, band: null, currency: "USD", armed: true };

/** Runs one alert over a series of readings, carrying its armed state as the check does; returns what happened at each. */
function walk(rule: AlertRule, readings: Partial<CoinReading>[], extra: Partial<AlertSnapshot> = {}) {
  let armed = rule.armed;
  return readings.map((reading) => {
    const decision = decideAlert({ ...rule, armed }, snapshot(reading, extra));
    if (decision.kind === "fire") armed = false;
    if (decision.kind === "rearm") armed = true;
    return decision.kind;
  });
}

describe("price crossing and hysteresis", () => {
  it("fires once when the price crosses up, however long it stays above", () => {
    expect(walk(above, [{ price: 105 }, { price: 110 }, { price: 111 }, { price: 120 }, { price: 115 }])).toEqual([
      "none",
      "none",
      "fire",
      "none",
      "none",
    ]);
  });

  it("does not re-arm while the price dances just under the threshold, and re-arms past the 0.5 % margin", () => {
    // 110 × 0.995 = 109.45: 109.5 is inside the margin, 109.4 is past it.
    expect(walk(above, [{ price: 111 }, { price: 109.5 }, { price: 110.5 }, { price: 109.4 }, { price: 110.2 }])).toEqual([
      "fire",
      "none",
      "none",
      "rearm",
      "fire",
    ]);
  });

  it("fires a below alert when the price crosses down, re-arms above the margin", () => {
    const below: AlertRule = { ...above, condition: "below", value: 90 };
    expect(walk(below, [{ price: 95 }, { price: 89.9 }, { price: 80 }, { price: 90.3 }, { price: 90.5 }, { price: 89 }])).toEqual([
      "none",
      "fire",
      "none",
      "none",
      "rearm",
      "fire",
    ]);
  });

  it("reports the price in the alert's currency", () => {
    expect(decideAlert(above, snapshot({ price: 111 }))).toEqual({ kind: "fire", price: 111 });
  });
});

describe("lira alerts go through the snapshot's USDTTRY rate", () => {
  const tryAlert: AlertRule = { ...above, currency: "TRY", value: 3500 };
  it("compares the dollar price times the rate", () => {
    // 100 $ × 34 = 3400 ₺ (below 3500); 104 $ × 34 = 3536 ₺ (above).
    expect(decideAlert(tryAlert, snapshot({ price: 100 }))).toEqual({ kind: "none" });
    expect(decideAlert(tryAlert, snapshot({ price: 104 }))).toEqual({ kind: "fire", price: 3536 });
    expect(decideAlert(tryAlert, snapshot({ price: 104 }, { usdTry: 36 }))).toEqual({ kind: "fire", price: 3744 });
  });

  it("checks no lira alert when the snapshot has no rate", () => {
    expect(decideAlert(tryAlert, snapshot({ price: 1000 }, { usdTry: null }))).toEqual({ kind: "none" });
    expect(decideAlert({ ...tryAlert, armed: false }, snapshot({ price: 1 }, { usdTry: null }))).toEqual({ kind: "none" });
  });
});

describe("change and band alerts", () => {
  it("fires when the 24 h change goes beyond ±N %, either way, and re-arms 0.5 points inside", () => {
    const change: AlertRule = { ...above, condition: "change", value: 5 };
    expect(walk(change, [{ change: 4.9 }, { change: -5.2 }, { change: 6 }, { change: 4.7 }, { change: 4.4 }, { change: 5 }])).toEqual([
      "none",
      "fire",
      "none",
      "none",
      "rearm",
      "fire",
    ]);
  });

  it("fires once over a fall that deepens (−5.2, −6, −6.5, −7): a fall is no re-arm", () => {
    const change: AlertRule = { ...above, condition: "change", value: 5 };
    expect(walk(change, [{ change: -5.2 }, { change: -6 }, { change: -6.5 }, { change: -7 }])).toEqual(["fire", "none", "none", "none"]);
    // Back inside from below re-arms it, as from above.
    expect(walk(change, [{ change: -5.2 }, { change: -4.4 }, { change: -5.1 }])).toEqual(["fire", "rearm", "fire"]);
  });

  it("fires when the score band turns into the chosen one, and re-arms when it leaves it", () => {
    const band: AlertRule = { ...above, condition: "band", value: null, band: "Al" };
    expect(walk(band, [{ band: "Bekle" }, { band: "Al" }, { band: "Al" }, { band: "Güçlü Al" }, { band: "Al" }])).toEqual([
      "none",
      "fire",
      "none",
      "rearm",
      "fire",
    ]);
  });
});

describe("never on stale or sample data", () => {
  it("neither fires nor re-arms unless the snapshot is live", () => {
    for (const source of ["stale", "demo"] as const) {
      expect(decideAlert(above, snapshot({ price: 200 }, { source }))).toEqual({ kind: "none" });
      expect(decideAlert({ ...above, armed: false }, snapshot({ price: 1 }, { source }))).toEqual({ kind: "none" });
    }
  });

  it("says nothing about a coin missing from the snapshot", () => {
    expect(decideAlert({ ...above, symbol: "XYZUSDT" }, snapshot({ price: 200 }))).toEqual({ kind: "none" });
  });
});

describe("an alert set now waits for a crossing", () => {
  it("is armed when its condition does not hold, and waits when it already holds", () => {
    expect(armedWhenSet(above, snapshot({ price: 100 }))).toBe(true);
    expect(armedWhenSet(above, snapshot({ price: 120 }))).toBe(false);
    expect(armedWhenSet(above, snapshot({ price: 120 }, { source: "stale" }))).toBe(true);
  });
});

describe("the alert form's rules", () => {
  const parse = (input: Record<string, unknown>, snap?: AlertSnapshot) => alertSchema(snap).safeParse(input);
  const message = (input: Record<string, unknown>, snap?: AlertSnapshot) => {
    const result = parse(input, snap);
    return result.success ? null : result.error.issues[0].message;
  };

  it("reads a coin name as its USDT pair and a Turkish decimal", () => {
    expect(pairOf("btc")).toBe("BTCUSDT");
    const result = parse({ symbol: "btc", condition: "above", value: "105,5", currency: "USD", note: " yükseliş " }, snapshot({}));
    expect(result.success && result.data).toEqual({
      symbol: "BTCUSDT",
      condition: "above",
      value: 105.5,
      band: null,
      currency: "USD",
      note: "yükseliş",
    });
  });

  it("keeps a price within 0.01× and 100× of the current price, in the alert's currency", () => {
    const snap = snapshot({ price: 100 });
    expect(message({ symbol: "BTCUSDT", condition: "above", value: 0.5 }, snap)).toMatch(/0,01 ile 100 katı/);
    expect(message({ symbol: "BTCUSDT", condition: "above", value: 10_001 }, snap)).toMatch(/0,01 ile 100 katı/);
    expect(message({ symbol: "BTCUSDT", condition: "above", value: 10_000 }, snap)).toBeNull();
    // 100 $ is 3400 ₺: 50 ₺ is inside the range in lira, 20 ₺ is not.
    expect(message({ symbol: "BTCUSDT", condition: "below", value: 50, currency: "TRY" }, snap)).toBeNull();
    expect(message({ symbol: "BTCUSDT", condition: "below", value: 20, currency: "TRY" }, snap)).toMatch(/0,01 ile 100 katı/);
    expect(message({ symbol: "BTCUSDT", condition: "below", value: 50, currency: "TRY" }, snapshot({}, { usdTry: null }))).toMatch(/kuru/);
  });

  it("refuses a negative or missing price, a coin outside the snapshot, a bad band and an odd change", () => {
    const snap = snapshot({});
    expect(message({ symbol: "BTCUSDT", condition: "above", value: -5 }, snap)).toBe("Fiyat sıfırdan büyük olmalıdır.");
    expect(message({ symbol: "BTCUSDT", condition: "above" }, snap)).toBe("Fiyat gereklidir.");
    expect(message({ symbol: "BTCUSDT", condition: "above", value: "çok" }, snap)).toMatch(/sayı olmalıdır/);
    expect(message({ symbol: "XYZ", condition: "above", value: 5 }, snap)).toMatch(/piyasa verisinde yok/);
    expect(message({ symbol: "BTCUSDT", condition: "band", value: "Belki" }, snap)).toMatch(/puan bandı seçin/);
    expect(message({ symbol: "PEPEUSDT", condition: "band", band: "Al" }, snap)).toMatch(/puan hesaplanmıyor/);
    expect(message({ symbol: "BTCUSDT", condition: "change", value: 0.2 }, snap)).toMatch(/%1 ile %100/);
    expect(message({ symbol: "BTCUSDT", condition: "nereye", value: 5 }, snap)).toBe("Geçerli bir alarm koşulu seçin.");
    expect(message({ symbol: "BTCUSDT", condition: "above", value: 105, note: "x".repeat(201) }, snap)).toMatch(/200 karakter/);
  });

  it("takes the band from `value` (the API) or `band` (the form)", () => {
    const snap = snapshot({});
    const api = parse({ symbol: "BTCUSDT", condition: "band", value: "Dikkatli Ol" }, snap);
    const form = parse({ symbol: "BTCUSDT", condition: "band", band: "Al", value: "" }, snap);
    expect(api.success && api.data).toMatchObject({ band: "Dikkatli Ol", value: null, currency: "USD" });
    expect(form.success && form.data).toMatchObject({ band: "Al", value: null });
  });
});

describe("the edges of each rule", () => {
  it("fires on a price strictly past the threshold, not on the threshold itself", () => {
    const below: AlertRule = { ...above, condition: "below", value: 100 };
    expect(decideAlert(below, snapshot({ price: 100 })).kind).toBe("none");
    expect(decideAlert(above, snapshot({ price: 110 })).kind).toBe("none");
  });

  it("re-arms a price alert only strictly past the 0.5 % margin", () => {
    // 100 × 0.995 = 99.5 and 8 × 1.005 = 8.04, both exact in floating point.
    const fired: AlertRule = { ...above, value: 100, armed: false };
    expect(decideAlert(fired, snapshot({ price: 99.5 })).kind).toBe("none");
    expect(decideAlert(fired, snapshot({ price: 99.49 })).kind).toBe("rearm");
    const firedBelow: AlertRule = { ...above, condition: "below", value: 8, armed: false };
    expect(decideAlert(firedBelow, snapshot({ price: 8.04 })).kind).toBe("none");
    expect(decideAlert(firedBelow, snapshot({ price: 8.05 })).kind).toBe("rearm");
  });

  it("re-arms a change alert only strictly more than 0.5 points inside its threshold", () => {
    const fired: AlertRule = { ...above, condition: "change", value: 5, armed: false };
    expect(decideAlert(fired, snapshot({ change: -4.5 })).kind).toBe("none");
    expect(decideAlert(fired, snapshot({ change: 4.5 })).kind).toBe("none");
    expect(decideAlert(fired, snapshot({ change: -4.4 })).kind).toBe("rearm");
  });

  it("neither fires nor re-arms on a coin priced at zero", () => {
    const below: AlertRule = { ...above, condition: "below", value: 90 };
    expect(decideAlert(below, snapshot({ price: 0 })).kind).toBe("none");
    expect(decideAlert({ ...above, armed: false }, snapshot({ price: 0 })).kind).toBe("none");
  });

  it("does not re-arm a band alert on a coin that has no band (not analysed)", () => {
    const fired: AlertRule = { ...above, condition: "band", value: null, band: "Al", armed: false };
    expect(decideAlert(fired, snapshot({ band: null })).kind).toBe("none");
  });

  it("does nothing with an alert that has no threshold", () => {
    for (const condition of ["above", "below", "change"] as const) {
      const rule: AlertRule = { ...above, condition, value: null };
      expect(decideAlert(rule, snapshot({ price: 50, change: 30 })).kind).toBe("none");
      expect(decideAlert({ ...rule, armed: false }, snapshot({ price: 500, change: 0 })).kind).toBe("none");
    }
  });
});

describe("lira alerts without a usable rate", () => {
  const tryBelow: AlertRule = { ...above, condition: "below", currency: "TRY", value: 3500 };

  it("never fires a below alert, whose price would read as 0, nor a change alert", () => {
    expect(decideAlert(tryBelow, snapshot({ price: 100 }, { usdTry: null })).kind).toBe("none");
    expect(decideAlert(tryBelow, snapshot({ price: 100 }, { usdTry: -34 })).kind).toBe("none");
    const tryChange: AlertRule = { ...tryBelow, condition: "change", value: 5 };
    expect(decideAlert(tryChange, snapshot({ change: 10 }, { usdTry: null })).kind).toBe("none");
  });

  it("sets such an alert armed: nothing says its condition holds", () => {
    expect(armedWhenSet(tryBelow, snapshot({ price: 100 }, { usdTry: null }))).toBe(true);
  });
});

describe("which lira price a TRY alert watches", () => {
  const onBtcTurk: AlertRule = { ...above, currency: "TRY", value: 3500, liraSource: "btcturk" };

  it("BtcTurk's own TRY price when it watches BtcTurk, the converted one otherwise", () => {
    // Converted: 100 × 34 = 3400 ₺ (under 3500); BtcTurk's pair: 3550 ₺ (over).
    expect(decideAlert(onBtcTurk, snapshot({ price: 100, btcturkTry: 3550 }))).toEqual({ kind: "fire", price: 3550 });
    expect(decideAlert({ ...onBtcTurk, liraSource: "converted" }, snapshot({ price: 100, btcturkTry: 3550 })).kind).toBe("none");
    expect(decideAlert(onBtcTurk, snapshot({ price: 200, btcturkTry: null })).kind).toBe("none");
  });

  it("a dollar alert watches the dollar price whatever its lira source says", () => {
    expect(decideAlert({ ...onBtcTurk, currency: "USD", value: 110 }, snapshot({ price: 111, btcturkTry: 1 }))).toEqual({
      kind: "fire",
      price: 111,
    });
  });
});
