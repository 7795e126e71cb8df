import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { getSession } from "~/server/session.server";
import { recordSignals } from "~/models/signals.server";
import { loader as apiSignal } from "~/routes/api.signals.$id";
import { action as apiFollow } from "~/routes/api.signals.$id_.follow";
import { loader as apiFollowed } from "~/routes/api.signals.followed";
import { loader as apiSignals } from "~/routes/api.signals";
import { action as signalAction, loader as signalPage } from "~/routes/signals.$id";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { cookieFrom, requestWith, signIn } from "../../setup/requests";

const context = { clientIp: "127.0.0.1", cspNonce: "" } as AppLoadContext;
useFakeTicker();

useTestDatabase();
let signalId = 0;
beforeEach(async () => {
  resetEnv();
  resetMarketCache();
  const t0 = new Date(Date.now() - 3 * 3_600_000);
  // The fake exchange's BTC is in the 'Güçlü Al' band, so its live snapshot keeps this signal open.
  await recordSignals([{ symbol: "BTCUSDT", band: "Bekle", score: 50, price: 60000, reasons: [] }], t0);
  [signalId] = (await recordSignals(
    [{ symbol: "BTCUSDT", band: "Güçlü Al", score: 90, price: 60000, reasons: ["Hacim yüksek"] }],
    new Date(t0.getTime() + 60_000),
  )) as [number];
});

const call = (fn: (args: never) => unknown, url: string, params: Record<string, string>, init: RequestInit & { cookie?: string } = {}) =>
  (fn as (args: unknown) => Promise<Response>)({ request: requestWith(url, init), params, context }).catch(
    (thrown: unknown) => thrown as Response,
  );

describe("signals JSON API", () => {
  it("lists and reads signals with the contract's fields, priced from the live market", async () => {
    const list = await call(apiSignals, "/api/signals?status=open", {});
    const body = await list.json();
    expect(body.signals).toHaveLength(1);
    expect(Object.keys(body.signals[0]).sort()).toEqual(
      [
        "id",
        "symbol",
        "direction",
        "fromBand",
        "toBand",
        "score",
        "openPrice",
        "openedAt",
        "closedAt",
        "closePrice",
        "resultPercent",
        "followers",
        "reasons",
      ].sort(),
    );
    // The fake exchange prices BTC at 64250.5.
    expect(body.signals[0].resultPercent).toBeCloseTo(((64250.5 - 60000) / 60000) * 100, 8);
    expect((await call(apiSignals, "/api/signals?direction=sideways", {})).status).toBe(400);

    const one = await call(apiSignal, `/api/signals/${signalId}`, { id: String(signalId) });
    expect(await one.json()).toMatchObject({ id: signalId, direction: "buy", reasons: ["Hacim yüksek"] });
    expect((await call(apiSignal, "/api/signals/abc", { id: "abc" })).status).toBe(400);
    expect((await call(apiSignal, "/api/signals/999", { id: "999" })).status).toBe(404);
  });

  it("follows only for a signed-in user, idempotently, and lists what the user follows", async () => {
    const url = `/api/signals/${signalId}/follow`;
    const params = { id: String(signalId) };
    const anonymous = await call(apiFollow, url, params, { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatch(/giriş/);

    const cookie = await signIn("ahmet", "ahmet123");
    for (let i = 0; i < 2; i++) {
      const followed = await call(apiFollow, url, params, { method: "POST", cookie });
      expect(followed.status).toBe(200);
      expect(await followed.json()).toEqual({ following: true });
    }
    const mine = await (await call(apiFollowed, "/api/signals/followed", {}, { cookie })).json();
    expect(mine.signals.map((s: { id: number; followers: number }) => [s.id, s.followers])).toEqual([[signalId, 1]]);
    const other = await (await call(apiFollowed, "/api/signals/followed", {}, { cookie: await signIn("ayse", "ayse123") })).json();
    expect(other.signals).toEqual([]);

    expect(await (await call(apiFollow, url, params, { method: "DELETE", cookie })).json()).toEqual({ following: false });
    expect((await call(apiFollow, "/api/signals/999/follow", { id: "999" }, { method: "POST", cookie })).status).toBe(404);
    expect((await call(apiFollow, "/api/signals/x/follow", { id: "x" }, { method: "POST", cookie })).status).toBe(400);
    expect((await call(apiFollowed, "/api/signals/followed", {})).status).toBe(401);
  });
});

describe("signal page", () => {
  it("sends a visitor who wants to follow to sign in and back to the same signal", async () => {
    const response = await call(
      signalAction,
      `/signals/${signalId}`,
      { id: String(signalId) },
      {
        method: "POST",
        body: new URLSearchParams({ intent: "follow", back: "/signals" }),
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=%2Fsignals%2F${signalId}`);
  });

  it("follows with a toast and goes back to the list the user came from", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const response = await call(
      signalAction,
      `/signals/${signalId}`,
      { id: String(signalId) },
      {
        method: "POST",
        body: new URLSearchParams({ intent: "follow", back: "/signals?status=open" }),
        cookie,
      },
    );
    expect(response.headers.get("Location")).toBe("/signals?status=open");
    const session = await getSession(requestWith("/", { cookie: cookieFrom(response) }));
    expect(session.get("toast")).toEqual({ type: "success", message: "Sinyal takip edildi" });
    const page = (await signalPage({
      request: requestWith(`/signals/${signalId}`, { cookie }),
      params: { id: String(signalId) },
      context,
    })) as {
      following: boolean;
    };
    expect(page.following).toBe(true);
  });

  it("answers 400 for a non-numeric id and 404 for an unknown one", async () => {
    expect((await call(signalPage, "/signals/abc", { id: "abc" })).status).toBe(400);
    expect((await call(signalPage, "/signals/12345", { id: "12345" })).status).toBe(404);
  });
});
