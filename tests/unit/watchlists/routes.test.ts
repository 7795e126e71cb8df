import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/server/env.server";
import { resetMarketCache } from "~/services/market.server";
import { action as analysisAction } from "~/routes/crypto-analysis/route";
import { action as apiListsAction, loader as apiListsLoader } from "~/routes/api.watchlists";
import { action as apiListAction, loader as apiListLoader } from "~/routes/api.watchlists.$id";
import { action as pageAction, loader as pageLoader } from "~/routes/watchlists._index/route";
import { action as listAction, loader as listLoader } from "~/routes/watchlists.$id/route";
import { useFakeTicker } from "../../setup/fake-ticker";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, jsonRequest, requestWith, signIn } from "../../setup/requests";

useFakeTicker();

useTestDatabase();
beforeEach(() => {
  resetEnv();
  resetMarketCache();
});

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;
const call = (handler: Handler, request: Request, params: Record<string, string> = {}) =>
  answer(() => handler({ request, params, context }));

async function api(method: string, path: string, body?: unknown, cookie?: string) {
  const id = path.split("/")[3];
  const request = method === "GET" ? requestWith(path, { cookie }) : jsonRequest(path, method, body, cookie);
  const handler = (id ? (method === "GET" ? apiListLoader : apiListAction) : method === "GET" ? apiListsLoader : apiListsAction) as Handler;
  const response = await call(handler, request, id ? { id } : {});
  return { status: response.status, body: await response.json() };
}

describe("/api/watchlists", () => {
  it("lists the user's own lists, the default first, and creates, changes and deletes them", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const first = await api("GET", "/api/watchlists", undefined, cookie);
    expect(first).toEqual({
      status: 200,
      body: { watchlists: [{ id: expect.any(Number), name: "Favorilerim", isDefault: true, symbols: [] }] },
    });

    const created = await api("POST", "/api/watchlists", { name: "Uzun vade" }, cookie);
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), name: "Uzun vade", isDefault: false, symbols: [] } });
    const id = created.body.id;
    const changed = await api("PUT", `/api/watchlists/${id}`, { name: "Uzun dönem", symbols: ["ethusdt", "BTCUSDT"] }, cookie);
    expect(changed).toEqual({ status: 200, body: { id, name: "Uzun dönem", isDefault: false, symbols: ["ETHUSDT", "BTCUSDT"] } });
    expect((await api("GET", "/api/watchlists", undefined, cookie)).body.watchlists.map((list: { name: string }) => list.name)).toEqual([
      "Favorilerim",
      "Uzun dönem",
    ]);
    expect(await api("DELETE", `/api/watchlists/${id}`, undefined, cookie)).toEqual({ status: 200, body: { success: true } });
    expect((await api("GET", `/api/watchlists/${id}`, undefined, cookie)).status).toBe(404);
  });

  it("answers bad input with 400 and a Turkish error, and the default list's delete with 400", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    expect(await api("POST", "/api/watchlists", { name: "" }, cookie)).toEqual({
      status: 400,
      body: { error: "name: Liste adı gereklidir." },
    });
    expect((await api("POST", "/api/watchlists", { name: 5 }, cookie)).status).toBe(400);
    expect((await api("POST", "/api/watchlists", "{kırık", cookie)).status).toBe(400);
    const [favourites] = (await api("GET", "/api/watchlists", undefined, cookie)).body.watchlists;
    expect(await api("DELETE", `/api/watchlists/${favourites.id}`, undefined, cookie)).toEqual({
      status: 400,
      body: { error: "Varsayılan liste silinemez." },
    });
    expect(await api("PUT", `/api/watchlists/${favourites.id}`, { symbols: ["NOPEUSDT"] }, cookie)).toEqual({
      status: 400,
      body: { error: "NOPEUSDT piyasa verilerinde bulunamadı." },
    });
    expect(await api("PUT", `/api/watchlists/${favourites.id}`, { symbols: "BTCUSDT" }, cookie)).toMatchObject({ status: 400 });
    expect(await api("PUT", `/api/watchlists/${favourites.id}`, {}, cookie)).toEqual({
      status: 400,
      body: { error: "name veya symbols gönderin." },
    });
  });

  it("answers another user's list exactly as one that does not exist, and a visitor with 401", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const hers = (await api("POST", "/api/watchlists", { name: "Ayşe'nin" }, ayse)).body.id;
    const ahmet = await signIn("ahmet", "ahmet123");
    // A body that would not pass changes nothing either: the id is looked at first.
    for (const [method, body] of [["GET"], ["PUT", { name: "Benim" }], ["PUT", { symbols: "BTCUSDT" }], ["DELETE"]] as const) {
      expect(await api(method, `/api/watchlists/${hers}`, body, ahmet)).toEqual({
        status: 404,
        body: { error: "İzleme listesi bulunamadı." },
      });
    }
    expect((await api("GET", "/api/watchlists/abc", undefined, ahmet)).status).toBe(404);
    expect((await api("GET", "/api/watchlists")).status).toBe(401);
    expect((await api("GET", `/api/watchlists/${hers}`, undefined, ayse)).body.name).toBe("Ayşe'nin");
  });
});

describe("the star and the screens", () => {
  it("the analysis page's star puts the coin in the default list the API and the list page show", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const starred = await call(
      analysisAction as Handler,
      formRequest("/crypto-analysis", { intent: "favourite", symbol: "SOLUSDT" }, cookie),
    );
    expect(starred.status).toBe(302);
    const [favourites] = (await api("GET", "/api/watchlists", undefined, cookie)).body.watchlists;
    expect(favourites).toMatchObject({ name: "Favorilerim", isDefault: true, symbols: ["SOLUSDT"] });

    const page = (await (
      await call(listLoader as Handler, requestWith(`/watchlists/${favourites.id}`, { cookie }), { id: String(favourites.id) })
    ).json()) as {
      rows: { symbol: string; name: string; listed: boolean; price: number; change: number; score: number | null; band: string | null }[];
      market: { source: string; usdTry: number };
    };
    expect(page.market).toMatchObject({ source: "live", usdTry: 34.25 });
    expect(page.rows).toEqual([
      {
        symbol: "SOLUSDT",
        name: "Solana",
        listed: true,
        price: expect.any(Number),
        change: expect.any(Number),
        score: expect.any(Number),
        band: expect.any(String),
      },
    ]);

    await call(analysisAction as Handler, formRequest("/crypto-analysis", { intent: "favourite", symbol: "SOLUSDT" }, cookie));
    expect((await api("GET", "/api/watchlists", undefined, cookie)).body.watchlists[0].symbols).toEqual([]);
  });

  it("creates, renames and deletes through the page's forms, and refuses bad names with the schema's words", async () => {
    const cookie = await signIn("ahmet", "ahmet123");
    const created = await call(pageAction as Handler, formRequest("/watchlists", { intent: "create", name: "Madenciler" }, cookie));
    expect(created.status).toBe(302);
    const location = created.headers.get("Location")!;
    expect(location).toMatch(/^\/watchlists\/\d+$/);
    const id = location.split("/")[2]!;

    const tooLong = await call(pageAction as Handler, formRequest("/watchlists", { intent: "rename", id, name: "x".repeat(41) }, cookie));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain("Liste adı en fazla 40 karakter olabilir.");
    const taken = await call(pageAction as Handler, formRequest("/watchlists", { intent: "create", name: "Madenciler" }, cookie));
    expect(JSON.stringify(await taken.json())).toContain("Bu adda bir listeniz zaten var.");

    expect(
      (await call(pageAction as Handler, formRequest("/watchlists", { intent: "rename", id, name: "Madencilik" }, cookie))).status,
    ).toBe(302);
    const added = await call(listAction as Handler, formRequest(`/watchlists/${id}`, { intent: "add", symbol: "ETHUSDT" }, cookie), { id });
    expect(added.status).toBe(302);
    const unknown = await call(listAction as Handler, formRequest(`/watchlists/${id}`, { intent: "add", symbol: "NOPEUSDT" }, cookie), {
      id,
    });
    expect(unknown.status).toBe(400);
    const lists = (await (await call(pageLoader as Handler, requestWith(`/watchlists?confirm=${id}`, { cookie }))).json()) as {
      lists: { name: string; count: number }[];
      confirming: { id: number } | null;
    };
    expect(lists.lists.map((list) => [list.name, list.count])).toEqual([
      ["Favorilerim", 0],
      ["Madencilik", 1],
    ]);
    expect(lists.confirming?.id).toBe(Number(id));

    expect((await call(pageAction as Handler, formRequest("/watchlists", { intent: "delete", id }, cookie))).status).toBe(302);
    expect((await api("GET", "/api/watchlists", undefined, cookie)).body.watchlists).toHaveLength(1);
    expect((await call(pageAction as Handler, formRequest("/watchlists", { intent: "nope" }, cookie))).status).toBe(400);
  });

  it("shows a list's page to its owner only: anyone else gets 404", async () => {
    const ayse = await signIn("ayse", "ayse123");
    const hers = String((await api("POST", "/api/watchlists", { name: "Ayşe'nin" }, ayse)).body.id);
    const ahmet = await signIn("ahmet", "ahmet123");
    expect((await call(listLoader as Handler, requestWith(`/watchlists/${hers}`, { cookie: ahmet }), { id: hers })).status).toBe(404);
    const post = formRequest(`/watchlists/${hers}`, { intent: "add", symbol: "BTCUSDT" }, ahmet);
    expect((await call(listAction as Handler, post, { id: hers })).status).toBe(404);
    expect((await call(listLoader as Handler, requestWith(`/watchlists/${hers}`, { cookie: ayse }), { id: hers })).status).toBe(200);
    const visitor = await call(listLoader as Handler, requestWith(`/watchlists/${hers}`), { id: hers });
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
