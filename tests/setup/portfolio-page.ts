import type { Page } from "@playwright/test";
import type Database from "better-sqlite3";

/** An account of the test's own (ayse's password), emptied of transactions, and signed in at `to`. */
export async function ownAccount(page: Page, db: Database.Database, username: string, to: string) {
  db.prepare(
    "insert or ignore into users (username, email, password_hash) select ?, ?, password_hash from users where username = 'ayse'",
  ).run(username, `${username}@example.com`);
  const { id } = db.prepare("select id from users where username = ?").get(username) as { id: number };
  db.prepare("delete from portfolio_transactions where user_id = ?").run(id);
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
