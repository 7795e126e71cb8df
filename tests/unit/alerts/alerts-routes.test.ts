import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

/** The page and the JSON API over the built server, as ayse (id 3) and ahmet. */
let server: RunningServer;
let ayse = "";
let ahmet = "";
beforeAll(async () => {
  server = await startAppServer();
  [ayse, ahmet] = await Promise.all([signInOver(server.url, "ayse", "ayse123"), signInOver(server.url, "ahmet", "ahmet123")]);
}, 60_000);
afterAll(() => server.stop());

const api = (cookie: string, path: string, method = "GET", body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("/alerts and /api/alerts", () => {
  it("shows the page with the form prefilled from the link", async () => {
    const response = await fetch(`${server.url}/alerts?symbol=btc&value=64250.5`, { headers: { cookie: ayse } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Fiyat Alarmlarım");
    expect(html).toContain('value="BTCUSDT"');
    expect(html).toContain('value="64250.5"');
    expect(html).toContain("Henüz alarm kurmadınız.");
  });

  it("creates, reads, changes and deletes an alert of the owner only; bad input is a Turkish 400", async () => {
    const created = await api(ayse, "/api/alerts", "POST", {
      symbol: "BTCUSDT",
      condition: "above",
      value: 70000,
      currency: "USD",
      note: "hedef",
    });
    expect(created.status).toBe(201);
    const alert = await created.json();
    expect(alert).toEqual({
      id: expect.any(Number),
      symbol: "BTCUSDT",
      condition: "above",
      value: 70000,
      currency: "USD",
      note: "hedef",
      active: true,
      triggeredAt: null,
      triggeredPrice: null,
    });
    expect(await (await api(ayse, "/api/alerts")).json()).toEqual({ alerts: [alert] });
    expect((await api(ahmet, `/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await api(ahmet, `/api/alerts/${alert.id}`, "PUT", { symbol: "BTCUSDT", condition: "below", value: 60000 })).status).toBe(404);
    expect((await api(ahmet, `/api/alerts/${alert.id}`, "DELETE")).status).toBe(404);

    const band = await api(ayse, `/api/alerts/${alert.id}`, "PUT", { symbol: "BTCUSDT", condition: "band", value: "Al", active: false });
    expect(band.status).toBe(200);
    expect(await band.json()).toMatchObject({ condition: "band", value: "Al", active: false });

    const bad = await api(ayse, "/api/alerts", "POST", { symbol: "BTCUSDT", condition: "above", value: 1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/0,01 ile 100 katı/);
    const unknown = await api(ayse, "/api/alerts", "POST", { symbol: "NOPE", condition: "above", value: 1 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(/piyasa verisinde yok/);

    expect((await api(ayse, `/api/alerts/${alert.id}`, "DELETE")).status).toBe(200);
    expect(await (await api(ayse, "/api/alerts")).json()).toEqual({ alerts: [] });
  });
});
