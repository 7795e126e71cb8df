import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import type { AlertSnapshot, CoinReading } from "~/lib/alerts/rules";
import type { AlertInput } from "~/lib/alerts/schema";
import {
  alertAdminStats,
  alertsForExport,
  checkAlerts,
  createAlert,
  deleteAlert,
  getAlert,
  listAlertsPage,
  rearmAlert,
  setAlertMails,
  setAlertsPaused,
  updateAlert,
} from "~/models/alerts.server";
import { setSetting } from "~/models/settings.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const AYSE = 3;
const AHMET = 2;

function snap(btc: Partial<CoinReading> = {}, source: AlertSnapshot["source"] = "live"): AlertSnapshot {
  return { source, usdTry: 34, coins: new Map([["BTCUSDT", { price: 100, change: 1, band: "Bekle", ...btc }]]) };
}

const aboveInput: AlertInput = { symbol: "BTCUSDT", condition: "above", value: 110, band: null, currency: "USD", note: "kırılım" };

async function newAlert(userId = AYSE, input: AlertInput = aboveInput) {
  const result = await createAlert(userId, input, snap());
  if (!result.ok) throw new Error(result.message);
  return result.alert;
}

const notifications = (userId = AYSE) => db().selectFrom("user_notifications").selectAll().where("user_id", "=", userId).execute();
const alertMails = () => db().selectFrom("mail_outbox").selectAll().where("kind", "=", "alert").execute();
const listAlerts = async (userId: number) => (await listAlertsPage(userId, 1)).alerts;

describe("the alert check on real SQLite", () => {
  it("fires once with one notification and one mail, however many checks follow, and re-arms after the price comes back", async () => {
    const alert = await newAlert();
    expect(alert).toMatchObject({ armed: true, active: true, value: 110 });
    await checkAlerts(snap({ price: 105 }));
    expect(await notifications()).toHaveLength(0);

    const at = new Date("2026-11-25T09:30:00Z");
    expect(await checkAlerts(snap({ price: 111.5 }), at)).toMatchObject({ fired: 1 });
    for (const price of [112, 115, 109.8, 111]) await checkAlerts(snap({ price }));
    const [note] = await notifications();
    expect(await notifications()).toHaveLength(1);
    expect(note).toMatchObject({ link: "/crypto-analysis?coin=BTCUSDT", is_read: 0 });
    expect(note.title).toContain("BTC fiyatı");
    expect(note.message).toContain("111,5");
    expect(note.message).toContain("12:30:00"); // Europe/Istanbul
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "ayse@example.com", user_id: AYSE, state: "pending" });
    expect(mails[0].text_body).toContain("111,5");
    expect(mails[0].text_body).toContain("25.11.2026 12:30:00");
    expect(mails[0].text_body).toMatch(/https?:\/\/[^\s]+\/crypto-analysis\?coin=BTCUSDT/);
    expect(await getAlert(AYSE, alert.id)).toMatchObject({ armed: false, triggeredPrice: 111.5, triggeredAt: at.toISOString() });

    expect(await checkAlerts(snap({ price: 109 }))).toMatchObject({ rearmed: 1 });
    expect(await getAlert(AYSE, alert.id)).toMatchObject({ armed: true });
    await checkAlerts(snap({ price: 120 }));
    expect(await notifications()).toHaveLength(2);
    expect(await alertMails()).toHaveLength(2);
  });

  it("never fires twice when two checks race for the same alert", async () => {
    await newAlert();
    const results = await Promise.all([checkAlerts(snap({ price: 130 })), checkAlerts(snap({ price: 130 }))]);
    expect(results.map((r) => r.fired).sort()).toEqual([0, 1]);
    expect(await notifications()).toHaveLength(1);
  });

  it("does nothing on stale or sample data, or while paused", async () => {
    await newAlert();
    await checkAlerts(snap({ price: 130 }, "stale"));
    await checkAlerts(snap({ price: 130 }, "demo"));
    await setAlertsPaused(true, { id: 1, username: "admin" });
    await checkAlerts(snap({ price: 130 }));
    expect(await notifications()).toHaveLength(0);
    expect(await db().selectFrom("activity_log").select("action").where("action", "=", "alerts.pause").execute()).toHaveLength(1);
    await setAlertsPaused(false, { id: 1, username: "admin" });
    await checkAlerts(snap({ price: 130 }));
    expect(await notifications()).toHaveLength(1);
  });

  it("mails only a proven address, whether or not sign-up verification is on, and never a user who turned alert mails off", async () => {
    await newAlert(AYSE);
    await newAlert(AHMET);
    await setSetting("email_verification", "true");
    await db().updateTable("users").set({ email_verified_at: "2026-11-25T08:00:00.000Z" }).where("id", "=", AYSE).execute();
    await db().updateTable("users").set({ email_verified_at: null }).where("id", "=", AHMET).execute();
    await checkAlerts(snap({ price: 130 }));
    expect((await alertMails()).map((m) => m.user_id)).toEqual([AYSE]);
    expect(await notifications(AHMET)).toHaveLength(1);

    // With verification off (the spec's default) an unproven address still gets nothing; the bell rings.
    await setSetting("email_verification", "false");
    await setAlertMails(AYSE, false);
    await checkAlerts(snap({ price: 100 }));
    await checkAlerts(snap({ price: 130 }));
    expect((await alertMails()).map((m) => m.user_id)).toEqual([AYSE]);
    expect(await notifications(AYSE)).toHaveLength(2);
    expect(await notifications(AHMET)).toHaveLength(2);
  });

  it("sends at most 10 alert mails an hour to one address, the 10th a summary of the rest; the bell gets every one", async () => {
    for (let i = 0; i < 12; i += 1) await newAlert(AYSE, { ...aboveInput, value: 110 + i });
    await checkAlerts(snap({ price: 130 }));
    const mailsTo = () =>
      db().selectFrom("mail_outbox").select(["kind", "text_body"]).where("to_address", "=", "ayse@example.com").orderBy("id").execute();
    let sent = await mailsTo();
    expect(sent.map((m) => m.kind)).toEqual([...Array(9).fill("alert"), "alert-summary"]);
    expect(sent[9].text_body).toContain("3 alarmınız daha çaldı");
    expect(await notifications()).toHaveLength(12);

    // Re-armed and fired again within the hour: the bell rings, no more mail.
    for (const alert of await listAlerts(AYSE)) await rearmAlert(AYSE, alert.id);
    await checkAlerts(snap({ price: 131 }));
    sent = await mailsTo();
    expect(sent).toHaveLength(10);
    expect(await notifications()).toHaveLength(24);
  });

  it("sets an alert whose condition already holds to wait; the owner's re-arm arms it at once", async () => {
    const result = await createAlert(AYSE, { ...aboveInput, value: 90 }, snap({ price: 100 }));
    expect(result.ok && result.alert.armed).toBe(false);
    await checkAlerts(snap({ price: 101 }));
    expect(await notifications()).toHaveLength(0);
    const id = result.ok ? result.alert.id : 0;
    expect(await rearmAlert(AHMET, id)).toEqual({ ok: false, notFound: true, message: "Alarm bulunamadı." });
    expect(await rearmAlert(AYSE, id)).toMatchObject({ ok: true, alert: { armed: true } });
    await checkAlerts(snap({ price: 101 }));
    expect(await notifications()).toHaveLength(1);
  });
});

describe("owning and limiting alerts", () => {
  it("keeps at most 200 alerts per user in all, switched-off ones included, with a Turkish refusal", async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      user_id: AYSE,
      symbol: "BTCUSDT",
      condition: "above" as const,
      value: 110 + i,
      currency: "USD" as const,
      note: "",
      active: 0 as const,
    }));
    await db().insertInto("price_alerts").values(rows).execute();
    expect(await createAlert(AYSE, { ...aboveInput, active: false }, snap())).toEqual({
      ok: false,
      message: expect.stringContaining("En fazla 200 alarmınız olabilir"),
    });
    expect((await createAlert(AHMET, aboveInput, snap())).ok).toBe(true);
    const page = await listAlertsPage(AYSE, 3);
    expect(page.pagination).toEqual({ page: 3, limit: 25, total: 200, pages: 8 });
    expect(page.alerts).toHaveLength(25);
  });

  it("keeps 50 active alerts per user; a switched-off one does not count", async () => {
    for (let i = 0; i < 50; i += 1) await newAlert(AYSE, { ...aboveInput, value: 110 + i });
    const refused = await createAlert(AYSE, aboveInput, snap());
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("En fazla 50 etkin alarm") });
    const [first] = await listAlerts(AYSE);
    expect(await updateAlert(AYSE, first.id, { ...aboveInput, active: false }, snap())).toMatchObject({
      ok: true,
      alert: { active: false },
    });
    expect((await createAlert(AYSE, aboveInput, snap())).ok).toBe(true);
    expect(await updateAlert(AYSE, first.id, { ...aboveInput, active: true }, snap())).toMatchObject({ ok: false });
    expect((await createAlert(AHMET, aboveInput, snap())).ok).toBe(true);
  });

  it("never reads, changes or deletes another user's alert", async () => {
    const alert = await newAlert(AYSE);
    expect(await getAlert(AHMET, alert.id)).toBeUndefined();
    expect(await updateAlert(AHMET, alert.id, aboveInput, snap())).toEqual({ ok: false, notFound: true, message: "Alarm bulunamadı." });
    expect(await deleteAlert(AHMET, alert.id)).toBe(false);
    expect(await deleteAlert(AYSE, alert.id)).toBe(true);
    expect(await listAlerts(AYSE)).toEqual([]);
  });

  it("exports the user's alerts and goes with the account", async () => {
    await newAlert(AYSE, { ...aboveInput, condition: "band", value: null, band: "Al" });
    expect(await alertsForExport(AYSE)).toEqual([
      expect.objectContaining({ condition: "band", value: "Al", note: "kırılım", armed: true }),
    ]);
    await setAlertMails(AYSE, false);
    await db().deleteFrom("user_notifications").where("user_id", "=", AYSE).execute();
    await db().deleteFrom("users").where("id", "=", AYSE).execute();
    expect(await db().selectFrom("price_alerts").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("alert_mail_optouts").selectAll().execute()).toEqual([]);
  });

  it("counts for the admin: active, fired today, alert mails, last firings", async () => {
    await newAlert(AYSE);
    await newAlert(AHMET, { ...aboveInput, value: 200 });
    await checkAlerts(snap({ price: 130 }));
    const stats = await alertAdminStats();
    expect(stats).toMatchObject({ active: 2, firedToday: 1, mails: { sent: 0, failed: 0, waiting: 1 } });
    expect(stats.lastFirings).toEqual([expect.objectContaining({ username: "ayse", triggeredPrice: 130 })]);
  });
});
