import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { action } from "~/routes/admin.news-sources/intents.server";
import { loader as newsLoader } from "~/routes/crypto-news/route";
import { startFakeFeeds, type FakeFeeds } from "../../fakes/feed-server";
import { answer, context, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

let feeds: FakeFeeds;

beforeAll(async () => {
  feeds = await startFakeFeeds();
});

afterAll(async () => {
  await feeds.close();
});

useTestDatabase();

let cookie = "";
beforeEach(async () => {
  cookie = await signIn("admin", "admin123");
});

/** Posts the screen's form and answers as Remix would. */
function post(fields: Record<string, string>, as = cookie) {
  const request = requestWith("/admin/news-sources", { method: "POST", cookie: as, body: new URLSearchParams(fields) });
  return answer(() => action({ request, params: {}, context }));
}

describe("the sources screen's action", () => {
  it("refuses a feed address with a fragment, in Turkish; a query stays allowed", async () => {
    const refused = await post({ intent: "save-source", name: "Parçalı", url: `${feeds.url}/rss.xml#x` });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Besleme adresi # içeremez");
    const saved = await post({ intent: "save-source", name: "Sorgulu", url: `${feeds.url}/rss.xml?count=2&tag=q` });
    expect(saved.status).toBe(302);
  });
  it("sends a visitor to sign in and a non-admin away", async () => {
    const anonymous = await post({ intent: "save-source", name: "X", url: `${feeds.url}/rss.xml` }, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const user = await post({ intent: "save-source", name: "X", url: `${feeds.url}/rss.xml` }, await signIn("ahmet", "ahmet123"));
    expect(user.status).toBe(302);
    expect(await db().selectFrom("news_sources").select("id").where("name", "=", "X").execute()).toHaveLength(0);
  });

  it.each([
    ["ftp://haber.example/feed", "http:// veya https://"],
    ["javascript:alert(1)", "Besleme adresi"],
    ["haber", "Geçerli bir besleme adresi girin."],
    ["", "Besleme adresi gereklidir."],
  ])("refuses the address %j with a Turkish message", async (url, message) => {
    const response = await post({ intent: "save-source", name: "Kötü", url });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it("adds a feed, reads it at once, and refuses the same address twice", async () => {
    const url = `${feeds.url}/rss.xml?count=3&tag=route`;
    const added = await post({ intent: "save-source", name: "Yerel", url, enabled: "on" });
    expect(added.status).toBe(302);
    const row = await db().selectFrom("news_sources").selectAll().where("url", "=", url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enabled: 1, last_fetch_ok: 1 });
    const again = await post({ intent: "save-source", name: "Yine", url, enabled: "on" });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain("Bu besleme adresi zaten ekli.");

    // Turned off, then on again: read at once on the way back.
    const hits = feeds.hits("/rss.xml");
    expect((await post({ intent: "toggle-source", id: String(row.id), enabled: "false" })).status).toBe(302);
    expect(feeds.hits("/rss.xml")).toBe(hits);
    expect((await post({ intent: "toggle-source", id: String(row.id), enabled: "true" })).status).toBe(302);
    expect(feeds.hits("/rss.xml")).toBe(hits + 1);
  });

  it("answers 400 to an unknown intent or a bad id, 404 to a missing feed", async () => {
    expect((await post({ intent: "explode" })).status).toBe(400);
    expect((await post({ intent: "toggle-source", id: "-1", enabled: "false" })).status).toBe(400);
    expect((await post({ intent: "refresh-source", id: "9999" })).status).toBe(404);
    expect((await post({ intent: "delete-source", id: "9999" })).status).toBe(404);
  });
});

describe("the news page's loader", () => {
  it("answers bad parameters with Turkish notices, never a failure", async () => {
    const data = (await newsLoader({
      request: requestWith(`/crypto-news?page=-2&source=9999&q=${"x".repeat(300)}`),
      params: {},
      context,
    })) as { notices: string[]; query: { page: number; source: number | null }; stories: unknown[] };
    expect(data.query).toMatchObject({ page: 1, source: null });
    expect(data.notices).toEqual([
      "Arama metni en fazla 100 karakter olabilir; ilk 100 karakter kullanıldı.",
      "Sayfa numarası 1 veya daha büyük bir tam sayı olmalı; ilk sayfa gösteriliyor.",
      "Seçilen kaynak bulunamadı; tüm kaynaklar gösteriliyor.",
    ]);
    expect(data.stories).toEqual([]);
  });
});
