import { describe, expect, it } from "vitest";
import { describeAlert, firedMessage } from "~/lib/alerts/format";
import { decideAlert, type AlertRule, type AlertSnapshot, type CoinReading } from "~/lib/alerts/rules";
import { alertSchema } from "~/lib/alerts/schema";
import { checkAlerts, createAlert, listAlertsPage } from "~/models/alerts.server";
import { useTestDatabase } from "../../setup/test-db";

// A TRY price alert says which lira price it watches, and may watch BtcTurk's own TRY pair
// instead of the dollar price × USDT/TRY (the two can sit a percent or more apart).

useTestDatabase();

const AYSE = 3;

// BTC at 100 $ × 34 = 3,400 ₺ converted; BtcTurk's pair at 3,460 ₺ (1.8 % dearer).
function snap(btc: Partial<CoinReading> = {}): AlertSnapshot {
  return { source: "live", usdTry: 34, coins: new Map([["BTCUSDT", { price: 100, change: 1, band: "Bekle", btcturkTry: 3460, ...btc }]]) };
}

const above3450: AlertRule = { symbol: "BTCUSDT", condition: "above", value: 3450, band: null, currency: "TRY", armed: true };

describe("which lira price an alert watches", () => {
  it("fires on BtcTurk's price when it watches BtcTurk, on the converted price otherwise", () => {
    expect(decideAlert({ ...above3450, liraSource: "btcturk" }, snap())).toEqual({ kind: "fire", price: 3460 });
    expect(decideAlert({ ...above3450, liraSource: "converted" }, snap())).toEqual({ kind: "none" });
    expect(decideAlert({ ...above3450, liraSource: "converted" }, snap({ price: 102 }))).toEqual({ kind: "fire", price: 3468 });
    // Without a live BtcTurk price the alert waits; it is never judged on the converted price instead.
    expect(decideAlert({ ...above3450, liraSource: "btcturk" }, snap({ btcturkTry: null, price: 200 }))).toEqual({ kind: "none" });
  });

  it("names the watched price in the alert's words and its message", () => {
    const words = { symbol: "BTCUSDT", condition: "above" as const, value: 3450, band: null, currency: "TRY" as const };
    expect(describeAlert({ ...words, liraSource: "btcturk" })).toMatch(/^BTC fiyatı \(BtcTurk BTC\/TRY\) .*3\.450.* üstüne çıkınca$/);
    expect(describeAlert(words)).toMatch(/^BTC fiyatı \(dolar fiyatı × USDT\/TRY\) /);
    expect(describeAlert({ ...words, currency: "USD" })).toMatch(/^BTC fiyatı \$?3\.450/);
    expect(firedMessage({ ...words, liraSource: "btcturk" }, 3460, undefined, new Date("2026-11-27T09:00:00Z"))).toContain(
      "(BtcTurk BTC/TRY)",
    );
  });

  it("refuses BtcTurk for a coin it gives no lira price for, and keeps the choice only for TRY price alerts", () => {
    const form = (fields: Record<string, string>, snapshot = snap()) => alertSchema(snapshot).safeParse(fields);
    const btcturk = { symbol: "BTC", condition: "above", value: "3500", currency: "TRY", liraSource: "btcturk" };
    expect(form(btcturk).data).toMatchObject({ currency: "TRY", liraSource: "btcturk" });
    expect(form(btcturk, snap({ btcturkTry: null })).error?.issues).toEqual([
      expect.objectContaining({ path: ["liraSource"], message: expect.stringContaining("BtcTurk") }),
    ]);
    expect(form({ ...btcturk, currency: "USD", value: "110" }).data?.liraSource).toBeUndefined();
    expect(form({ ...btcturk, liraSource: "binance" }).success).toBe(false);
  });

  it("stores the choice with the alert and fires on BtcTurk's price in the check", async () => {
    const created = await createAlert(
      AYSE,
      { symbol: "BTCUSDT", condition: "above", value: 3500, band: null, currency: "TRY", liraSource: "btcturk", note: "" },
      snap(),
    );
    expect(created.ok && created.alert).toMatchObject({ liraSource: "btcturk", armed: true });
    expect((await listAlertsPage(AYSE, 1)).alerts.find((alert) => alert.liraSource === "btcturk")?.description).toContain(
      "BtcTurk BTC/TRY",
    );
    // The converted price crosses 3,500 ₺ (104 × 34 = 3,536) while BtcTurk's stays below: nothing fires.
    expect(await checkAlerts(snap({ price: 104, btcturkTry: 3490 }))).toMatchObject({ fired: 0 });
    expect(await checkAlerts(snap({ price: 100, btcturkTry: 3510 }))).toMatchObject({ fired: 1 });
  });
});
