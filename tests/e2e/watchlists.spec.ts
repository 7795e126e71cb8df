import type { Page } from "@playwright/test";
import { expect, login, test } from "../setup/fixtures";

const js = () => test.info().project.name === "js";
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("watchlist-rows").getByRole("row");
/** A list name of this project's own, so the js and no-js runs never meet on one database. */
const listName = (base: string) => `${base} ${test.info().project.name}`;

/** Arranged through the JSON API with the page's own session: a list named `name`, with `symbols`. */
async function apiList(page: Page, name: string, symbols: string[] = []) {
  const created = await page.request.post("/api/watchlists", { data: { name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (symbols.length) expect((await page.request.put(`/api/watchlists/${id}`, { data: { symbols } })).status()).toBe(200);
  return id;
}

test("a coin starred on the analysis page shows on the default list with its live row", async ({ page }) => {
  await login(page, "ayse", "/crypto-analysis?coin=BNBUSDT");
  await page.getByTestId("coin-detail").getByRole("button", { name: "Favorilere Ekle" }).click();
  await expect(toast(page, "Favorilere eklendi")).toBeVisible();
  try {
    await page.goto("/watchlists");
    await page.getByRole("link", { name: "Favorilerim", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Favorilerim" })).toBeVisible();
    await expect(page.getByText("Canlı veri")).toBeVisible();
    const bnb = rows(page).filter({ hasText: "BNB/USDT" });
    await expect(bnb).toContainText("$585,30");
    await expect(bnb).toContainText("₺");
    await expect(bnb).toContainText("+%6,10");
    await expect(bnb.getByRole("img", { name: /^BNB, son 7 gün: [+-]?%\d/ })).toBeVisible();
  } finally {
    const { watchlists } = (await (await page.request.get("/api/watchlists")).json()) as {
      watchlists: { id: number; isDefault: boolean }[];
    };
    const favourites = watchlists.find((list) => list.isDefault)!;
    await page.request.put(`/api/watchlists/${favourites.id}`, { data: { symbols: [] } });
  }
});

test("a second list: create it and add a coin picked from the market", async ({ page }) => {
  const name = listName("Uzun vade");
  await login(page, "ayse", "/watchlists");
  await page.getByLabel("Yeni liste adı").fill(name);
  await page.getByRole("button", { name: "Liste oluştur" }).click();
  await expect(toast(page, "İzleme listesi oluşturuldu.")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Bu listede henüz coin yok.")).toBeVisible();

  await page.getByLabel("Piyasada ara").fill("sol");
  await page.getByRole("button", { name: "Ara", exact: true }).click();
  await expect(page).toHaveURL(/q=sol/);
  await page.getByRole("combobox", { name: /^Coin/ }).selectOption({ label: "Solana (SOLUSDT)" });
  await page.getByRole("button", { name: "Listeye ekle" }).click();
  await expect(toast(page, "SOLUSDT listeye eklendi.")).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Solana");
  await expect(rows(page).first()).toContainText("-%5,60");
});

test("a list is renamed in its dialog and deleted only after confirming; the default list cannot be", async ({ page }) => {
  const name = listName("Geçici");
  await login(page, "ayse");
  await apiList(page, name, ["ETHUSDT"]);
  await page.goto("/watchlists");
  await page.getByRole("link", { name: `Yeniden adlandır: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Listeyi yeniden adlandır" });
  await dialog.getByLabel("Liste adı").fill(`${name} 2`);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Liste adı değiştirildi.")).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} 2`, exact: true })).toBeVisible();

  const remove = page.getByRole(js() ? "button" : "link", { name: `Sil: ${name} 2` });
  if (js()) {
    page.once("dialog", (confirm) => confirm.accept());
    await remove.click();
  } else {
    await remove.click();
    await expect(page.getByRole("alertdialog").getByText(`"${name} 2" listesi silinsin mi?`)).toBeVisible();
    await page.getByRole("button", { name: "Evet, sil" }).click();
  }
  await expect(toast(page, "İzleme listesi silindi.")).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} 2`, exact: true })).toHaveCount(0);
  await expect(page.getByRole(js() ? "button" : "link", { name: "Sil: Favorilerim" })).toHaveCount(0);
});
