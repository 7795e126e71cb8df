import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { getSession } from "~/server/session.server";
import { resetEnv } from "~/server/env.server";
import { action, loader } from "~/routes/crypto-analysis/route";
import { resetMarketCache } from "~/services/market.server";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, cookieFrom, requestWith, signIn } from "../../setup/requests";

const context = { clientIp: "127.0.0.1", cspNonce: "" } as AppLoadContext;
useFakeTicker();

useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

async function load(url: string, cookie?: string) {
  const result = await loader({ request: requestWith(url, { cookie }), params: {}, context });
  return { ...result.data, status: result.init?.status ?? 200 };
}

function post(fields: Record<string, string>, cookie?: string) {
  return answer(() =>
    action({
      request: requestWith("/crypto-analysis", { method: "POST", body: new URLSearchParams(fields), cookie }),
      params: {},
      context,
    }),
  );
}

async function toastOf(response: Response) {
  const session = await getSession(requestWith("/", { cookie: cookieFrom(response) }));
  return session.get("toast");
}

describe("favourites", () => {
  it("asks a visitor to sign in and stores nothing", async () => {
    const response = await post({ intent: "favourite", symbol: "BTCUSDT", redirectTo: "?q=bit" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/crypto-analysis?q=bit");
    expect(await toastOf(response)).toEqual({ type: "error", message: "Favori eklemek için giriş yapmalısınız" });
  });

  it("toggles a coin for the signed-in user only, and filters the list by it", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const added = await post({ intent: "favourite", symbol: "SOLUSDT", redirectTo: "?coin=SOLUSDT&fav=1" }, cookie);
    expect(added.headers.get("Location")).toBe("/crypto-analysis?fav=1&coin=SOLUSDT");
    expect(await toastOf(added)).toEqual({ type: "success", message: "Favorilere eklendi" });

    const data = await load("/crypto-analysis?fav=1", cookie);
    expect(data.list.coins.map((coin) => coin.symbol)).toEqual(["SOLUSDT"]);
    expect(data.favourites).toEqual(["SOLUSDT"]);

    const other = await signIn("ayse", "ayse123");
    const hers = await load("/crypto-analysis?fav=1", other);
    expect(hers.list.coins).toEqual([]);

    const removed = await post({ intent: "favourite", symbol: "SOLUSDT" }, cookie);
    expect(await toastOf(removed)).toEqual({ type: "success", message: "Favorilerden çıkarıldı" });
    const after = await load("/crypto-analysis", cookie);
    expect(after.favourites).toEqual([]);
  });

  it("refuses an unknown intent, an unknown coin and a foreign return address", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    expect((await post({ intent: "delete-everything", symbol: "BTCUSDT" }, cookie)).status).toBe(400);
    const unknown = await post({ intent: "favourite", symbol: "NOPEUSDT", redirectTo: "//evil.example" }, cookie);
    expect(unknown.headers.get("Location")).toBe("/crypto-analysis");
    expect(await toastOf(unknown)).toEqual({ type: "error", message: "Coin bulunamadı." });
  });
});

describe("the page loader", () => {
  it("selects the requested coin and says when it is unknown", async () => {
    const data = await load("/crypto-analysis?coin=ethusdt");
    expect(data.status).toBe(200);
    expect(data.selected?.name).toBe("Ethereum");
    expect(data.selected?.analysis?.reasons.length).toBeGreaterThan(0);
    expect(data.usdTry).toBe(34.25);
    const missing = await load("/crypto-analysis?coin=NOPEUSDT");
    expect(missing).toMatchObject({ status: 404, selected: null, missingCoin: "NOPEUSDT" });
  });
});
