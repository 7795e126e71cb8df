import { describe, expect, it } from "vitest";
import { action as chatAction } from "~/routes/api.ai.chat";
import { loader as modelsLoader } from "~/routes/api.openai.models";
import { action as testAction } from "~/routes/api.openai.test/route";
import { loader as settingsPageLoader } from "~/routes/admin.openai-settings/route";
import { db } from "~/server/db.server";
import { CHAT_FAILURE_REPLY } from "~/lib/ai/chat";
import { getAdjustments, getModelProfile, reportMissingModel } from "~/models/ai-profiles.server";
import { FAKE_MODELS, echoAnswer } from "../../fakes/openai-server";
import { configureProvider, readEvents, useFakeOpenAi } from "./helpers";
import { refuseInserts } from "../../setup/failing-writes";
import { useTestDatabase } from "../../setup/test-db";
import { requestWith, sessionCookie } from "../../setup/requests";

useTestDatabase();
const provider = useFakeOpenAi();

const args = (request: Request) => ({ request, params: {}, context: { clientIp: "10.0.0.2", cspNonce: "" } });

function ask(message: string, stream = false) {
  return chatAction(
    args(
      requestWith("/api/ai/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: stream ? "text/event-stream" : "application/json" },
        body: JSON.stringify({ message }),
      }),
    ),
  ) as Promise<Response>;
}

async function answer(message: string, stream: boolean) {
  const response = await ask(message, stream);
  expect(response.status).toBe(200);
  if (!stream) return ((await response.json()) as { message: string }).message;
  const events = await readEvents(response);
  expect(events.at(-1)?.type).toBe("done");
  return events.at(-1)?.message;
}

const bodies = () => provider.fake.requests.map((request) => request.body);

describe.each([false, true])("a chat through today's and older providers (stream: %s)", (stream) => {
  it("(a) a reasoning model: temperature is left out after its refusal, and the next question goes right first time", async () => {
    provider.fake.setMode("reasoning");
    await configureProvider(provider.fake.baseUrl, { model: "gpt-5-mini", temperature: 0.3 });
    expect(await answer("Bitcoin nedir?", stream)).toBe(echoAnswer("Bitcoin nedir?"));
    expect(provider.fake.refusals()).toBe(1);
    const [refused, accepted] = bodies();
    expect(refused).toMatchObject({ max_completion_tokens: 500, temperature: 0.3 });
    expect(accepted).not.toHaveProperty("temperature");
    expect(accepted).not.toHaveProperty("max_tokens");
    expect(accepted).toMatchObject({ max_completion_tokens: 500 });

    expect(await getAdjustments(provider.fake.baseUrl, "gpt-5-mini")).toEqual({
      tokenField: "max_completion_tokens",
      omit: ["temperature"],
    });
    provider.fake.requests.length = 0;
    expect(await answer("Ethereum nedir?", stream)).toBe(echoAnswer("Ethereum nedir?"));
    expect(provider.fake.requests).toHaveLength(1);
    expect(provider.fake.refusals()).toBe(1);
  });

  it("(b) an older server: max_tokens instead of max_completion_tokens, no stream_options when streaming", async () => {
    provider.fake.setMode("legacy");
    await configureProvider(provider.fake.baseUrl, { model: "local-llama" });
    expect(await answer("DeFi nedir?", stream)).toBe(echoAnswer("DeFi nedir?"));
    const last = bodies().at(-1)!;
    expect(last).toMatchObject({ max_tokens: 500, temperature: 0.3 });
    expect(last).not.toHaveProperty("max_completion_tokens");
    expect(last).not.toHaveProperty("stream_options");
    expect(provider.fake.refusals()).toBe(stream ? 2 : 1);

    provider.fake.requests.length = 0;
    expect(await answer("NFT nedir?", stream)).toBe(echoAnswer("NFT nedir?"));
    expect(provider.fake.requests).toHaveLength(1);
  });
});

describe("adjustments", () => {
  it("are kept per base URL and model: another model starts from the defaults", async () => {
    provider.fake.setMode("legacy");
    await configureProvider(provider.fake.baseUrl, { model: "local-llama" });
    await answer("Birinci", false);
    expect(await getAdjustments(provider.fake.baseUrl, "local-llama")).toEqual({ tokenField: "max_tokens", omit: [] });
    expect(await getAdjustments(provider.fake.baseUrl, "gpt-5")).toEqual({ tokenField: "max_completion_tokens", omit: [] });
    expect(await getAdjustments("http://127.0.0.1:9/v1", "local-llama")).toEqual({ tokenField: "max_completion_tokens", omit: [] });
  });

  it("are reported by the admin's test button, in Turkish", async () => {
    provider.fake.setMode("reasoning");
    await configureProvider(provider.fake.baseUrl, { model: "gpt-5" });
    const admin = await sessionCookie("admin");
    const response = (await testAction(args(requestWith("/api/openai/test", { method: "POST", cookie: admin })))) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message:
        "Bağlantı başarılı (HTTP 200): sağlayıcı geçerli bir yanıt verdi. Model için uyarlanan parametreler: temperature gönderilmiyor.",
    });
  });

  it("stop after a few tries when the server keeps refusing", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.setError({ status: 400, message: "Unsupported parameter: 'max_completion_tokens'" });
    const response = await ask("Tekrar tekrar");
    expect(response.status).toBe(502);
    // Once with max_completion_tokens, once with max_tokens; the same name refused again ends it.
    expect(bodies().map((body) => ("max_tokens" in body ? "max_tokens" : "max_completion_tokens"))).toEqual([
      "max_completion_tokens",
      "max_tokens",
    ]);
  });
});

describe("a model the provider no longer has", () => {
  it("(c) raises one admin notification naming it and listing the provider's current models", async () => {
    provider.fake.removeModel("gpt-4o-mini");
    await configureProvider(provider.fake.baseUrl, { model: "gpt-4o-mini" });
    for (const stream of [false, true, false]) {
      const response = await ask("Merhaba?", stream);
      if (stream) expect(await readEvents(response)).toEqual([{ type: "error", message: CHAT_FAILURE_REPLY }]);
      else expect(await response.json()).toMatchObject({ message: CHAT_FAILURE_REPLY });
    }
    const notifications = await db().selectFrom("notifications").selectAll().where("related_type", "in", ["ai_model", "ai_chat"]).execute();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ related_type: "ai_model", title: "AI modeli bulunamadı: gpt-4o-mini", type: "error" });
    for (const model of FAKE_MODELS.filter((name) => name !== "gpt-4o-mini")) expect(notifications[0].message).toContain(model);
    expect(notifications[0].message).not.toContain("gpt-4o-mini,");
  });

  it("is news again only after the model answered in between", async () => {
    await configureProvider(provider.fake.baseUrl, { model: "gpt-5-nano" });
    provider.fake.removeModel("gpt-5-nano");
    await ask("Bir");
    provider.fake.reset();
    await ask("İki");
    provider.fake.removeModel("gpt-5-nano");
    await ask("Üç");
    await ask("Dört");
    const notifications = await db().selectFrom("notifications").select("id").where("related_type", "=", "ai_model").execute();
    expect(notifications).toHaveLength(2);
  });

  it("marks the model missing only together with its notification: a failed notification leaves it to be told next time", async () => {
    const allow = await refuseInserts("notifications", "refused");
    await expect(reportMissingModel(provider.fake.baseUrl, "gpt-5-nano", null)).rejects.toThrow(/refused/);
    expect((await getModelProfile(provider.fake.baseUrl, "gpt-5-nano")).missing).toBe(false);
    await allow();
    expect(await reportMissingModel(provider.fake.baseUrl, "gpt-5-nano", null)).toBe(true);
  });

  it("is not assumed from a 404 of a wrong address while the list still has the model", async () => {
    await configureProvider(provider.fake.baseUrl);
    provider.fake.setError({ status: 404, message: "Not Found" });
    await ask("Yanlış adres");
    expect(await db().selectFrom("notifications").select("related_type").where("related_type", "=", "ai_model").execute()).toEqual([]);
  });
});

describe("GET /api/openai/models", () => {
  const models = async (cookie?: string) => (await modelsLoader(args(requestWith("/api/openai/models", { cookie })))) as Response;
  const caught = (promise: Promise<Response>) => promise.catch((thrown: unknown) => thrown as Response);

  it("is for admins only, in Turkish", async () => {
    const anonymous = await caught(models());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Bu işlem için giriş yapmalısınız." });
    const user = await caught(models(await sessionCookie("ahmet")));
    expect(user.status).toBe(403);
    expect((await user.json()).error).toMatch(/yönetici/);
  });

  it("gives the provider's list, and a Turkish 503/502 without a key or a list", async () => {
    const admin = await sessionCookie("admin");
    const unconfigured = await models(admin);
    expect(unconfigured.status).toBe(503);
    expect((await unconfigured.json()).error).toMatch(/API anahtarı/);

    await configureProvider(provider.fake.baseUrl);
    const listed = await models(admin);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ models: [...FAKE_MODELS].sort() });
    expect(provider.fake.requests).toEqual([]);

    provider.fake.setModels(null);
    const none = await models(admin);
    expect(none.status).toBe(502);
    expect((await none.json()).error).toBe("AI sağlayıcısı model listesini vermedi (HTTP 404).");

    await configureProvider("http://127.0.0.1:9/v1");
    const unreachable = await models(admin);
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({ error: "AI sağlayıcısına bağlanılamadı." });
  });

  it("fills the settings page's model suggestions; without a list, the default and the spec's names", async () => {
    const admin = await sessionCookie("admin");
    const page = async () =>
      (await settingsPageLoader(args(requestWith("/admin/openai-settings", { cookie: admin })))) as {
        modelList: { models: string[]; fromProvider: boolean };
      };
    expect((await page()).modelList).toMatchObject({
      fromProvider: false,
      models: ["gpt-5-mini", "gpt-3.5-turbo", "gpt-3.5-turbo-16k", "gpt-4", "gpt-4-turbo-preview", "gpt-4o", "gpt-4o-mini"],
    });
    await configureProvider(provider.fake.baseUrl);
    expect((await page()).modelList).toEqual({ fromProvider: true, models: [...FAKE_MODELS].sort(), note: null });
  });
});

describe("a fresh install", () => {
  it("defaults to a current small model", async () => {
    const row = await db().selectFrom("ai_settings").select("model").executeTakeFirstOrThrow();
    expect(row.model).toBe("gpt-5-mini");
  });
});

describe("migration 0020 on an existing install", () => {
  it("moves the untouched retired default to gpt-5-mini and leaves a model chosen for another server", async () => {
    const { default: Database } = await import("better-sqlite3");
    const { Kysely, SqliteDialect } = await import("kysely");
    const initial = await import("../../../db/migrations/2026-11-22_0001_initial");
    const aiProvider = await import("../../../db/migrations/2026-11-25_0020_ai_provider");
    const settingsRow = (id: number, base_url: string, key: string | null) => ({
      id,
      api_key_encrypted: key,
      base_url,
      model: "gpt-3.5-turbo",
      max_tokens: 1000,
      temperature: 0.7,
      top_p: 1,
      frequency_penalty: 0,
      presence_penalty: 0,
      system_prompt: "x",
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>
    const old = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
    await initial.up(old);
    await old
      .insertInto("ai_settings")
      .values([
        settingsRow(1, "https://api.openai.com/v1", null),
        settingsRow(2, "https://api.openai.com/v1", "v1:sealed"),
        settingsRow(3, "http://127.0.0.1:8080/v1", "v1:sealed"),
        settingsRow(4, "http://127.0.0.1:8080/v1", null),
      ])
      .execute();
    await aiProvider.up(old);
    const rows = await old.selectFrom("ai_settings").select(["id", "model"]).orderBy("id").execute();
    expect(rows.map((row) => row.model)).toEqual(["gpt-5-mini", "gpt-5-mini", "gpt-3.5-turbo", "gpt-5-mini"]);
    await old.destroy();
  });
});
