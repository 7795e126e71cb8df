import { expect, login, test } from "../setup/fixtures";

test("a visitor sees past launches and the calendar file, at both paths", { tag: "@no-js-only" }, async ({ page, request }) => {
  await page.goto("/launch-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "Lansman Takibi" })).toBeVisible();
  const past = page
    .getByRole("region", { name: "Geçmiş lansmanlar" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Geçmiş lansmanlar" }) }));
  await expect(past.getByRole("heading", { name: "Arbitrum (ARB)" })).toBeVisible();
  await expect(past.getByText("23 Mart 2023 (tüm gün)")).toBeVisible();

  await page.goto("/crypto-launches");
  await expect(page.getByRole("heading", { level: 1, name: "Lansman Takibi" })).toBeVisible();

  const ics = await request.get("/launch-tracker.ics");
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = await ics.text();
  expect(body).toContain("BEGIN:VCALENDAR\r\n");
  expect(body).toContain("SUMMARY:Arbitrum (ARB) – Airdrop");
});

test("an admin adds a launch that visitors count down to, after a refused bad date, and deletes it", async ({ page }, testInfo) => {
  const name = `Deneme Ağı ${testInfo.project.name}`;
  await login(page, "admin", "/admin/launches");
  await page.getByRole("link", { name: "Lansman Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Lansman" });
  await dialog.getByLabel("Ad *", { exact: true }).fill(name);
  await dialog.getByLabel("Sembol").fill("dnm");
  await dialog.getByLabel("Tarih (YYYY-AA-GG)").fill("31.12.2099");
  await dialog.getByLabel("Saat (Türkiye, SS:DD)").fill("15:00");
  await dialog.getByLabel("Ağ *", { exact: true }).fill("Ethereum");
  await dialog.getByRole("combobox", { name: "Tür" }).selectOption("listing");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Tarih YYYY-AA-GG biçiminde olmalıdır.")).toBeVisible();

  await page.getByLabel("Tarih (YYYY-AA-GG)").fill("2099-12-31");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Lansman kaydedildi.");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("2099-12-31 15:00");
  await expect(row).toContainText("Yaklaşan");

  await page.goto("/launch-tracker");
  const card = page.locator("li", { has: page.getByRole("heading", { name: `${name} (DNM)` }) });
  await expect(card).toContainText("31 Aralık 2099, 15:00 (TSİ)");
  await expect(card).toContainText("Borsa listelemesi");
  await expect(card).toContainText(/\d+ gün \d+ saat kaldı/);

  await page.goto("/admin/launches");
  const target = page.getByRole("row", { name: new RegExp(name) });
  if (testInfo.project.name === "js") {
    page.once("dialog", (d) => d.accept());
    await target.getByRole("button", { name: `Sil: ${name} (DNM)` }).click();
  } else {
    await target.getByRole("link", { name: `Sil: ${name} (DNM)` }).click();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(page.getByTestId("toast")).toHaveText("Lansman silindi.");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});
