import type { Page } from "@playwright/test";
import { defaultRows, paxgRow } from "../fakes/ticker-server";
import { wcagViolations } from "../setup/axe";
import { addTransaction, clearCpiMonths, enterCpiMonth } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";
import { ownAccount, returnsRow } from "../setup/portfolio-page";

// Today in Turkey, as the server reckons the portfolio's days, and the month n months away from it.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
const month = (n: number) => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};
const TR_MONTH = new Intl.DateTimeFormat("tr-TR", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (value: string) => TR_MONTH.format(new Date(`${value}-01T00:00:00Z`));

/**
 * A portfolio bought on the first of this month, paid in lira, so the TÜFE yardstick needs exactly
 * two months (three and two months back) whatever day the test runs. PAX Gold is listed on the
 * fake exchange for the test, so the gold yardstick is measured too.
 */
async function portfolioWithGold(page: Page, name: string) {
  await ownAccount(page, name, "/portfolio-tracker");
  await addTransaction(name, {
    type: "buy",
    symbol: "BTC",
    amount: 0.01,
    price: 2_000_000,
    currency: "TRY",
    date: `${today.slice(0, 7)}-01`,
  });
  const section = page.locator("#value-history");
  // The market is asked again each second; the page is read once PAX Gold is in it.
  await expect(async () => {
    await page.reload();
    await expect(section.getByRole("columnheader", { name: "Gram altın tutsaydınız (TL)" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return section;
}

test.beforeEach(async ({ server }) => {
  server.ticker.setRows([...defaultRows, paxgRow]);
  await clearCpiMonths();
});
test.afterEach(async ({ server }) => {
  server.ticker.setRows(defaultRows);
  await clearCpiMonths();
});

test("without the TÜFE index the tracker says so and shows the other yardsticks, in the table and the chart", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const section = await portfolioWithGold(page, `tufe-yok-${testInfo.project.name}`);
  await expect(section.getByTestId("portfolio-cpi-missing")).toHaveText("TÜFE endeksi henüz girilmedi; TÜFE'ye göre kıyas gösterilmiyor.");
  await expect(section.getByRole("columnheader", { name: "TÜFE'ye göre (TL)" })).toHaveCount(0);
  const legend = section.getByRole("listitem");
  await expect(legend).toHaveText(["Portföyünüz", "Dolar tutsaydınız", "Gram altın tutsaydınız"]);
  // Each yardstick's line has a dash pattern of its own, so it is told apart without colour.
  await expect(section.locator("svg path[stroke-dasharray]")).toHaveCount(2);

  // One month entered of the two needed: the index is not up to date, and the note names the last month entered.
  await enterCpiMonth(month(-3), 1000);
  await page.reload();
  await expect(section.getByTestId("portfolio-cpi-missing")).toHaveText(
    `TÜFE endeksi güncel değil (girilen son ay: ${monthName(month(-3))}); TÜFE'ye göre kıyas için eksik aylar: ${monthName(month(-2))}.`,
  );
});

test("the admin enters a month of TÜFE and the tracker measures the portfolio against it, in the table and the chart", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  // The older month is arranged; the newer one the admin enters, written the Turkish way.
  await enterCpiMonth(month(-3), 1000);
  await login(page, "admin", "/admin/cpi");
  await expect(page.getByRole("heading", { name: "TÜFE Endeksi", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Ay Ekle" }).click();
  await page.getByLabel("Ay", { exact: true }).fill(month(0));
  await page.getByLabel("TÜFE endeks değeri").fill("abc");
  await page.getByRole("button", { name: "Kaydet" }).click();
  // A month not yet published and a value that is no number are refused in Turkish.
  await expect(page.getByText("Bu ayın ve sonraki ayların TÜFE'si henüz açıklanmadı.")).toBeVisible();
  await expect(page.getByText("Endeks değeri bir sayı olmalıdır (ör. 3.245,67).")).toBeVisible();
  await page.getByLabel("Ay", { exact: true }).fill(month(-2));
  await page.getByLabel("TÜFE endeks değeri").fill("1.030,5");
  await page.getByLabel("Kaynak").fill("https://data.tuik.gov.tr/Bulten/Index?p=deneme");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("TÜFE ayı eklendi.");
  const row = page.getByRole("row").filter({ hasText: monthName(month(-2)) });
  await expect(row).toContainText("1.030,5");
  await expect(row).toContainText("admin");
  // axe runs as a script in the page: the no-js project cannot inject it.
  if (project === "js") expect(await wcagViolations(page, "/admin/cpi")).toEqual([]);
  await page.context().clearCookies();

  const section = await portfolioWithGold(page, `tufe-${project}`);
  await expect(section.getByRole("columnheader", { name: "TÜFE'ye göre (TL)" })).toBeVisible();
  // Bought on the 1st at the index of three months back (1 000); today the level is
  // 1 000 + (d − 1)/D × 30,5, so the lira kept at TÜFE earned (d − 1)/D × 3,05 %.
  const day = Number(today.slice(8, 10));
  const days = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
  const cells = returnsRow(page, "Tüm zamanlar").getByRole("cell");
  const shown = (await cells.last().innerText()).match(/([+-])%(\d+,\d+)/);
  expect(shown, "the TÜFE cell shows a rate").not.toBeNull();
  expect(Number(`${shown![1]}${shown![2].replace(",", ".")}`)).toBeCloseTo(((day - 1) / days) * 3.05, 2);
  await expect(section.getByTestId("portfolio-cpi-source")).toContainText(`${monthName(month(-3))} – ${monthName(month(-2))}`);
  await expect(section.getByTestId("portfolio-cpi-source").getByRole("link")).toHaveAttribute(
    "href",
    "https://data.tuik.gov.tr/Bulten/Index?p=deneme",
  );
  // The chart draws it as a line of its own, named in the legend and in the text alternative.
  await expect(section.getByRole("listitem")).toHaveText(["Portföyünüz", "Dolar tutsaydınız", "Gram altın tutsaydınız", "TÜFE'ye göre"]);
  await expect(section.locator("svg path[stroke-dasharray]")).toHaveCount(3);
  await expect(section.locator("figcaption")).toContainText(/TÜFE'ye göre \$[\d.,]+ \(/);
  // The drawing is named by its title and its description together.
  await expect(section.getByTestId("value-chart")).toHaveAccessibleName(/TÜFE'ye göre \$[\d.,]+ \(/);
  if (project === "js") expect(await wcagViolations(page, "/portfolio-tracker with the TÜFE yardstick")).toEqual([]);

  // Deleting the month asks first, and the tracker says the index is not up to date again.
  await page.context().clearCookies();
  await login(page, "admin", "/admin/cpi");
  const name = monthName(month(-2));
  if (project === "js") {
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Sil: ${name}` }).click();
  } else {
    await page.getByRole("link", { name: `Sil: ${name}` }).click();
    await expect(page.getByText("Bu ayın TÜFE endeksini silmek istediğinizden emin misiniz?")).toBeVisible();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("TÜFE ayı silindi.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
