import type { APIRequestContext } from "@playwright/test";
import { forgetNewsReads, newsSources } from "../setup/factories";
import { expect, login, loginRequest, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";
import { STORY_TITLES, rssTitle, startFakeFeeds, type FakeFeeds } from "../fakes/feed-server";

let feeds: FakeFeeds;

test.beforeAll(async () => {
  feeds = await startFakeFeeds();
});

test.afterAll(async () => {
  await feeds.close();
});

/** Adds a feed as an admin's form post would (the server reads it at once); answers its id. */
async function addFeed(request: APIRequestContext, name: string, url: string) {
  await loginRequest(request, "admin");
  const saved = await request.post("/admin/news-sources", { form: { intent: "save-source", name, url, enabled: "on" }, maxRedirects: 0 });
  expect(saved.status()).toBe(302);
}

test("with no source reached, the page says so and shows no headlines", { tag: "@no-js-only" }, async ({ page }) => {
  // As on a server that has never reached its feeds: once the read at start is over (the seeded
  // feeds cannot be reached from here, and where they can, what was read is set aside).
  await expect
    .poll(async () => (await newsSources()).filter((source) => source.enabled && source.lastFetchAt === null), { timeout: 30_000 })
    .toEqual([]);
  await forgetNewsReads();
  await page.goto("/crypto-news");
  await expect(page).toHaveTitle(/^Kripto Haberler \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /RSS ve Atom/);
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Haberler" })).toBeVisible();
  await expect(page.getByTestId("news-unreached")).toHaveText(/hiçbirine henüz ulaşılamadı; bu yüzden gösterilecek haber yok/);
  await expect(page.getByRole("list", { name: "Haberler" })).toHaveCount(0);
  await expect(page.getByTestId("news-freshness")).toContainText("Cointelegraph Türkçe:");
  await expect(page.getByTestId("news-freshness")).not.toContainText("son başarılı okuma");

  const sitemap = await page.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/crypto-news</loc>");
});

test("a visitor filters by source, pages and searches the headlines", async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const name = `Sahte RSS ${tag}`;
  await addFeed(request, name, `${feeds.url}/rss.xml?count=25&tag=${tag}`);
  page.on("dialog", () => {
    throw new Error("a feed's script ran");
  });

  await page.goto("/crypto-news");
  await page.getByRole("combobox", { name: "Kaynak" }).selectOption({ label: name });
  await page.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL(/\?source=\d+/);
  const list = page.getByRole("list", { name: "Haberler" });
  await expect(list.getByRole("listitem")).toHaveCount(20);
  await expect(page.getByText(`1–20 / 25 · Sayfa 1 / 2`)).toBeVisible();

  const first = list.getByRole("link", { name: rssTitle(1), exact: true });
  await expect(first).toHaveAttribute("href", `https://haber.example/haber/${tag}-1`);
  await expect(first).toHaveAttribute("rel", "noopener nofollow");
  const item = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: rssTitle(1), exact: true }) });
  await expect(item).toContainText(name);
  await expect(item).toContainText("20.11.2026 15:00");
  await expect(item).toContainText("Özet 1 & ayrıntı.");
  // The title with a script in it is shown as its text only; the relative link is made absolute.
  await expect(list.getByRole("link", { name: rssTitle(3), exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: rssTitle(2), exact: true })).toHaveAttribute("href", `https://haber.example/haber/${tag}-2`);
  await expect(list.getByRole("listitem").filter({ hasText: rssTitle(4) })).toContainText("Yayın zamanı belirtilmemiş");

  await page.getByRole("link", { name: "Sonraki" }).click();
  await expect(page).toHaveURL(/source=\d+.*&page=2/);
  await expect(list.getByRole("listitem")).toHaveCount(5);

  await page.getByLabel("Haberlerde ara").fill("ETHEREUM");
  await page.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL(/source=\d+&q=ETHEREUM$/);
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await expect(list.getByRole("link", { name: rssTitle(2), exact: true })).toBeVisible();

  await expect(page.getByTestId("news-freshness").getByRole("listitem").filter({ hasText: name })).toContainText("son başarılı okuma");
  await expect(page.getByTestId("news-unreached")).toHaveCount(0);

  await page.goto("/crypto-news?page=-3&source=abc");
  await expect(page.getByTestId("query-notices")).toContainText("Sayfa numarası 1 veya daha büyük bir tam sayı olmalı");
  await expect(page.getByTestId("query-notices")).toContainText("Geçersiz kaynak seçildi");
});

test("an admin adds, edits, disables and deletes a feed, and sees each read's result", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const name = `Atom ${tag}`;
  const url = `${feeds.url}/atom.xml?tag=${tag}`;
  await login(page, "admin", "/admin/news-sources");
  await expect(page.getByRole("heading", { level: 1, name: "Haber Kaynakları" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Cointelegraph Türkçe/ })).toBeVisible();

  await page.getByRole("link", { name: "Kaynak Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Haber Kaynağı" });
  await dialog.getByLabel("Ad", { exact: false }).first().fill(name);
  await dialog.getByLabel("Besleme adresi (RSS veya Atom)").fill("ftp://haber.example/feed");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Besleme adresi http:// veya https:// ile başlamalıdır.")).toBeVisible();

  await page.getByLabel("Besleme adresi (RSS veya Atom)").fill(url);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Haber kaynağı eklendi. Besleme okundu: 3 haber okundu, 3 yeni.");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Başarılı");
  await expect(row).toContainText("Etkin");

  // The same address again is refused.
  await page.getByRole("link", { name: "Kaynak Ekle" }).click();
  await page.getByRole("dialog").getByLabel("Ad", { exact: false }).first().fill(`${name} kopya`);
  await page.getByLabel("Besleme adresi (RSS veya Atom)").fill(url);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Bu besleme adresi zaten ekli.")).toBeVisible();

  // A feed that answers garbage is added but marked failed.
  await page.goto(`/admin/news-sources?new=1`);
  await page.getByRole("dialog").getByLabel("Ad", { exact: false }).first().fill(`Çöp ${tag}`);
  await page.getByLabel("Besleme adresi (RSS veya Atom)").fill(`${feeds.url}/garbage?tag=${tag}`);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText(
    "Haber kaynağı eklendi. Besleme okunamadı: Kaynak geçerli bir XML belgesi göndermedi.",
  );
  await expect(page.getByRole("row", { name: new RegExp(`Çöp ${tag}`) })).toContainText("Başarısız");

  await page.getByRole("link", { name: `Düzenle: ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Haber Kaynağını Düzenle" });
  await edit.getByLabel("Ad", { exact: false }).first().fill(`${name} düzenlendi`);
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Haber kaynağı kaydedildi.");
  const edited = page.getByRole("row", { name: new RegExp(`${name} düzenlendi`) });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: `Devre dışı bırak: ${name} düzenlendi` }).click();
  await expect(page.getByTestId("toast")).toHaveText("Haber kaynağı devre dışı bırakıldı.");
  await expect(page.getByRole("row", { name: new RegExp(`${name} düzenlendi`) })).toContainText("Devre dışı");
  await page.goto("/crypto-news");
  await expect(page.getByRole("combobox", { name: "Kaynak" }).locator("option", { hasText: name })).toHaveCount(0);

  await page.goto("/admin/news-sources");
  const target = page.getByRole("row", { name: new RegExp(`${name} düzenlendi`) });
  if (testInfo.project.name === "js") {
    page.once("dialog", (d) => d.accept());
    await target.getByRole("button", { name: `Sil: ${name} düzenlendi` }).click();
  } else {
    await target.getByRole("link", { name: `Sil: ${name} düzenlendi` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Bu haber kaynağını ve ondan alınan haberleri silmek");
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("Haber kaynağı ve haberleri silindi.");
  await expect(page.getByRole("row", { name: new RegExp(`${name} düzenlendi`) })).toHaveCount(0);
});

test(
  "the news page with headlines and the sources screen pass the WCAG A and AA checks",
  { tag: "@js-only" },
  async ({ page, request }) => {
    // @js-only: the markup is the same without JavaScript; checked once.
    await addFeed(request, `Erişilebilirlik ${Date.now()}`, `${feeds.url}/rss.xml?count=3&tag=axe-${Date.now()}`);
    await page.goto("/crypto-news");
    await expect(page.getByRole("list", { name: "Haberler" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await login(page, "admin", "/admin/news-sources");
    expect(await wcagViolations(page)).toEqual([]);
  },
);

test("two outlets' headlines of one story are one entry listing both, with its coin linked to its market page", async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await addFeed(request, `Gündem ${tag}`, `${feeds.url}/story.xml?outlet=1&tag=${tag}`);
  await addFeed(request, `CoinHaber ${tag}`, `${feeds.url}/story.xml?outlet=2&tag=${tag}`);

  await page.goto("/crypto-news");
  const list = page.getByRole("list", { name: "Haberler" });
  const story = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: STORY_TITLES["1"] }) })
    .first();
  await expect(story.getByTestId("news-story-outlets")).toContainText(`CoinHaber ${tag}`);
  await expect(story.getByRole("link", { name: STORY_TITLES["2"] }).first()).toHaveAttribute("href", /\/btc$/);
  // The second outlet's headline is not an entry of its own.
  await expect(list.getByRole("heading", { name: STORY_TITLES["2"] })).toHaveCount(0);
  // Each outlet's other headline stays its own entry.
  await expect(list.getByRole("heading", { name: "SPK yeni yönetmeliği yayımladı" }).first()).toBeVisible();

  await story.getByRole("link", { name: "BTC piyasa sayfası" }).click();
  await expect(page).toHaveURL(/\/trend-analysis\?symbol=BTCUSDT$/);
});
