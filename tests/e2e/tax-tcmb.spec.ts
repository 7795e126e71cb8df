import type { Page } from "@playwright/test";
import { expect, test } from "../setup/fixtures";
import { fakeTcmbUsdBuying } from "../fakes/tcmb-server";

// The tax calculator values dollar rows at TCMB's indicative buying rate of the row's day, from
// the worker's fake TCMB (tests/fakes/tcmb-server.ts), and names the rate with its bulletin's date.

const cell = (page: Page, row: number, field: string) => page.getByLabel(`Satır ${row}: ${field}`, { exact: true });
const rate = (day: string) => fakeTcmbUsdBuying(day).toFixed(4).replace(".", ",");
const lira = (value: number) => `₺${new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 }).format(value)}`;

async function typeDollarRow(page: Page, row: number, date: string, type: string, price: string) {
  await cell(page, row, "Tarih").fill(date);
  await cell(page, row, "İşlem").selectOption({ label: type });
  await cell(page, row, "Coin").fill("BTC");
  await cell(page, row, "Miktar").fill("1");
  await cell(page, row, "Birim fiyat").fill(price);
  await cell(page, row, "Para birimi").selectOption("USD");
}

test("dollar rows are valued at TCMB's buying rate of their day, a Sunday at Friday's bulletin, each named with its date", async ({
  page,
}) => {
  await page.goto("/crypto-tax-calculator");
  // Thursday 19 November 2026, then Sunday the 22nd (no bulletin: Friday the 20th's).
  await typeDollarRow(page, 1, "2026-11-19", "Alış", "100");
  await typeDollarRow(page, 2, "2026-11-22", "Satış", "200");
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();

  const note = page.getByTestId("rate-note");
  await expect(note).toContainText(`TCMB gösterge kuru, 19.11.2026 döviz alış: ${rate("2026-11-19")}`);
  await expect(note).toContainText(
    `22.11.2026 işlemi: o gün TCMB bülteni yok (hafta sonu ya da tatil); TCMB gösterge kuru, 20.11.2026 döviz alış: ${rate("2026-11-20")} kullanıldı.`,
  );
  const year = page
    .getByTestId("tax-years")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "2026", exact: true }) });
  await expect(year).toContainText(lira(200 * fakeTcmbUsdBuying("2026-11-20")));
  await expect(year).toContainText(lira(100 * fakeTcmbUsdBuying("2026-11-19")));

  // The exchange's USDT/TRY stays a choice, in the URL like every other field.
  await page.getByLabel("Dolar kuru").first().selectOption({ label: "Borsanın USDT/TRY kuru" });
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  await expect(page).toHaveURL(/[?&]rates=exchange(&|$)/);
  await expect(note).toContainText("USDT/TRY kapanışı");
  await expect(note).not.toContainText("TCMB");
});
