import { expect, test } from "../setup/fixtures";

test("the header search finds a term by a prefix typed without accents and links to its page", async ({ page }) => {
  await page.goto("/about");
  await page.locator("#header-search-q").fill("likid");
  await page.locator("#header-search-q").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=likid$/);
  await expect(page.getByRole("heading", { level: 2, name: "Sözlük terimleri" })).toBeVisible();
  await expect(
    page
      .locator("mark")
      .filter({ hasText: /^Likidite$/ })
      .first(),
  ).toBeVisible();

  await page.getByRole("link", { name: "Likidite", exact: true }).click();
  await expect(page).toHaveURL(/\/crypto-dictionary\/likidite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Likidite" })).toBeVisible();
});

test("the mobile menu's search folds the dotless ı", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.locator("summary", { hasText: "Menüyü aç/kapat" }).click();
  await page.locator("#mobile-search-q").fill("akilli sozlesme");
  await page.locator("#mobile-search-q").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=akilli\+sozlesme$/);
  await expect(page.getByRole("link", { name: "Akıllı Sözleşme", exact: true })).toHaveAttribute(
    "href",
    "/crypto-dictionary/akilli-sozlesme",
  );
});

test("results are grouped, filtered by kind and paged in the URL", async ({ page }) => {
  await page.goto("/search?q=bitcoin");
  const kinds = page.getByRole("navigation", { name: "Sonuç türleri" });
  await expect(kinds.getByRole("link", { name: /^Tümü \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await kinds.getByRole("link", { name: /^Sözlük terimleri/ }).click();
  await expect(page).toHaveURL(/kind=term/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Sözlük terimleri"]);
  await page.goto("/search?q=bitcoin&page=2");
  await expect(page.getByRole("navigation", { name: "Sayfalama" })).toContainText("Sayfa 2 /");
});

test("bad input gets the page with a Turkish message, never an error", async ({ page }) => {
  for (const [q, status, text] of [
    ['"', 400, "Aramanızda harf ya da rakam yok"],
    ["a".repeat(500), 400, "Arama en fazla 200 karakter"],
    ["NEAR(", 200, "için"],
    ["* OR", 200, "için"],
  ] as const) {
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status(), q).toBe(status);
    await expect(page.getByRole("main")).toContainText(text);
  }
  await page.goto("/search?q=zzqxw");
  await expect(page.getByText("“zzqxw” için sonuç bulunamadı.").first()).toBeVisible();
  await page.getByRole("link", { name: "likidite", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=likidite$/);
  await expect(page.getByRole("link", { name: "Likidite", exact: true })).toBeVisible();
});

test("GET /api/search answers results, and 400 with a Turkish error for bad input", { tag: "@no-js-only" }, async ({ request }) => {
  const found = await request.get("/api/search?q=likid");
  expect(found.status()).toBe(200);
  const { results } = (await found.json()) as { results: Record<string, unknown>[] };
  expect(results.length).toBeGreaterThan(0);
  for (const result of results) expect(Object.keys(result).sort()).toEqual(["kind", "snippet", "title", "url"]);
  expect(results).toContainEqual(expect.objectContaining({ kind: "term", title: "Likidite", url: "/crypto-dictionary/likidite" }));

  for (const q of ["", '"', "x".repeat(500)]) {
    const bad = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(bad.status(), q).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/[a-zçğıöşü]/);
  }
});

test("browsers find the OpenSearch description", { tag: "@no-js-only" }, async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('head link[rel="search"]')).toHaveAttribute("href", "/opensearch.xml");
  const description = await request.get("/opensearch.xml");
  expect(description.headers()["content-type"]).toContain("application/opensearchdescription+xml");
  expect(await description.text()).toMatch(/template="http[^"]+\/search\?q=\{searchTerms\}"/);
});
