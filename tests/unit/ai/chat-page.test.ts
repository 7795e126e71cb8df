import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/ai-chat/route";
import { db } from "~/server/db.server";
import { setSetting } from "~/models/settings.server";
import { CHAT_FAILURE_REPLY } from "~/lib/ai/chat";
import { echoAnswer } from "../../fakes/openai-server";
import { configureProvider, useFakeOpenAi } from "./helpers";
import { useTestDatabase } from "../../setup/test-db";
import { cookieFrom, requestWith, sessionCookie } from "../../setup/requests";

// A closed port: a question naming a coin gets the clearly labelled example market, never the internet.
process.env.MARKET_TICKER_URL = "http://127.0.0.1:9/api/v3/ticker/24hr";

useTestDatabase();
const provider = useFakeOpenAi();

const context = { clientIp: "10.0.0.3", cspNonce: "" };
const post = (fields: Record<string, string>, cookie?: string) =>
  action({ request: requestWith("/ai-chat", { method: "POST", cookie, body: new URLSearchParams(fields) }), params: {}, context });
const load = async (cookie?: string) =>
  (await loader({ request: requestWith("/ai-chat", { cookie }), params: {}, context })) as Awaited<ReturnType<typeof loader>>;

/** A Remix `data()` result: its body and init. */
function unwrap(result: unknown) {
  const value = result as { data: Record<string, unknown>; init: { status?: number } | null };
  return { body: value.data, status: value.init?.status ?? 200 };
}

describe("/ai-chat without JavaScript", () => {
  it("posts a question, redirects, and shows the visitor's conversation from the session; clearing hides it", async () => {
    await configureProvider(provider.fake.baseUrl);
    const response = (await post({ intent: "send", message: "Solana nedir?" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ai-chat#sohbet-sonu");
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/^__session=/);
    expect(provider.fake.requests[0].body.stream).toBeUndefined();

    const page = await load(cookie);
    expect(page.configured).toBe(true);
    expect(page.exchanges).toEqual([expect.objectContaining({ message: "Solana nedir?", response: echoAnswer("Solana nedir?") })]);
    expect((await load()).exchanges).toEqual([]);

    const cleared = (await post({ intent: "clear" }, cookie)) as Response;
    expect(cleared.status).toBe(302);
    expect((await load(cookie)).exchanges).toEqual([]);
    const row = await db().selectFrom("ai_messages").select("cleared").where("message", "=", "Solana nedir?").executeTakeFirstOrThrow();
    expect(row.cleared).toBe(1);
  });

  it("keeps a signed-in user's conversation with the account", async () => {
    await configureProvider(provider.fake.baseUrl);
    const cookie = await sessionCookie("ayse");
    await post({ intent: "send", message: "Cüzdan önerir misin?" }, cookie);
    expect((await load(cookie)).exchanges.map((e) => e.message)).toEqual(["Cüzdan önerir misin?"]);
    expect((await load(await sessionCookie("ahmet"))).exchanges).toEqual([]);
  });

  it("answers bad input, a missing provider, the rate limit and a provider failure in Turkish", async () => {
    await setSetting("ai_site_answers", "false");
    expect(unwrap(await post({ intent: "send", message: "x" }))).toEqual({
      status: 503,
      body: { error: "AI sağlayıcı API anahtarı yapılandırılmamış." },
    });
    await configureProvider(provider.fake.baseUrl);
    expect(unwrap(await post({ intent: "send", message: "  " }))).toEqual({ status: 400, body: { error: "Mesaj boş olamaz." } });
    expect(unwrap(await post({ intent: "dance" })).status).toBe(400);

    await setSetting("max_api_requests_per_hour", "1");
    provider.fake.setError({ status: 503, message: "overloaded" });
    const failed = unwrap(await post({ intent: "send", message: "Hata" }));
    expect(failed.status).toBe(200);
    expect(failed.body.failed).toMatchObject({ message: "Hata", reply: CHAT_FAILURE_REPLY });

    const limited = unwrap(await post({ intent: "send", message: "Sınır" }));
    expect(limited.status).toBe(429);
    expect(String(limited.body.error)).toMatch(/^Saatlik AI istek sınırına ulaştınız/);
  });
});
