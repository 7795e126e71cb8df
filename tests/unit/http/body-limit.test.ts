import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(() => server.stop());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written before the server answered. */
  writtenBeforeAnswer: number;
}

/**
 * Posts `total` bytes with `Transfer-Encoding: chunked` (no Content-Length), in
 * 64 KiB chunks as fast as the socket takes them, through a keep-alive agent.
 */
function postChunked(agent: http.Agent, path: string, total: number, contentType: string): Promise<Answer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: "POST", agent, headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" } },
      (response) => {
        answered = true;
        const writtenBeforeAnswer = written;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, writtenBeforeAnswer }));
      },
    );
    // Once the server has answered and closed, further writes fail; that is the refusal working.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const writeMore = () => {
      while (written < total && !answered && !request.destroyed) {
        written += chunk.length;
        if (!request.write(chunk)) return request.once("drain", writeMore);
      }
      if (!answered && !request.destroyed) request.end();
    };
    writeMore();
  });
}

function get(agent: http.Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, server.url), { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

describe("the request body cap", () => {
  it("refuses a chunked 3 MB form at 1 MiB with 413 and a closed connection; the client's next request works", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await postChunked(agent, "/newsletter", 3 * 1024 * 1024, "application/x-www-form-urlencoded");
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toContain("İstek gövdesi çok büyük.");
    const next = await get(agent, "/newsletter");
    expect(next.status).toBe(200);
    agent.destroy();
  });

  it("stops reading past the cap: a 32 MB chunked body is cut off long before its end", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await postChunked(agent, "/newsletter", 32 * 1024 * 1024, "application/x-www-form-urlencoded");
    expect(answer.status).toBe(413);
    // What got out is the 1 MiB the server read plus what the sockets' buffers hold.
    expect(answer.writtenBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
    agent.destroy();
  });

  it("refuses chunked JSON to the AI chat the same way, with the JSON error shape", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await postChunked(agent, "/api/ai/chat", 3 * 1024 * 1024, "application/json");
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "İstek gövdesi çok büyük." });
    expect((await get(agent, "/api/ticker")).status).toBe(200);
    agent.destroy();
  });

  it("still refuses a declared Content-Length over the cap before reading, and lets a small chunked body through", async () => {
    const big = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(2 * 1024 * 1024) },
      body: "email=".padEnd(2 * 1024 * 1024, "a"),
    });
    expect(big.status).toBe(413);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const small = await postChunked(agent, "/newsletter", 64 * 1024, "application/x-www-form-urlencoded");
    // Read whole and judged by the route: not an e-mail address.
    expect(small.status).toBe(400);
    expect((await get(agent, "/newsletter")).reusedSocket).toBe(true);
    agent.destroy();
  });
});
