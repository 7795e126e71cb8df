import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

/**
 * X-Forwarded-Host is believed only from a proxy TRUST_PROXY vouches for: Remix's own
 * cross-site check compares it with Origin, and a mismatch there was an exception (a 500).
 * Raw requests, so that every header goes exactly as written.
 */

let direct: RunningServer;
let proxied: RunningServer;

beforeAll(async () => {
  // One after the other: two servers starting at once on a loaded machine outran the hook's time.
  direct = await startAppServer();
  proxied = await startAppServer({ TRUST_PROXY: "loopback" });
}, 120_000);
afterAll(() => Promise.all([direct?.stop(), proxied?.stop()]));

/**
 * Sends one request exactly as written; resolves with its status code. The socket stays open
 * for writing until the answer has come (`Connection: close` ends it): Node's server answers a
 * client that half-closes first by closing too, so an answer that waits on the database (a
 * PostgreSQL round trip) would never be sent. Ending without a status line is an error.
 */
function raw(server: RunningServer, head: string[], body = ""): Promise<number> {
  const port = Number(new URL(server.url).port);
  const text = [...head, `Content-Length: ${Buffer.byteLength(body)}`, "Connection: close", "", body].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => {
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no answer to ${head[0]}: ${JSON.stringify(answer.slice(0, 200))}`));
    });
    socket.on("error", reject);
  });
}

function post(server: RunningServer, extra: string[], path = "/newsletter") {
  const host = new URL(server.url).host;
  return raw(
    server,
    [`POST ${path} HTTP/1.1`, `Host: ${host}`, `Origin: http://${host}`, "Content-Type: application/x-www-form-urlencoded", ...extra],
    "email=okur%40example.com",
  );
}

describe("X-Forwarded-Host", () => {
  it("is dropped without TRUST_PROXY: a same-origin form post with any X-Forwarded-Host is answered as without it, never 500", async () => {
    const without = await post(direct, []);
    expect(without).toBeLessThan(500);
    for (const value of ["evil.example", "127.0.0.1", ",,,", " ", "a".repeat(4000), "evil.example, 127.0.0.1", "[::1", "ş.example"]) {
      expect(await post(direct, [`X-Forwarded-Host: ${value}`]), value).toBe(without);
    }
    // Twice, and on the login form too.
    expect(await post(direct, ["X-Forwarded-Host: a.example", "X-Forwarded-Host: b.example"])).toBe(without);
    expect(await post(direct, ["X-Forwarded-Host: evil.example"], "/login")).toBeLessThan(500);
  });

  it("behind a trusted proxy is the host Origin must match: another host is a 403, the same host passes, none is a 500", async () => {
    const host = new URL(proxied.url).host;
    expect(await post(proxied, ["X-Forwarded-Host: evil.example"])).toBe(403);
    expect(await post(proxied, [`X-Forwarded-Host: ${host}`])).toBeLessThan(400);
    for (const value of [",,,", " ", "a".repeat(4000), `${host}, evil.example`, "[::1"]) {
      expect(await post(proxied, [`X-Forwarded-Host: ${value}`]), value).toBeLessThan(500);
    }
  });

  it("no odd Origin or Host makes a 500 either", async () => {
    const host = new URL(direct.url).host;
    const cases: string[][] = [
      ["POST /newsletter HTTP/1.1", `Host: ${host}`, "Origin: null"],
      ["POST /newsletter HTTP/1.1", `Host: ${host}`, "Origin: http://"],
      ["POST /newsletter HTTP/1.1", `Host: ${host}`, "Origin: ::::"],
      ["POST /newsletter HTTP/1.1", "Host: [::1", `Origin: http://${host}`],
      ["POST /newsletter/unsubscribe?token=x HTTP/1.1", `Host: ${host}`, "Origin: null", "X-Forwarded-Host: evil.example"],
    ];
    for (const head of cases) {
      expect(
        await raw(direct, [...head, "Content-Type: application/x-www-form-urlencoded"], "email=a%40b.co"),
        head.join(" | "),
      ).toBeLessThan(500);
    }
  });
});
