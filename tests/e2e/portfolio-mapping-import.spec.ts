import type { Page } from "@playwright/test";
import { deletePresetNamed, deleteTransactionsOf, transactionsOf } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const upload = async (page: Page, file: string, preset: string) => {
  await page.goto("/portfolio-tracker/import");
  await page.getByLabel("Borsa dosyası (CSV)").setInputFiles({ name: "borsa.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByLabel("Kayıtlı eşleştirme").selectOption({ label: preset });
  await page.getByRole("button", { name: "Devam" }).click();
};

test("a user maps an exchange's CSV once, saves the mapping and imports the next file through it", async ({ page }, testInfo) => {
  // Both projects may share a worker's database; each keeps to its own coin and preset.
  const symbol = testInfo.project.name === "js" ? "ALGO" : "HBAR";
  const presetName = `Borsam ${testInfo.project.name}`;
  await deleteTransactionsOf("ayse", symbol);
  await deletePresetNamed("ayse", presetName);
  const file = [
    "Tarih;Yön;Parite;Miktar;Fiyat;Komisyon",
    `15.03.2024 10:00;Alış;${symbol}/TRY;10;5,5;0,5`,
    `01.04.2024 00:00;Staking;${symbol}/TRY;1;6;`,
    `31.02.2024 00:00;Alış;${symbol}/TRY;1;6;`,
  ].join("\n");

  await login(page, "ayse", "/portfolio-tracker/import");
  await upload(page, file, "Yok: sütunları şimdi eşleştireceğim");
  for (const [id, name] of [
    ["date", "Tarih"],
    ["side", "Yön"],
    ["pair", "Parite"],
    ["amount", "Miktar"],
    ["price", "Fiyat"],
    ["fee", "Komisyon"],
  ]) {
    await page.locator(`#map-${id}`).selectOption(name);
  }
  await page.getByLabel("Türkçe (1.234,56)").check();
  await page.getByLabel(/Bu eşleştirmeyi kaydet/).fill(presetName);
  await page.getByRole("button", { name: "Eşleştirmeyle önizle" }).click();
  await expect(page.getByTestId("import-preview")).toContainText(`staking; ${presetName} (${symbol}/TRY)`);
  await expect(page.getByText("Satır 4: Böyle bir tarih yok.")).toBeVisible();

  // The next file: the saved preset goes straight to the preview.
  await upload(page, file, presetName);
  await expect(page.getByTestId("import-preview")).toContainText(`${presetName} (${symbol}/TRY)`);
  await page.getByRole("button", { name: "2 işlemi portföye kaydet" }).click();
  await expect(page).toHaveURL(/\/portfolio-tracker$/);
  await expect(page.getByRole("status").filter({ hasText: `2 işlem ${presetName} dosyasından içe aktarıldı.` })).toBeVisible();
  const rows = (await transactionsOf("ayse")).filter((row) => row.symbol === symbol).map(({ type, amount }) => ({ type, amount }));
  expect(rows).toEqual([
    { type: "buy", amount: 10 },
    { type: "income", amount: 1 },
  ]);
});
