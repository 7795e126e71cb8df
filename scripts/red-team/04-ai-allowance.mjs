// Item 4 of issue 44: each new account brought a fresh paid AI allowance. With
// `max_api_requests_per_hour` = 2, one address made 9 provider calls by registering three
// accounts. Now a signed-in user is counted against their address too: 2 calls in total.
import http from "node:http";

export const title = "three new accounts from one address share its AI allowance";

/** An OpenAI-compatible provider on loopback that answers every chat completion and counts them. */
function startProvider() {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return res.writeHead(404).end();
      calls += 1;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${calls}`,
          object: "chat.completion",
          model: "gpt-4o-mini",
          choices: [{ index: 0, message: { role: "assistant", content: "Kısa bir yanıt." }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/v1`,
        calls: () => calls,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

export async function run(ctx) {
  const provider = await startProvider();
  const admin = ctx.adminCookie;
  const before = (await ctx.request("/api/openai/settings", { cookie: admin })).json();
  const limitBefore = (await ctx.request("/api/settings/max_api_requests_per_hour", { cookie: admin })).json().value ?? "100";
  const configure = (settings) => ctx.request("/api/openai/settings", { method: "PUT", cookie: admin, json: settings });
  try {
    const saved = await configure({ ...before, api_key: "sk-red-team-0000000000000000", base_url: provider.url, enabled: true });
    if (saved.status !== 200) throw new Error(`saving the provider answered ${saved.status}: ${saved.text.slice(0, 200)}`);
    const limit = await ctx.request("/api/settings/max_api_requests_per_hour", { method: "PUT", cookie: admin, json: { value: "2" } });
    if (limit.status !== 200) throw new Error(`setting the limit answered ${limit.status}`);

    const stamp = Date.now().toString(36);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const cookie = await ctx.register({
        username: `rt4_${stamp}_${i}`,
        email: `rt4-${stamp}-${i}@example.com`,
        password: "kirmizi-takim-1",
      });
      for (let question = 0; question < 3; question++) {
        const answer = await ctx.request("/api/ai/chat", {
          cookie,
          json: { message: `Bitcoin nedir? (${i}.${question})` },
          headers: { "X-Forwarded-For": "198.51.100.44", Accept: "application/json" },
        });
        statuses.push(answer.status);
      }
    }
    const calls = provider.calls();
    const served = statuses.filter((status) => status === 200).length;
    return {
      held: calls <= 2 && served <= 2 && statuses.every((status) => status === 200 || status === 429),
      detail: `9 questions from 3 new accounts at one address: ${calls} provider calls, ${served} answered, statuses ${statuses.join(" ")}`,
    };
  } finally {
    await configure({ ...before, api_key: "", enabled: false });
    await ctx.request("/api/settings/max_api_requests_per_hour", { method: "PUT", cookie: admin, json: { value: String(limitBefore) } });
    await provider.close();
  }
}
