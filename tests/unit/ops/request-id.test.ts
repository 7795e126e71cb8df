import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

/** The server's log lines, parsed (every line it prints is one JSON object). */
function logLines(server: RunningServer) {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the request id", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it("answers every request in X-Request-Id, keeps a safe incoming one and logs it with the request line", async () => {
    const fresh = await fetch(`${server.url}/about`);
    await fresh.text();
    const generated = fresh.headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const again = await fetch(`${server.url}/about`);
    await again.text();
    expect(again.headers.get("x-request-id")).not.toBe(generated);

    const given = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "proxy-5f2c9a1e" } });
    expect(given.headers.get("x-request-id")).toBe("proxy-5f2c9a1e");
    const unsafe = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "<b>bad id</b>" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => logLines(server).find((line) => line.reqId === generated))
      .toMatchObject({
        level: "info",
        msg: "request",
        method: "GET",
        url: "/about",
        status: 200,
        route: "routes/about",
      });
  });

  it("shows the failed request's id on the 500 page, and logs the error with the same id and its stack", async () => {
    // The FAQ page's table disappears under the running server: its loader fails, the root's does not.
    // ALTER TABLE … RENAME TO, the same on SQLite and PostgreSQL.
    const database = server.database();
    await database.schema.alterTable("faqs").renameTo("faqs_hidden").execute();
    try {
      const response = await fetch(`${server.url}/faq`);
      expect(response.status).toBe(500);
      const id = response.headers.get("x-request-id");
      const page = await response.text();
      expect(page).toContain("Beklenmeyen bir hata oluştu");
      expect(page).toMatch(new RegExp(`Hata kodu: (<!-- -->)?<code[^>]*>${id}</code>`));
      await expect
        .poll(() => logLines(server).find((line) => line.reqId === id && line.level === "error" && line.err))
        .toMatchObject({
          err: { message: expect.stringContaining("faqs"), stack: expect.stringContaining("\n    at ") },
        });
    } finally {
      await database.schema.alterTable("faqs_hidden").renameTo("faqs").execute();
    }
  });
});
