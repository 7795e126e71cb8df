import { BTC_TXID } from "../fakes/esplora-server";
import { ETH_TX_HASH } from "../fakes/eth-rpc-server";
import { expect, login, test } from "../setup/fixtures";

test("a signed-in user asks to be told at 50 confirmations, sees the watch listed, and deletes it", async ({ page }) => {
  // One chain per project, so the two projects never share a row when they share a worker's database.
  const [chain, txid, heading] =
    test.info().project.name === "js" ? (["btc", BTC_TXID, "Bitcoin işlemi"] as const) : (["eth", ETH_TX_HASH, "Ethereum işlemi"] as const);
  await login(page, "ahmet", `/blockchain-explorer?chain=${chain}&q=${txid}`);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const watch = page.getByRole("region", { name: "Onaylanınca haber ver" });
  await watch.getByLabel("Kaç onayda haber verilsin?").fill("50");
  await watch.getByRole("button", { name: "Onaylanınca haber ver" }).click();

  await expect(page).toHaveURL("/tx-watches");
  await expect(page.getByText("İşlem 50 onaya ulaşınca Bildirimlerim'e haber verilecek.")).toBeVisible();
  const row = page.getByRole("listitem", { name: txid });
  await expect(row).toContainText("hedef 50 onay");
  await expect(row).toContainText("İzleniyor");

  await row.getByRole("link", { name: `${txid} izlemesini sil` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByText("İzleme silindi.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: txid })).toHaveCount(0);
});

test("the watch page asks a visitor to sign in first", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/tx-watches");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftx-watches/);
});
