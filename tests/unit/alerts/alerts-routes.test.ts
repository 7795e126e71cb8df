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
    expect(await (await api(ayse, "/api/alerts")).json()).toEqual({
      alerts: [alert],
      pagination: { page: 1, limit: 25, total: 1, pages: 1 },
    });
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
    expect(await (await api(ayse, "/api/alerts")).json()).toEqual({ alerts: [], pagination: { page: 1, limit: 25, total: 0, pages: 1 } });
  });

  it("pages GET /api/alerts, refuses the 201st alert with a Turkish 400 and limits alert writes, re-arming included", async () => {
    const input = { symbol: "BTCUSDT", condition: "above", value: 70000, currency: "USD", active: false };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await api(ahmet, "/api/alerts", "POST", input)).status);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await api(ahmet, "/api/alerts", "POST", input);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/Çok fazla alarm işlemi/);
    const listed = await (await api(ahmet, "/api/alerts?page=2")).json();
    expect(listed.pagination).toEqual({ page: 2, limit: 25, total: 30, pages: 2 });
    expect(listed.alerts).toHaveLength(5);

    const [first] = (await (await api(ahmet, "/api/alerts")).json()).alerts;
    const rearm = await fetch(`${server.url}/alerts`, {
      method: "POST",
      headers: { cookie: ahmet, Origin: server.url },
      body: new URLSearchParams({ intent: "rearm", id: String(first.id) }),
      redirect: "manual",
    });
    expect(rearm.status).toBe(302);
    expect((await (await api(ahmet, `/api/alerts/${first.id}`)).json()).active).toBe(false);
  });
});
