import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

// A round is eleven page loads; on a shared two-core machine that needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("a signed-in player plays a round to the end and lands on the weekly leaderboard", async ({ page }) => {
  await login(page, "ahmet", "/crypto-games");
  await expect(page.getByRole("heading", { level: 1, name: "Kripto Bilgi Yarışması" })).toBeVisible();
  await page.getByRole("button", { name: "Oyuna başla" }).click();

  for (let number = 1; number <= 10; number++) {
    await expect(page.getByText(`Soru ${number} / 10`)).toBeVisible();
    if (number > 1) await expect(page.getByRole("status").getByText(new RegExp(`^${number - 1}\\. soru: (Doğru|Yanlış)$`))).toBeVisible();
    // The question's form is drawn anew when the previous answer's result arrives: a click that
    // lands just before that is undone, so the choice is made until it holds.
    const firstChoice = page.getByRole("group").getByRole("radio").first();
    await expect(async () => {
      await firstChoice.check();
      await expect(firstChoice).toBeChecked({ timeout: 500 });
    }).toPass();
    await page.getByRole("button", { name: number === 10 ? "Cevapla ve turu bitir" : "Cevapla" }).click();
  }

  await expect(page.getByRole("heading", { name: "Tur bitti" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: /^Skorunuz: 10 sorudan \d+ doğru\. Skorunuz haftalık sıralamaya kaydedildi\.$/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Doğru cevap:/)).toHaveCount(10);
  const board = page.getByRole("table", { name: "Bu haftanın en iyi oyuncuları" });
  await expect(board.getByRole("row", { name: /ahmet/ })).toBeVisible();
});

test("a visitor plays, and bad posts get a clear Turkish message, never a 500", async ({ page }) => {
  await page.goto("/crypto-games");
  await page.getByRole("button", { name: "Oyuna başla" }).click();
  await expect(page.getByText("Soru 1 / 10")).toBeVisible();
  const state = await page.locator('input[name="state"]').inputValue();

  // Sent without choosing: the same question comes back with a message.
  await page.getByRole("button", { name: "Cevapla" }).click();
  await expect(page.getByRole("alert")).toHaveText("Lütfen bir cevap seçin.");
  await expect(page.getByText("Soru 1 / 10")).toBeVisible();

  // A made-up answer and a forged state, as a tampered form would send them.
  const madeUp = await page.request.post(`/crypto-games?tur=${encodeURIComponent(state)}`, {
    form: { intent: "answer", state, answer: "42" },
  });
  expect(madeUp.status()).toBe(400);
  expect(await madeUp.text()).toContain("Gönderilen cevap bu sorunun seçeneklerinden biri değil.");
  const forged = await page.request.post("/crypto-games", {
    form: { intent: "answer", state: state.replace(/\.0\./, ".1."), answer: "0" },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Oyun durumu geçersiz ya da değiştirilmiş.");

  await page.getByRole("group").getByRole("radio").first().check();
  await page.getByRole("button", { name: "Cevapla" }).click();
  await expect(page.getByText("Soru 2 / 10")).toBeVisible();

  // The first question's state posted again is a replay.
  const replay = await page.request.post("/crypto-games", { form: { intent: "answer", state, answer: "0" } });
  expect(replay.status()).toBe(409);
  expect(await replay.text()).toContain("Bu soru zaten cevaplandı");
  await page.goto(`/crypto-games?tur=${encodeURIComponent(state)}`);
  await expect(page.getByRole("status").filter({ hasText: "Bu soru zaten cevaplandı" })).toBeVisible();
  await page.getByRole("link", { name: "Kaldığınız sorudan devam edin" }).click();
  await expect(page.getByText("Soru 2 / 10")).toBeVisible();

  const tampered = await page.goto("/crypto-games?tur=bozuk");
  expect(tampered?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Oyun durumu geçersiz ya da değiştirilmiş. Yeni bir tur başlatın.");
  await expect(page.getByRole("button", { name: "Oyuna başla" })).toBeVisible();
});

test("the game's pages pass the WCAG A and AA checks", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: the markup is the same without JavaScript.
  const check = () => wcagViolations(page, page.url());
  await page.goto("/crypto-games");
  expect(await check()).toEqual([]);
  await page.getByRole("button", { name: "Oyuna başla" }).click();
  await page.getByRole("group").getByRole("radio").first().check();
  await page.getByRole("button", { name: "Cevapla" }).click();
  await expect(page.getByText("Soru 2 / 10")).toBeVisible();
  expect(await check()).toEqual([]);
});
