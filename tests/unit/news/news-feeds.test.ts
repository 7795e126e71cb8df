import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { deleteNewsSource, getNewsSource, listNewsSources, newsPage, saveNewsSource, setNewsSourceEnabled } from "~/models/news.server";
import { refreshDueNewsSources, refreshNewsSource, type FeedLimits } from "~/services/news-feeds.server";
import { LATIN5_TITLE, rssTitle, startFakeFeeds, type FakeFeeds } from "../../fakes/feed-server";
import { loader as newsLoader } from "~/routes/crypto-news/route";
import { describeOutsideFailure, OutsideError } from "~/services/outside/read.server";
import { useTestDatabase } from "../../setup/test-db";
import { context, requestWith } from "../../setup/requests";

let feeds: FakeFeeds;
const UNREACHABLE = describeOutsideFailure(new OutsideError("network", "x"));
const UNUSABLE = describeOutsideFailure(new OutsideError("too-large", "x"));
const limits: FeedLimits = { timeoutMs: 400, maxBytes: 256 * 1024 };
let admin: { id: number; username: string };

beforeAll(async () => {
  feeds = await startFakeFeeds();
});

afterAll(async () => {
  await feeds.close();
});

useTestDatabase();

beforeEach(async () => {
  // The seeded feeds are real sites; these tests read only the local fake.
  await db().deleteFrom("news_sources").execute();
  const row = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
  admin = row;
});

async function addSource(name: string, path: string, enabled = true) {
  const result = await saveNewsSource({ name, url: `${feeds.url}${path}`, enabled }, admin);
  if (!result.ok) throw new Error(result.message);
  return { id: result.id, url: `${feeds.url}${path}` };
}

describe("reading a feed", () => {
  it("stores an RSS feed's items once, however often it is read", async () => {
    const source = await addSource("RSS", "/rss.xml?count=25&tag=r");
    const first = await refreshNewsSource(source, limits);
    expect(first).toEqual({ ok: true, count: 25, added: 25, message: "25 haber okundu, 25 yeni." });
    const again = await refreshNewsSource(source, limits);
    expect(again).toMatchObject({ ok: true, count: 25, added: 0 });
    const stored = await getNewsSource(source.id);
    expect(stored).toMatchObject({ lastFetchOk: true, itemCount: 25, lastFetchMessage: "25 haber okundu, 0 yeni." });
    expect(stored!.lastSuccessAt).not.toBeNull();
  });

  it("keeps a link brought by two feeds once, under the feed that brought it first", async () => {
    const a = await addSource("A", "/rss.xml?count=5&tag=same");
    const b = await addSource("B", "/rss.xml?count=8&tag=same");
    await refreshNewsSource(a, limits);
    expect(await refreshNewsSource(b, limits)).toMatchObject({ ok: true, count: 8, added: 3 });
    const page = await newsPage({ q: "", source: null, page: 1 });
    expect(page.pagination.total).toBe(8);
    expect(page.stories.map((story) => story.lead).filter((item) => item.sourceId === a.id)).toHaveLength(5);
  });

  it.each([
    ["the XML declaration", "/latin5.xml"],
    ["the Content-Type charset", "/latin5.xml?declared=no"],
  ])("reads a feed in ISO-8859-9 named by %s with its Turkish letters intact", async (_, path) => {
    const source = await addSource("Latin-5", path);
    expect(await refreshNewsSource(source, limits)).toMatchObject({ ok: true, count: 1, added: 1 });
    const page = await newsPage({ q: "", source: source.id, page: 1 });
    expect(page.stories.map((story) => story.lead).map((item) => [item.title, item.summary])).toEqual([
      [LATIN5_TITLE, "Çarşı'da ılık bir gün."],
    ]);
  });

  it("reads an Atom feed", async () => {
    const source = await addSource("Atom", "/atom.xml?tag=at");
    expect(await refreshNewsSource(source, limits)).toMatchObject({ ok: true, count: 3, added: 3 });
  });

  it.each([
    ["/garbage", "geçerli bir XML"],
    ["/not-a-feed", "RSS veya Atom"],
    ["/huge", UNUSABLE],
    ["/huge-declared", UNUSABLE],
    // A stalled answer, a silent server and an HTTP error read alike: the screen is no port scanner.
    ["/hang", UNREACHABLE],
    ["/silent", UNREACHABLE],
    ["/status/503", UNREACHABLE],
  ])("marks %s failed with its reason", async (path, reason) => {
    const source = await addSource(path, path);
    const started = Date.now();
    // Only the two stalling answers are about the time limit; the others get room to answer
    // on a loaded machine, so a slow 503 is not reported as a timeout.
    const stalls = path === "/hang" || path === "/silent";
    const result = await refreshNewsSource(source, stalls ? limits : { ...limits, timeoutMs: 2500 });
    expect(result.ok).toBe(false);
    expect(result.message).toContain(reason);
    // The time limit covers the whole answer, body included.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await getNewsSource(source.id)).toMatchObject({ lastFetchOk: false, lastFetchMessage: result.message, lastSuccessAt: null });
  });

  it("marks an unreachable address failed, in the same words as an HTTP error", async () => {
    const result = await refreshNewsSource({ id: (await addSource("Kapalı", "/x")).id, url: "http://127.0.0.1:9/rss" }, limits);
    expect(result).toEqual({ ok: false, message: UNREACHABLE });
  });

  it("follows a redirect within the feed's own origin", async () => {
    const source = await addSource("Taşındı", `/redirect?to=${encodeURIComponent("/rss.xml?count=3&tag=moved")}`);
    expect(await refreshNewsSource(source, limits)).toMatchObject({ ok: true, count: 3, added: 3 });
  });

  it("refuses a redirect to another local port, and nothing of that port reaches the news page", async () => {
    const otherPort = await startFakeFeeds();
    try {
      const target = `${otherPort.url}/rss.xml?count=4&tag=otherport`;
      const source = await addSource("Yönlendiren", `/redirect?to=${encodeURIComponent(target)}`);
      const result = await refreshNewsSource(source, limits);
      expect(result).toEqual({ ok: false, message: UNREACHABLE });
      expect(otherPort.hits("/rss.xml")).toBe(0);
      const page = await newsPage({ q: "", source: null, page: 1 });
      expect(page.pagination.total).toBe(0);
      const html = JSON.stringify(await newsLoader({ request: requestWith("/crypto-news"), params: {}, context }));
      expect(html).not.toContain("otherport");
      expect(html).not.toContain(rssTitle(1));
    } finally {
      await otherPort.close();
    }
  });

  it("refuses a feed whose name resolves to the cloud metadata address", async () => {
    const source = await addSource("Meta", "/rss.xml");
    const result = await refreshNewsSource({ id: source.id, url: "http://169.254.169.254/latest/meta-data/" }, limits);
    expect(result.ok).toBe(false);
    expect(result.message).toContain("güvenlik kuralına takıldı");
  });

  it("keeps a feed's items and last good time when a later read fails", async () => {
    const source = await addSource("RSS", "/rss.xml?count=3&tag=k");
    await refreshNewsSource(source, limits);
    const good = await getNewsSource(source.id);
    await refreshNewsSource({ id: source.id, url: `${feeds.url}/garbage` }, limits);
    expect(await getNewsSource(source.id)).toMatchObject({ lastFetchOk: false, lastSuccessAt: good!.lastSuccessAt, itemCount: 3 });
  });

  it("reads a feed once when asked twice at the same time", async () => {
    const source = await addSource("RSS", "/rss.xml?count=2&tag=once");
    const before = feeds.hits("/rss.xml");
    const [one, two] = await Promise.all([refreshNewsSource(source, limits), refreshNewsSource(source, limits)]);
    expect(one).toBe(two);
    expect(feeds.hits("/rss.xml") - before).toBe(1);
  });
});

describe("a scheduled run", () => {
  it("reads every enabled feed; garbage, huge and hanging ones fail alone", async () => {
    await addSource("İyi RSS", "/rss.xml?count=4&tag=s");
    await addSource("Çöp", "/garbage");
    await addSource("Dev", "/huge");
    await addSource("Asılı", "/hang");
    await addSource("İyi Atom", "/atom.xml?tag=s");
    await addSource("Kapalı", "/rss.xml?count=4&tag=off", false);
    const results = await refreshDueNewsSources({ force: true, limits });
    expect(results).toHaveLength(5);
    const sources = await listNewsSources();
    const byName = Object.fromEntries(sources.map((source) => [source.name, source]));
    expect(byName["İyi RSS"]).toMatchObject({ lastFetchOk: true, itemCount: 4 });
    expect(byName["İyi Atom"]).toMatchObject({ lastFetchOk: true, itemCount: 3 });
    expect(byName["Çöp"]!.lastFetchOk).toBe(false);
    expect(byName["Dev"]!.lastFetchOk).toBe(false);
    expect(byName["Asılı"]!.lastFetchOk).toBe(false);
    expect(byName["Kapalı"]!.lastFetchAt).toBeNull();
  });

  it("leaves feeds read recently alone unless forced, and joins a run under way", async () => {
    await addSource("RSS", "/rss.xml?count=2&tag=due");
    const [first, joined] = [refreshDueNewsSources({ limits }), refreshDueNewsSources({ limits })];
    expect(first).toBe(joined);
    expect(await first).toHaveLength(1);
    expect(await refreshDueNewsSources({ limits })).toHaveLength(0);
  });
});

describe("the news list", () => {
  it("pages newest first, filters by source and searches title and summary", async () => {
    const rss = await addSource("RSS", "/rss.xml?count=25&tag=p");
    const atom = await addSource("Atom", "/atom.xml?tag=p");
    await refreshDueNewsSources({ force: true, limits });

    const first = await newsPage({ q: "", source: null, page: 1 });
    expect(first.pagination).toEqual({ page: 1, pages: 2, total: 28, limit: 20 });
    // An item without a date stands where its feed puts it: just below the dated item above it.
    const titles = first.stories.map((story) => story.lead.title);
    expect(titles[0]).toBe(rssTitle(1));
    expect(titles.indexOf(rssTitle(4))).toBe(titles.indexOf(rssTitle(3)) + 1);
    const second = await newsPage({ q: "", source: null, page: 2 });
    expect(second.stories).toHaveLength(8);

    const onlyAtom = await newsPage({ q: "", source: atom.id, page: 1 });
    expect(onlyAtom.stories.map((story) => story.lead).map((item) => item.sourceName)).toEqual(["Atom", "Atom", "Atom"]);

    // Five of 25 RSS titles are about Ethereum; the search ignores case, Turkish İ included.
    expect((await newsPage({ q: "ETHEREUM", source: null, page: 1 })).pagination.total).toBe(5);
    expect((await newsPage({ q: "İçerik", source: null, page: 1 })).pagination.total).toBe(1);
    expect((await newsPage({ q: "ayrıntı", source: rss.id, page: 1 })).pagination.total).toBe(25);
    expect((await newsPage({ q: "100%_", source: null, page: 1 })).pagination.total).toBe(0);

    const past = await newsPage({ q: "", source: null, page: 9 });
    expect(past).toMatchObject({ clamped: true, pagination: { page: 2 } });
  });

  it("hides a disabled feed's items and drops a deleted feed's items", async () => {
    const rss = await addSource("RSS", "/rss.xml?count=3&tag=h");
    await refreshNewsSource(rss, limits);
    await setNewsSourceEnabled(rss.id, false, admin);
    expect((await newsPage({ q: "", source: null, page: 1 })).pagination.total).toBe(0);
    await setNewsSourceEnabled(rss.id, true, admin);
    expect((await newsPage({ q: "", source: null, page: 1 })).pagination.total).toBe(3);
    expect(await deleteNewsSource(rss.id, admin)).toBe(true);
    expect(await db().selectFrom("news_items").select("id").execute()).toHaveLength(0);
    expect(await deleteNewsSource(rss.id, admin)).toBe(false);
  });
});

describe("saving a feed", () => {
  it("refuses a second feed with the same address", async () => {
    await addSource("RSS", "/rss.xml");
    expect(await saveNewsSource({ name: "Yine", url: `${feeds.url}/rss.xml`, enabled: true }, admin)).toEqual({
      ok: false,
      field: "url",
      message: "Bu besleme adresi zaten ekli.",
    });
  });

  it("forgets the last read's result when the address changes", async () => {
    const source = await addSource("RSS", "/rss.xml?count=1&tag=c");
    await refreshNewsSource(source, limits);
    const result = await saveNewsSource({ id: source.id, name: "RSS", url: `${feeds.url}/atom.xml`, enabled: true }, admin);
    expect(result).toEqual({ ok: true, id: source.id, urlChanged: true });
    expect(await getNewsSource(source.id)).toMatchObject({ lastFetchAt: null, lastSuccessAt: null, itemCount: 1 });
    expect(await saveNewsSource({ id: 9999, name: "Yok", url: `${feeds.url}/y`, enabled: true }, admin)).toEqual({
      ok: false,
      notFound: true,
      message: "Haber kaynağı bulunamadı.",
    });
  });

  it("records each change in the activity log", async () => {
    const source = await addSource("Günlük", "/rss.xml?tag=log");
    await setNewsSourceEnabled(source.id, false, admin);
    await deleteNewsSource(source.id, admin);
    const actions = await db().selectFrom("activity_log").select("action").where("action", "like", "news_source.%").orderBy("id").execute();
    expect(actions.map((row) => row.action)).toEqual(["news_source.create", "news_source.disable", "news_source.delete"]);
  });
});
