import type { Page } from "@playwright/test";
import { withoutAiProvider } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

// The assistant on questions readers ask (issue 46) and the advice refusal (issue 45), in site
// mode, with JavaScript and without. The worker's fake exchange has ADA at $0,4521, LINK at $14,52
// and USDT/TRY at 34,25.

async function ask(page: Page, question: string) {
  await page.getByLabel("Mesajınız").fill(question);
  await page.getByRole("button", { name: "Gönder" }).click();
}

const lastAnswer = (page: Page) => page.getByRole("log", { name: "Sohbet mesajları" }).locator("li[data-role=assistant]").last();

test("a follow-up without its own subject takes the previous question's coin", async ({ page }) => {
  await withoutAiProvider(async () => {
    await page.goto("/ai-chat");
    await ask(page, "cardano ne işe yarıyor");
    await expect(lastAnswer(page)).toContainText("Ne işe yarar:");
    await ask(page, "peki fiyatı kaç TL?");
    await expect(page.getByRole("log", { name: "Sohbet mesajları" }).locator("li[data-role=assistant]")).toHaveCount(3);
    const answer = lastAnswer(page);
    await expect(answer).toContainText("Cardano (ADA)");
    await expect(answer).toContainText("$0,4521");
    await expect(answer.getByRole("navigation", { name: "Kaynaklar" }).locator('a[href="/crypto-analysis?coin=ADAUSDT"]')).toBeVisible();
  });
});

test("a suggested follow-up question under the answer asks it", async ({ page }) => {
  await withoutAiProvider(async () => {
    await page.goto("/ai-chat");
    await ask(page, "Chainlink ne işe yarar?");
    const suggestions = page.getByRole("form", { name: "Şunları da sorabilirsiniz" });
    await expect(suggestions.getByRole("button").nth(1)).toBeVisible();
    await suggestions.getByRole("button", { name: "1 LINK kaç TL?" }).click();
    const answer = lastAnswer(page);
    await expect(answer).toContainText("1 LINK ≈ ₺497,31");
    await expect(answer.getByRole("navigation", { name: "Kaynaklar" }).locator('a[href="/converter"]')).toBeVisible();
  });
});

test("a 'should I buy' question opens with a refusal of personal advice, then the figures", async ({ page }) => {
  await withoutAiProvider(async () => {
    await page.goto("/ai-chat");
    await ask(page, "şimdi bitcoin almalı mıyım");
    const answer = lastAnswer(page);
    await expect(answer.locator("p").first()).toContainText("Kişisel yatırım tavsiyesi veremem");
    await expect(answer).toContainText("$64.250,50");
    await expect(answer).toContainText("kişisel öneri değildir");
  });
});
