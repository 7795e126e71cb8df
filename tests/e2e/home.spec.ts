import { contactInfo, countRows, restoreSampleContactInfo } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

// Several full page loads each, on a machine the whole team shares.
test.slow();

// Figures and details the spec seeded as fact; a fresh install must show none of them.
const INVENTED = ["10.000", "%95", "1000+", "500+", "555 00 00", "Ahmet Yılmaz", "Elif Demir", "Mehmet Kaya", "Büyükdere"];

test("a fresh install shows no figure the site did not compute on /, /about and /contact", { tag: "@no-js-only" }, async ({ page }) => {
  for (const path of ["/", "/about", "/contact"]) {
    const response = await page.goto(path);
    // The whole answer, the page's data for the browser included.
    const html = (await response!.text()).replace(/&#x27;/g, "'");
    for (const figure of INVENTED) expect(html, `${path} shows "${figure}"`).not.toContain(figure);
  }

  // Every figure in the stats band is a count the database gives.
  const count = async (table: Parameters<typeof countRows>[0]) => (await countRows(table)).toLocaleString("tr-TR");
  const expected: Record<string, string> = {
    "Sözlük Terimi": await count("dictionary_terms"),
    Ders: await count("lessons"),
    "Kaydedilen Sinyal": await count("signals"),
  };
  await page.goto("/");
  const band = page.getByRole("region", { name: /Rakamlarla/ });
  const labels = await band.locator("dt").allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(["Takip Edilen Coin", "Sözlük Terimi", "Ders", "Kaydedilen Sinyal", "Sinyal İsabet Oranı"]).toContain(label);
    const value = band
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
    // The counter animates the visible digits; the final figure is in its screen-reader text.
    if (expected[label]) await expect(value.locator(".sr-only")).toHaveText(expected[label]);
  }
});

test(
  "the home page shows the market: top coins with USD and TRY prices, movers and fear and greed",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await page.goto("/");
    const market = page.getByTestId("home-market");
    await expect(market.getByRole("heading", { level: 2, name: "Piyasa" })).toBeVisible();
    const rows = market.getByTestId("home-market-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    await expect(rows.first()).toContainText("$");
    await expect(rows.first()).toContainText("₺");
    await expect(rows.first()).toContainText("%");
    await expect(market.getByRole("heading", { name: "Günün yükselenleri" })).toBeVisible();
    await expect(market.getByRole("heading", { name: "Korku ve açgözlülük" })).toBeVisible();
    // The first coin links to its analysis, and the header has the market link and the search box.
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", /^\/crypto-analysis\?q=[A-Z0-9]+$/);
    // Google reads the site's name from a WebSite node on the home page, beside the organisation (issue 49).
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@graph"]).toEqual([
      expect.objectContaining({ "@type": "Organization" }),
      expect.objectContaining({
        "@type": "WebSite",
        name: "Kripto Rehber",
        potentialAction: expect.objectContaining({ "@type": "SearchAction" }),
      }),
    ]);
    await expect(page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Piyasa" })).toHaveAttribute(
      "href",
      "/crypto-analysis",
    );
  },
);

test("an item of the admin's setup checklist disappears once it is fixed", async ({ page }) => {
  const before = await contactInfo();
  await login(page, "admin", "/admin/setup");
  const item = page.locator('[data-setup-item="sample-/admin/contact/info"]');
  await expect(item).toContainText("Örnek içerik: İletişim bilgileri");
  await item.getByRole("link", { name: "Düzenle" }).click();
  await expect(page).toHaveURL(/\/admin\/contact\/info$/);
  await expect(page.getByText("Örnek içerik").first()).toBeVisible();
  try {
    await page.getByLabel("Telefon").fill("+90 312 000 11 22");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("status").first()).toBeVisible();
    await page.goto("/admin/setup");
    await expect(page.getByRole("heading", { name: "Kurulum Kontrol Listesi" })).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.goto("/contact");
    await expect(page.getByText("+90 312 000 11 22")).toBeVisible();
  } finally {
    await restoreSampleContactInfo(before);
  }
});
