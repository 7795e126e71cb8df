import { configureProvider } from "../setup/ai-provider";
import { expect, login, test } from "../setup/fixtures";
import { FAKE_MODELS, startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

let fake: FakeOpenAi;

test.beforeAll(async () => {
  fake = await startFakeOpenAi();
});
test.afterAll(async () => {
  await fake.close();
});
test.beforeEach(() => fake.reset());

const COMMENTARY = "Solana günün düşenleri arasında; kural tabanlı puanı orta bantta.";

test("the analysis card labels its rule-based score and adds the AI's commentary once it is written", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // It waits for a background request and the card's next poll (3 s apart): on a loaded
  // machine that alone can take a good part of the default 30 s.
  test.slow();
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: "sk-e2e-provider-0000-abcd", model: "gpt-5-mini" });
  fake.enqueue(COMMENTARY);
  fake.setDelay(800);
  await page.goto("/crypto-analysis?coin=SOLUSDT");
  const card = page.getByTestId("analysis-card");
  await expect(card).toContainText("Kural tabanlı puan");
  const commentary = card.getByTestId("ai-commentary");
  await expect(commentary).toContainText("AI yorumu hazırlanıyor");
  await expect(commentary).toContainText("Yapay zekâ tarafından yazıldı");

  if (javaScriptEnabled) {
    // The card asks again by itself.
    await expect(commentary).toContainText(COMMENTARY, { timeout: 15_000 });
  } else {
    await expect.poll(() => fake.requests.length).toBe(1);
    await expect(async () => {
      await page.reload();
      await expect(commentary).toContainText(COMMENTARY, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(commentary).toContainText("gpt-5-mini");
  await expect(commentary).toContainText("yatırım tavsiyesi değildir");

  // Kept: another visit asks the provider nothing more.
  await page.goto("/crypto-analysis?coin=SOLUSDT");
  await expect(commentary).toContainText(COMMENTARY);
  expect(fake.requests).toHaveLength(1);
});

test("the admin's model field offers the provider's list and the test reports what was adjusted", async ({ page, request }) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: "sk-e2e-provider-0000-abcd", model: "gpt-5" });
  fake.setMode("reasoning");
  await login(page, "admin", "/admin/openai-settings");
  const options = page.locator("datalist#ai-models option");
  await expect(options).toHaveCount(FAKE_MODELS.length);
  expect(await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("value")))).toEqual([...FAKE_MODELS].sort());
  await expect(page.getByLabel("Model", { exact: true })).toHaveAttribute("list", "ai-models");

  await page.getByRole("button", { name: "Bağlantıyı Test Et" }).click();
  const result = page.getByRole("status").filter({ hasText: "Test başarılı" });
  await expect(result).toContainText("Model için uyarlanan parametreler: temperature gönderilmiyor");
  expect(fake.refusals()).toBe(1);
});
