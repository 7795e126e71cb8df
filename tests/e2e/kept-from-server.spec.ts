import { expect, login, test } from "../setup/fixtures";

// Charts and the dictionary's list of terms are drawn on the server; hydration keeps the server's
// drawing instead of drawing it again (components/ui/kept-from-server.tsx, decision 043), and the
// browser draws them itself when they get new data or arrive by a client-side navigation. About
// the page's JavaScript: @js-only.

/**
 * Whether React holds the element: hydrating or rendering a node gives it React's internal
 * `__reactFiber$…` key. A part kept from the server has none inside it.
 */
const heldByReact = (page: import("@playwright/test").Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

const chartTitles = (page: import("@playwright/test").Page) => page.locator("svg[role='img'] > title").allTextContents();

test("hydration keeps the server's chart drawing, and new data is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  // Remembers the chart elements the HTML parser made, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { parsedCharts: Element[] }).parsedCharts = [...document.querySelectorAll("svg[role='img']")];
    });
  });
  await page.goto("/trend-analysis");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await chartTitles(page)).toEqual(["Bitcoin fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { parsedCharts: Element[] }).parsedCharts;
    const now = [...document.querySelectorAll("svg[role='img']")];
    return parsed.length === now.length && parsed.every((chart, index) => chart === now[index] && chart.isConnected);
  });
  expect(kept).toBe(true);
  expect(await heldByReact(page, "svg[role='img']")).toBe(false);
  expect(await heldByReact(page, "#trend-symbol")).toBe(true);

  // A new coin by the form (a client-side navigation): the same charts, drawn for the new data.
  await page.getByLabel("Coin", { exact: true }).selectOption("ETHUSDT");
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/symbol=ETHUSDT/);
  await expect.poll(() => chartTitles(page)).toEqual(["Ethereum fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  await expect(page.locator("svg[role='img'] path").first()).toBeVisible();
  expect(await heldByReact(page, "svg[role='img']")).toBe(true);
});

test("a chart reached by a client-side navigation is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator("main a[href='/trend-analysis']").first().click();
  await expect(page).toHaveURL(/\/trend-analysis$/);
  await expect.poll(() => chartTitles(page)).toEqual(["Bitcoin fiyat grafiği, son 90 mum", "RSI(14)", "MACD(12, 26, 9)"]);
  await expect(page.locator("svg[role='img'] path").first()).toBeVisible();
});

test(
  "the dictionary keeps its list of terms from the server, and its links still navigate in the app",
  { tag: "@js-only" },
  async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsedTerm: Element | null }).parsedTerm = document.querySelector("main li a[href^='/crypto-dictionary/']");
      });
    });
    await page.goto("/crypto-dictionary");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedTerm: Element | null }).parsedTerm;
      return parsed !== null && parsed.isConnected && parsed === document.querySelector("main li a[href^='/crypto-dictionary/']");
    });
    expect(kept).toBe(true);

    // A search (the form, in the app) draws the list it found in the browser.
    await page.getByRole("searchbox", { name: "Sözlükte ara" }).fill("cüzdan");
    await page.getByRole("searchbox", { name: "Sözlükte ara" }).press("Enter");
    await expect(page).toHaveURL(/q=c%C3%BCzdan/);
    await expect(page.getByRole("status")).toContainText('"cüzdan" için');
    const found = page.locator("main li a[href^='/crypto-dictionary/']");
    await expect(found.first()).toBeVisible();

    // A term's link, from the list drawn in the browser, opens its page without loading a document.
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    const name = (await found.first().textContent())!;
    await found.first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(documents).toBe(0);
  },
);

test("a term's link in the list the server sent navigates in the app", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/crypto-dictionary");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  const link = page.locator("main li a[href^='/crypto-dictionary/']").first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(documents).toBe(0);
});

test("the market table keeps its rows from the server, and a new order is drawn in the browser", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/market-data");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const rows = page.getByTestId("market-rows").locator("tr");
  await expect(rows.first()).toBeVisible();
  expect(await heldByReact(page, "[data-testid='market-rows'] tr")).toBe(false);
  expect(await heldByReact(page, "#market-search")).toBe(true);

  // The column header's link sorts by name, in the app: the rows the browser draws are in that order.
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  await page.getByRole("columnheader", { name: "Parite" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(async () => heldByReact(page, "[data-testid='market-rows'] tr")).toBe(true);
  const names = await page
    .getByTestId("market-rows")
    .locator("th")
    .evaluateAll((cells) => cells.map((cell) => cell.firstElementChild!.textContent!));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "tr")));
  expect(names.length).toBeGreaterThan(1);

  // A research link in the rows drawn in the browser opens its page without loading a document.
  const research = page.getByTestId("market-rows").locator("a[href^='/crypto-research/']").first();
  const coin = (await research.textContent())!;
  await research.click();
  await expect(page).toHaveURL(/\/crypto-research\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(coin);
  expect(documents).toBe(0);
});

test(
  "the coin table keeps its rows from the server; their star forms and coin links still work in the app",
  { tag: "@js-only" },
  async ({ page }) => {
    await login(page, "ahmet", "/crypto-analysis");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await heldByReact(page, "[data-testid='coin-rows'] tr")).toBe(false);
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });

    // A coin link in a kept row selects the coin in the app.
    await page.getByTestId("coin-rows").getByRole("link", { name: "Solana", exact: true }).click();
    await expect(page).toHaveURL(/coin=SOLUSDT/);
    await expect(page.getByTestId("coin-detail").getByRole("heading", { name: "Solana" })).toBeVisible();

    // The star's form, sent by the document's listener (or by React once the rows are drawn).
    const star = page.getByTestId("coin-rows").getByRole("button", { name: "Solana favorilere ekle" });
    await star.click();
    await expect(page.getByRole("status").filter({ hasText: "Favorilere eklendi" })).toBeVisible();
    const unstar = page.getByTestId("coin-rows").getByRole("button", { name: "Solana favorilerden çıkar" });
    await expect(unstar).toHaveAttribute("aria-pressed", "true");
    await unstar.click();
    await expect(page.getByRole("status").filter({ hasText: "Favorilerden çıkarıldı" })).toBeVisible();
    await expect(star).toHaveAttribute("aria-pressed", "false");
    expect(documents).toBe(0);
  },
);

test("a star in the rows the server sent is sent in the app", { tag: "@js-only" }, async ({ page }) => {
  await login(page, "ahmet", "/crypto-analysis");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  await page.getByTestId("coin-rows").getByRole("button", { name: "Solana favorilere ekle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Favorilere eklendi" })).toBeVisible();
  const unstar = page.getByTestId("coin-rows").getByRole("button", { name: "Solana favorilerden çıkar" });
  await unstar.click();
  await expect(page.getByRole("status").filter({ hasText: "Favorilerden çıkarıldı" })).toBeVisible();
  expect(documents).toBe(0);
});
