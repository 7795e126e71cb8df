import type { APIRequestContext } from "@playwright/test";
import { accounts, expect, test } from "../setup/fixtures";
import { STORY_TITLES, startFakeFeeds, type FakeFeeds } from "../fakes/feed-server";

let feeds: FakeFeeds;

test.beforeAll(async () => {
  feeds = await startFakeFeeds();
});

test.afterAll(async () => {
  await feeds.close();
});

async function addFeed(request: APIRequestContext, name: string, url: string) {
  expect((await request.post("/login", { form: { ...accounts.admin }, maxRedirects: 0 })).status()).toBe(302);
  const saved = await request.post("/admin/news-sources", { form: { intent: "save-source", name, url, enabled: "on" }, maxRedirects: 0 });
  expect(saved.status()).toBe(302);
}

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
