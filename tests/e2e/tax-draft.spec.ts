import type { Page } from "@playwright/test";
import { expect, test } from "../setup/fixtures";

const cell = (page: Page, row: number, field: string) => page.getByLabel(`Satır ${row}: ${field}`, { exact: true });

// Four rows come in the URL, as a shared result would; the fifth is typed and the mode chosen in the form.
const rows: [string, string, string, string, string][] = [
  ["2026-01-05", "buy", "4", "1000000", "licensed"],
  ["2026-02-01", "sell", "1", "1300000", "licensed"],
  ["2026-05-01", "sell", "1", "800000", "licensed"],
  ["2026-08-01", "sell", "1", "1500000", "licensed"],
];
const query = new URLSearchParams();
for (const [date, type, amount, price, platform] of rows) {
  for (const [name, value] of Object.entries({ date, type, symbol: "BTC", amount, price, currency: "TRY", fee: "", platform })) {
    query.append(name, value);
  }
}

test("the 2026 draft mode withholds per quarter, offsets a loss within the year and keeps other platforms apart", async ({ page }) => {
  await page.goto(`/crypto-tax-calculator?${query}`);
  await expect(page.getByTestId("draft-explainer")).toContainText("Mart 2026 taslağı; yasalaşma durumu: komisyonda kabul edildi");
  await expect(page.getByTestId("draft-explainer")).toContainText("son kontrol: 25.11.2026");

  await cell(page, 5, "Tarih").fill("2026-09-01");
  await cell(page, 5, "İşlem").selectOption({ label: "Satış" });
  await cell(page, 5, "Coin").fill("BTC");
  await cell(page, 5, "Miktar").fill("1");
  await cell(page, 5, "Birim fiyat").fill("1100000");
  await cell(page, 5, "Platform").selectOption({ label: "Diğer" });
  await page.getByLabel("Hesaplama kipi").first().selectOption({ label: "2026 taslağı (taslaktır)" });
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();

  // Q1 +300 000 → 30 000 withheld; Q2 −200 000 carried; Q3 +500 000 − 200 000 = 300 000 → 30 000.
  // Elsewhere +100 000 for the annual return. Transaction tax 0,03 % of 1,3 M + 0,8 M + 1,5 M = 1 080.
  await expect(page).toHaveURL(/[?&]mode=draft(&|$)/);
  const result = page.getByTestId("draft-result");
  await expect(result).toContainText("Taslaktır");
  await expect(page.getByTestId("draft-withholding")).toHaveText("₺60.000,00");
  await expect(page.getByTestId("draft-annual")).toHaveText("₺100.000,00");
  await expect(page.getByTestId("draft-transaction-tax")).toHaveText("₺1.080,00");
  const q3 = page.getByTestId("draft-quarters").getByRole("row").filter({ hasText: "2026 3. çeyrek" });
  await expect(q3).toContainText("₺200.000,00");
  await expect(page.getByTestId("tax-years")).toHaveCount(0);

  // The URL alone gives the same result.
  await page.goto(page.url());
  await expect(page.getByTestId("draft-withholding")).toHaveText("₺60.000,00");
  await expect(cell(page, 5, "Platform")).toHaveValue("other");
});
