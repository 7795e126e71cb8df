import fs from "node:fs";
import type { Page } from "@playwright/test";
import { configureProvider } from "../setup/ai-provider";
import { countActivities, latestNotificationAbout, postTitled, setAiEnabled, storeSetting } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

const KEY = "sk-e2e-PLAINKEY-9f8e7d6c5b4a-wxyz";
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

const chatLog = (page: Page) => page.getByRole("log", { name: "Sohbet mesajları" });

test("the admin saves the provider key: masked, tested, never in the page or the database file", async ({ page, server }) => {
  await login(page, "admin", "/admin/openai-settings");
  await page.getByLabel("API Anahtarı", { exact: true }).fill(KEY);
  await page.getByLabel("API Adresi (base URL)").fill(fake.baseUrl);
  await page.getByLabel("Model", { exact: true }).fill("gpt-4o");
  await page.getByLabel("Temperature").fill("0.4");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ayarlar başarıyla kaydedildi" })).toBeVisible();
  await expect(page.getByLabel("API Anahtarı", { exact: true })).toHaveAttribute("placeholder", "Kayıtlı anahtar: ••••••••wxyz");
  await expect(page.getByLabel("API Anahtarı", { exact: true })).toHaveValue("");
  expect(await page.content()).not.toContain("PLAINKEY");

  await page.getByRole("button", { name: "Bağlantıyı Test Et" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test başarılı" })).toContainText("HTTP 200");
  expect(fake.requests.at(-1)?.body).toMatchObject({ model: "gpt-4o", temperature: 0.4 });
  expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);

  fake.setError({ status: 401, message: "Incorrect API key provided" });
  await page.getByRole("button", { name: "Bağlantıyı Test Et" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Test başarısız" })).toContainText("API anahtarını kabul etmedi");
  await expect(page.getByRole("alert").filter({ hasText: "Test başarısız" })).not.toContainText("Incorrect API key provided");

  for (const file of [server.databasePath, `${server.databasePath}-wal`]) {
    if (fs.existsSync(file)) expect(fs.readFileSync(file).includes(Buffer.from("PLAINKEY"))).toBe(false);
  }
});

test("a visitor chats: the reply appears as Markdown, survives a reload and clearing removes it", async ({ page, request }) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: KEY });
  const js = test.info().project.name === "js";
  const question = `Bitcoin nedir? (${test.info().project.name})`;
  await page.goto("/ai-chat");
  await expect(page.getByRole("heading", { name: "AI Kripto Asistanı" })).toBeVisible();
  await expect(page.getByRole("button", { name: "DeFi nedir ve nasıl çalışır?" })).toBeVisible();
  if (js) await expect(page.getByRole("button", { name: "Gönder" })).toBeDisabled();

  await ask(page, question);
  const reply = chatLog(page).locator("li[data-role=assistant]").last();
  await expect(reply.locator("strong")).toHaveText("Yanıt:");
  await expect(reply).toContainText(question);
  // The reply's own list; the sources under the bubble are a list too.
  await expect(reply.locator("ul").first().locator("li")).toHaveText(["birinci madde", "ikinci madde"]);
  await expect(reply.locator("time")).toHaveText(/^\d{2}:\d{2}$/);
  await expect(chatLog(page).locator("li[data-role=user]").last()).toContainText(question);
  expect(fake.requests.at(-1)?.body.stream).toBe(js ? true : undefined);
  expect(fake.requests.at(-1)?.body.messages?.[0]).toEqual({ role: "system", content: "Sen bir kripto asistanısın." });

  await page.reload();
  await expect(chatLog(page).locator("li[data-role=assistant]").last()).toContainText(question);

  await page.getByRole("button", { name: "Sohbeti Temizle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sohbet temizlendi." })).toBeVisible();
  await expect(chatLog(page)).not.toContainText(question);
  await expect(page.getByRole("button", { name: "DeFi nedir ve nasıl çalışır?" })).toBeVisible();
});

test("a provider failure gives the technical-problem reply and notifies the admins", async ({ page, request }) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: KEY });
  fake.setError({ status: 500, message: "sağlayıcı çöktü" });
  const before = await countActivities("ai.error");
  await page.goto("/ai-chat");
  await ask(page, "Ethereum nedir?");
  await expect(chatLog(page).locator("li[data-role=assistant]").last()).toContainText(
    "Üzgünüm, şu anda teknik bir sorun yaşıyoruz. Lütfen daha sonra tekrar deneyin.",
  );
  expect(await countActivities("ai.error")).toBe(before + 1);
  const alert = (await latestNotificationAbout("ai_chat"))!;
  // Our words, never the provider's: its error text stays in the server log.
  expect(alert.message).toContain("AI sağlayıcısından yanıt alınamadı");
  expect(alert.message).not.toContain("sağlayıcı çöktü");
});

test("the not-configured messages depend on the role", { tag: "@no-js-only" }, async ({ page }) => {
  await setAiEnabled(false);
  // With site answers on (the default) the chat would answer from the site's content instead.
  await storeSetting("ai_site_answers", "false");
  try {
    await page.goto("/ai-chat");
    await expect(page.getByRole("alert")).toContainText("AI sohbet özelliği şu anda kullanılamıyor");
    await expect(page.getByLabel("Mesajınız")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Gönder" })).toBeDisabled();
    await login(page, "admin", "/ai-chat");
    await expect(page.getByRole("alert")).toContainText("AI sağlayıcı API anahtarı yapılandırılmamış");
    await expect(page.getByRole("link", { name: "AI API Anahtarı ayarları" })).toHaveAttribute("href", "/admin/openai-settings");
  } finally {
    await setAiEnabled(true);
    await storeSetting("ai_site_answers", "true");
  }
});

test("with JavaScript, a streaming reply can be stopped and the upstream request ends", { tag: "@js-only" }, async ({ page, request }) => {
  // @js-only: streaming needs JavaScript.
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: KEY });
  fake.setDelay(120);
  // Long enough that the thinking indicator cannot be missed on a busy machine.
  fake.holdFirstToken(1500);
  fake.enqueue(Array.from({ length: 60 }, (_, i) => `parça${i}`).join(" "));
  const upstreamAborted = fake.nextAbort();
  await page.goto("/ai-chat");
  await ask(page, "Uzun bir yanıt ver");
  await expect(page.getByRole("status").filter({ hasText: "AI düşünüyor..." })).toBeVisible();
  await expect(chatLog(page)).toContainText("parça2");
  await page.getByRole("button", { name: "Durdur" }).click();
  await expect(chatLog(page)).toContainText("Yanıt durduruldu.");
  await upstreamAborted;
  await expect(chatLog(page)).not.toContainText("parça59");
  await expect(page.getByLabel("Mesajınız")).toBeEnabled();
});

test("the AI blog generator writes a draft from a picked title suggestion", async ({ page, request }) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: KEY });
  const title = `AI Taslağı ${test.info().project.name} ${Date.now()}`;
  await login(page, "admin", "/admin/blog-ai");
  await page.getByLabel("Kategori").selectOption("Ethereum");
  if (test.info().project.name === "no-js") await page.getByRole("button", { name: "Önerileri Yenile" }).click();
  const suggestion = page
    .getByRole("region", { name: "Başlık Önerileri" })
    .getByRole("listitem")
    .first()
    .getByRole(test.info().project.name === "js" ? "button" : "link");
  await expect(suggestion).toContainText(/Ethereum|Akıllı|Gas|Katman|Staking/);
  const picked = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page.getByLabel("Konu")).toHaveValue(picked);
  const keywords = (await page.getByLabel("Anahtar Kelimeler").inputValue()).split(", ");
  expect(keywords).toContain("ETH");
  expect(keywords.length).toBeLessThanOrEqual(10);
  expect(new Set(keywords).size).toBe(keywords.length);
  await expect(page.getByLabel("Ton")).toHaveValue("professional");
  await expect(page.getByLabel("Uzunluk")).toHaveValue("medium");
  await expect(page.getByLabel("Dil")).toHaveValue("tr");

  // The suggestions above asked the provider too (its echo answer is no title list, so the built-in titles show).
  fake.reset();
  fake.enqueue(
    "bu JSON değil",
    JSON.stringify({
      title,
      excerpt: "Kısa özet.",
      content: `<h2>Başlangıç</h2><p>${"Blokzincir ".repeat(80)}</p>`,
      meta_title: "Meta başlık",
      meta_description: "Meta açıklama",
      tags: ["Ethereum", "staking"],
    }),
  );
  await page.getByRole("button", { name: "Blog Yazısı Oluştur" }).click();
  const preview = page.getByRole("region", { name: "Önizleme" });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByTestId("ai-preview-text")).toHaveText(/^Başlangıç Blokzincir .*\.\.\.$/);
  expect((await preview.getByTestId("ai-preview-text").textContent())!.length).toBe(303);
  // After the answer the page asks for title suggestions again; those requests are not the generation's.
  const generation = fake.requests.filter((sent) => sent.body.messages?.[0]?.content.includes("blog yazarısın"));
  expect(generation).toHaveLength(2);
  // A medium post (up to 800 words) gets room for it, not the chat's 800 tokens.
  expect(generation[0].body.max_completion_tokens).toBe(3000);

  await preview.getByRole("button", { name: "Taslak Olarak Kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog yazısı başarıyla kaydedildi!" })).toBeVisible();
  await expect(page.getByLabel("Konu")).toHaveValue("");
  const post = await postTitled(title);
  expect(post && { author: post.author, status: post.status, read_time: post.read_time, tags: post.tags }).toEqual({
    author: "AI Assistant",
    status: "draft",
    read_time: 1,
    tags: "Ethereum, staking",
  });
});

test("title suggestions come from the AI provider when one is configured", async ({ page, request }) => {
  await configureProvider(request, { baseUrl: fake.baseUrl, apiKey: KEY });
  await login(page, "admin", "/admin");
  fake.reset();
  fake.enqueue(JSON.stringify(["Sağlayıcı Başlığı Bir", "Sağlayıcı Başlığı İki", "Sağlayıcı Başlığı Üç"]));
  // A seed of its own, so no earlier answer for this category is reused.
  await page.goto(`/admin/blog-ai?category=Ethereum&seed=${Date.now() % 100_000}`);
  const panel = page.getByRole("region", { name: "Başlık Önerileri" });
  await expect(panel.getByRole("listitem")).toHaveText(["Sağlayıcı Başlığı Bir", "Sağlayıcı Başlığı İki", "Sağlayıcı Başlığı Üç"]);
  await expect(panel.getByTestId("suggestion-source")).toHaveText("Yapay zekâ sağlayıcısının önerileri");
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0].body.messages?.at(-1)?.content).toContain("Kategori: Ethereum");
});
