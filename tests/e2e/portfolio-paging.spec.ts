import { addTransaction, deleteTransactionsOf, ensureAccount } from "../setup/factories";
import { expect, submitLoginForm, test } from "../setup/fixtures";

test("the transactions list is paged in the URL: page 2 holds the older ones, the summary counts them all", async ({ page }, testInfo) => {
  // A sign-in through the form and three page loads: more than most tests do.
  test.setTimeout(60_000);
  // An account of this test's own (ayse's password), so no other test's rows move between pages.
  const username = `sayfa-${testInfo.project.name}`;
  await ensureAccount(username, "ayse123");
  await deleteTransactionsOf(username);
  for (let day = 1; day <= 60; day++) {
    const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
    await addTransaction(username, { type: "buy", symbol: "SOL", amount: 1, price: 100, currency: "USD", date, note: `kayıt ${day}` });
  }

  await submitLoginForm(page, { username, password: "ayse123" }, "/portfolio-tracker");
  await expect(page.getByRole("heading", { name: "Varlıklarım" })).toBeVisible();

  const rows = page.getByTestId("transaction-rows").getByRole("row");
  const solHolding = page
    .getByTestId("holding-rows")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "SOL", exact: true }) });
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText("29.02.2024");
  await expect(page.getByText("1–50 / 60 · Sayfa 1 / 2")).toBeVisible();
  await expect(solHolding).toContainText("60");

  await page.getByRole("link", { name: "Sonraki" }).click();
  await expect(page).toHaveURL(/\/portfolio-tracker\?page=2$/);
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("10.01.2024");
  await expect(rows.last()).toContainText("01.01.2024");
  await expect(page.getByText("51–60 / 60 · Sayfa 2 / 2")).toBeVisible();
  // The summary is still of all sixty.
  await expect(solHolding).toContainText("60");

  await page.getByRole("link", { name: "Önceki" }).click();
  await expect(page).toHaveURL(/\/portfolio-tracker\?page=1$/);
  await expect(rows.first()).toContainText("29.02.2024");
});
