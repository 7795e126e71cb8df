import type { Page } from "@playwright/test";
import { configureProvider } from "../setup/ai-provider";
import { setAiEnabled, withoutAiProvider } from "../setup/factories";
import { expect, test } from "../setup/fixtures";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

// The assistant's grounded answers: the server's facts and sources, with a provider and without one.
// The worker's fake exchange (tests/fakes/ticker-server.ts) has BTC at $64.250,50 and USDT/TRY at 34,25.

let fake: FakeOpenAi;
test.beforeAll(async () => {
  fake = await startFakeOpenAi();
});
test.afterAll(async () => {
  await fake.close();
});
test.beforeEach(() => fake.reset());

async function ask(page: Page, question: string) {
  await page.getByLabel("Mesajınız").fill(question);
  await page.getByRole("button", { name: "Gönder" }).click();
}

const lastAnswer = (page: Page) => page.getByRole("log", { name: "Sohbet mesajları" }).locator("li[data-role=assistant]").last();

test("with no key the chat answers in site mode: a price question shows the live BTC card and its source link", async ({ page }) => {
  await withoutAiProvider(async () => {
    await page.goto("/ai-chat");
    await expect(page.getByRole("status").filter({ hasText: "asistan sitenin kendi içeriğinden" })).toBeVisible();
    await expect(page.getByLabel("Mesajınız")).toBeEnabled();
    await ask(page, "Bitcoin fiyatı ne kadar?");
    const answer = lastAnswer(page);
    await expect(answer).toContainText("yapay zekâ sağlayıcısı bağlı olmadığı için");
    await expect(answer).toContainText("$64.250,50");
    await expect(answer).toContainText("canlı veri");
    const sources = answer.getByRole("navigation", { name: "Kaynaklar" });
    await expect(sources.getByRole("link", { name: "Bitcoin (BTC) analizi" })).toHaveAttribute("href", "/crypto-analysis?coin=BTCUSDT");
    // The same answer and links after a reload, from what the server stored.
    await page.reload();
    await expect(lastAnswer(page).getByRole("link", { name: "Bitcoin (BTC) analizi" })).toBeVisible();
  });
});

test("with no key a term question links the dictionary page", async ({ page }) => {
  await withoutAiProvider(async () => {
    await page.goto("/ai-chat");
    await ask(page, "DeFi nedir?");
    const answer = lastAnswer(page);
    await expect(answer.getByRole("navigation", { name: "Kaynaklar" }).locator('a[href="/crypto-dictionary/defi"]')).toBeVisible();
    await answer.getByRole("navigation", { name: "Kaynaklar" }).locator('a[href="/crypto-dictionary/defi"]').click();
    await expect(page).toHaveURL(/\/crypto-dictionary\/defi$/);
  });
});

test("with a provider the model gets the live price as a system message and the answer lists the server's sources only", async ({
  page,
  request,
}) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: "sk-e2e-grounding-0123456789" });
  try {
    fake.enqueue("Bitcoin şu an yükseliyor. Kaynak: [site dışı](https://sahte.example/btc)");
    await page.goto("/ai-chat");
    await ask(page, "Bitcoin fiyatı ne kadar?");
    const answer = lastAnswer(page);
    await expect(answer).toContainText("Bitcoin şu an yükseliyor.");
    const sources = answer.getByRole("navigation", { name: "Kaynaklar" });
    await expect(sources.getByRole("link", { name: "Bitcoin (BTC) analizi" })).toHaveAttribute("href", "/crypto-analysis?coin=BTCUSDT");
    await expect(sources.locator('a[href^="https://sahte.example"]')).toHaveCount(0);
    const messages = fake.requests.at(-1)?.body.messages ?? [];
    expect(messages[0]).toEqual({ role: "system", content: "Sen bir kripto asistanısın." });
    expect(messages[1]?.role).toBe("system");
    expect(messages[1]?.content).toContain("$64.250,50");
    expect(messages.at(-1)).toEqual({ role: "user", content: "Bitcoin fiyatı ne kadar?" });
  } finally {
    await setAiEnabled(false);
  }
});
