import type { Page } from "@playwright/test";
import { deleteTransactionsOf, ensureAccount } from "./factories";

/** An account of the test's own (ayse's password), emptied of transactions, and signed in at `to`. */
export async function ownAccount(page: Page, username: string, to: string) {
  const id = await ensureAccount(username, "ayse123");
  await deleteTransactionsOf(username);
  await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Kullanıcı Adı").fill(username);
  await page.getByLabel("Şifre", { exact: true }).fill("ayse123");
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
  await page.waitForURL((url) => url.pathname === to);
  return id;
}

/** The row of the returns table for a period ("Tüm zamanlar", "1 ay"). */
export const returnsRow = (page: Page, label: string) =>
  page
    .getByTestId("portfolio-returns")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
