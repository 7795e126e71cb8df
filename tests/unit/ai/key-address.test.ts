import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_UNREACHABLE } from "~/services/ai-provider.server";
import { startFakeOpenAi, type FakeOpenAi } from "../../fakes/openai-server";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

const KEY = "sk-saved-KEY-0123456789-abcd";

/** Another server on the network: records who called with what, answers as told. */
interface Foreign {
  baseUrl: string;
  calls: { path: string; authorization: string }[];
  answer: { status: number; type: string; body: string; location?: string };
  close(): Promise<void>;
}

async function startForeign(): Promise<Foreign> {
  const foreign = {
    calls: [] as Foreign["calls"],
    answer: { status: 200, type: "text/html", body: "<h1>INTERNAL-SECRET-PAGE</h1>" } as Foreign["answer"],
  };
  const server = http.createServer((req, res) => {
    req.resume();
    foreign.calls.push({ path: req.url ?? "", authorization: req.headers.authorization ?? "" });
    const { status, type, body, location } = foreign.answer;
    res.writeHead(status, { "Content-Type": type, ...(location ? { Location: location } : {}) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(foreign, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let server: RunningServer;
let provider: FakeOpenAi;
let foreign: Foreign;
let admin = "";

const settings = (overrides: Record<string, string> = {}) => ({
  base_url: provider.baseUrl,
  model: "gpt-4o-mini",
  max_tokens: "800",
  temperature: "0.7",
  top_p: "1",
  frequency_penalty: "0",
  system_prompt: "Sen bir kripto asistanısın.",
  enabled: "on",
  api_key: "",
  ...overrides,
});

function postScreen(fields: Record<string, string>) {
  return fetch(`${server.url}/admin/openai-settings`, {
    method: "POST",
    headers: { cookie: admin },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function saveJson(fields: Record<string, unknown>) {
  return fetch(`${server.url}/api/openai/settings`, {
    method: "POST",
    headers: { cookie: admin, "Content-Type": "application/json" },
    body: JSON.stringify({ ...settings(), max_tokens: 800, temperature: 0.7, top_p: 1, frequency_penalty: 0, enabled: true, ...fields }),
  });
}

async function storedBaseUrl() {
  const response = await fetch(`${server.url}/api/openai/settings`, { headers: { cookie: admin } });
  return ((await response.json()) as { base_url: string }).base_url;
}

beforeAll(async () => {
  [server, provider, foreign] = await Promise.all([startAppServer(), startFakeOpenAi(), startForeign()]);
  admin = await signInOver(server.url, "admin", "admin123");
  expect((await saveJson({ api_key: KEY })).status).toBe(200);
});
afterAll(async () => {
  await Promise.all([server.stop(), provider.close(), foreign.close()]);
});

describe("the AI key goes only to the address it was saved with", () => {
  it("the test button with a new address and an empty key field sends nothing anywhere", async () => {
    foreign.calls.length = 0;
    const response = await postScreen({ ...settings({ base_url: foreign.baseUrl }), intent: "test" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("API adresini değiştirdiğinizde API anahtarını yeniden girmelisiniz.");
    expect(foreign.calls).toEqual([]);
  });

  it("saving a new address without the key again is refused, on the screen and in the API; the address stays", async () => {
    const screen = await postScreen({ ...settings({ base_url: foreign.baseUrl }), intent: "save" });
    expect(screen.status).toBe(400);
    const api = await saveJson({ base_url: foreign.baseUrl });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: "API adresini değiştirdiğinizde API anahtarını yeniden girmelisiniz." });
    expect(await storedBaseUrl()).toBe(provider.baseUrl);
    expect(foreign.calls).toEqual([]);
  });

  it("the saved address still tests with the stored key, and shows a fixed message", async () => {
    const response = await postScreen({ ...settings(), intent: "test" });
    const page = await response.text();
    expect(page).toContain("Bağlantı başarılı (HTTP 200)");
    expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    // The model's words are not echoed back to the screen either.
    expect(page).not.toContain("Bağlantı testi: lütfen");
  });

  it("a typed key may be tried on a new address; the foreign server's body and status are never shown", async () => {
    foreign.calls.length = 0;
    foreign.answer = { status: 200, type: "text/html", body: "<h1>INTERNAL-SECRET-PAGE</h1>" };
    let page = await (await postScreen({ ...settings({ base_url: foreign.baseUrl, api_key: "sk-typed" }), intent: "test" })).text();
    expect(foreign.calls).toEqual([{ path: "/v1/chat/completions", authorization: "Bearer sk-typed" }]);
    expect(page).toContain("Sağlayıcı yanıt verdi, ancak yanıt OpenAI uyumlu değil.");
    expect(page).not.toContain("INTERNAL-SECRET");

    foreign.answer = { status: 500, type: "application/json", body: JSON.stringify({ error: { message: "INTERNAL-SECRET-ERROR" } }) };
    page = await (await postScreen({ ...settings({ base_url: foreign.baseUrl, api_key: "sk-typed" }), intent: "test" })).text();
    // An HTTP error reads like a closed port or a timeout: the button maps no ports.
    expect(page).toContain(PROVIDER_UNREACHABLE);
    expect(page).not.toContain("INTERNAL-SECRET");
  });

  it("a provider that redirects does not get the key carried on: the redirect is not followed", async () => {
    const target = await startForeign();
    foreign.calls.length = 0;
    foreign.answer = { status: 307, type: "text/plain", body: "", location: `${target.baseUrl}/chat/completions` };
    const page = await (await postScreen({ ...settings({ base_url: foreign.baseUrl, api_key: "sk-typed" }), intent: "test" })).text();
    expect(foreign.calls).toHaveLength(1);
    expect(target.calls).toEqual([]);
    expect(page).toContain(PROVIDER_UNREACHABLE);
    await target.close();
  });

  it("loopback and private addresses are allowed (a local model server); credentials inside the address are not", async () => {
    expect((await saveJson({ base_url: provider.baseUrl, api_key: KEY })).status).toBe(200);
    expect((await saveJson({ base_url: "http://10.1.2.3:11434/v1", api_key: "sk-local" })).status).toBe(200);
    expect(await storedBaseUrl()).toBe("http://10.1.2.3:11434/v1");
    const withCredentials = await saveJson({ base_url: "http://user:pass@127.0.0.1:8080/v1", api_key: "sk-local" });
    expect(withCredentials.status).toBe(400);
    expect(await withCredentials.json()).toEqual({ error: "Adreste kullanıcı adı veya şifre bulunamaz." });
  });
});
