import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

let server: RunningServer;
let adminCookie: string;
beforeAll(async () => {
  server = await startAppServer();
  adminCookie = await signInOver(server.url, "admin", "admin123");
});
afterAll(() => server.stop());

/** A JSON body of about `size` bytes that no route reads. */
function bigJson(size: number) {
  return JSON.stringify({ padding: "x".repeat(size) });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function send(agent: http.Agent, method: string, path: string, headers: http.OutgoingHttpHeaders = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(new URL(path, server.url), { method, agent, headers }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      const done = () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, reusedSocket: request.reusedSocket });
      response.on("end", done);
      // A client still writing a refused body may be cut off (EPIPE) once the server has
      // answered and stopped lingering; the answer it already has is what counts.
      response.on("close", done);
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.end(body);
  });
}

/**
 * Writes raw HTTP/1.1 requests on one TCP connection, one after another, and
 * collects what comes back until `expected` status lines have arrived (or the
 * connection ends, which is the failure this guards against).
 */
function rawConversation(requests: string[], expected: number): Promise<{ statuses: number[]; closedEarly: boolean }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let sent = 0;
    const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
    const finish = (closedEarly: boolean) => {
      socket.destroy();
      resolve({ statuses: statuses(), closedEarly });
    };
    socket.on("connect", () => socket.write(requests[sent++]));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const seen = statuses().length;
      if (seen >= expected) return finish(false);
      // The next request goes out once the previous answer is in, as a keep-alive client does.
      if (seen === sent && sent < requests.length) socket.write(requests[sent++]);
    });
    socket.on("end", () => finish(statuses().length < expected));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? finish(true) : reject(error)));
  });
}

describe("a request body the route never reads", () => {
  it("leaves the keep-alive connection usable: a 400 kB PATCH to read-all, then a GET on the same socket", async () => {
    const body = bigJson(400 * 1024);
    const patch =
      `PATCH /api/notifications/read-all HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${adminCookie}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const get = "GET /api/system-info HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const conversation = await rawConversation([patch, get], 2);
    expect(conversation.closedEarly).toBe(false);
    expect(conversation.statuses).toEqual([200, 200]);
  });

  it("does the same for a route that refuses before reading (401), through a keep-alive agent", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = bigJson(400 * 1024);
    const first = await send(
      agent,
      "PATCH",
      "/api/notifications/1/read",
      { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      body,
    );
    expect(first.status).toBe(401);
    expect(first.headers.connection).toBe("keep-alive");
    const second = await send(agent, "GET", "/api/system-info");
    expect(second.status).toBe(200);
    expect(second.reusedSocket).toBe(true);
    expect(JSON.parse(second.body)).toEqual({ maintenance_mode: false });
    agent.destroy();
  });

  it("tells the client to reconnect when an unread body has no declared length, and the next request is answered", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send(
      agent,
      "PATCH",
      "/api/notifications/read-all",
      { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      bigJson(3 * 1024 * 1024),
    );
    expect(first.status).toBe(401);
    expect(first.headers.connection).toBe("close");
    expect((await send(agent, "GET", "/api/system-info")).status).toBe(200);
    agent.destroy();
  });

  it("answers a declared body over the cap with 413 and Connection: close, and the client's next request works", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = bigJson(2 * 1024 * 1024);
    const first = await send(
      agent,
      "PATCH",
      "/api/notifications/read-all",
      { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      body,
    );
    expect(first.status).toBe(413);
    expect(first.headers.connection).toBe("close");
    expect(JSON.parse(first.body)).toEqual({ error: "İstek gövdesi çok büyük." });
    expect((await send(agent, "GET", "/api/system-info")).status).toBe(200);
    agent.destroy();
  });
});
