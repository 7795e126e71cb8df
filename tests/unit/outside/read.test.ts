import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OutsideError,
  describeOutsideFailure,
  openOutside,
  readOutside,
  readOutsideJson,
  type OutsideOptions,
} from "~/services/outside/read.server";

/** Two local servers: the source, and another port whose content must never come back through it. */
let source: http.Server;
let other: http.Server;
let base = "";
let otherBase = "";
const otherHits: string[] = [];

function listen(server: http.Server) {
  return new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  other = http.createServer((req, res) => {
    otherHits.push(req.url ?? "");
    res.end("SECRET of the other port");
  });
  otherBase = await listen(other);
  source = http.createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/ok") return res.end(JSON.stringify({ fine: true }));
    if (path === "/to-other") return res.writeHead(302, { Location: `${otherBase}/secret` }).end();
    if (path === "/to-same") return res.writeHead(301, { Location: "/ok" }).end();
    if (path === "/loop") return res.writeHead(302, { Location: "/loop" }).end();
    if (path === "/file-scheme") return res.writeHead(302, { Location: "file:///etc/passwd" }).end();
    if (path === "/endless") {
      // Would send 400 MB; the reader must stop long before.
      res.writeHead(200, { "Content-Type": "application/octet-stream" });
      const chunk = Buffer.alloc(64 * 1024, 120);
      let sent = 0;
      const pump = () => {
        while (sent < 400 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (sent = Infinity));
      return pump();
    }
    if (path === "/declared") return res.writeHead(200, { "Content-Length": String(500 * 1024 * 1024) }).end();
    if (path === "/gzip-bomb") {
      res.writeHead(200, { "Content-Encoding": "gzip" });
      return res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    }
    if (path === "/stall") {
      res.writeHead(200);
      res.write("begin");
      return;
    }
    if (path === "/silent") return;
    if (path === "/busy") return res.writeHead(429, { "Retry-After": "120" }).end("slow down");
    if (path === "/missing") return res.writeHead(404).end("<html>internal admin page</html>");
    if (path === "/not-json") return res.end("<html>");
    res.writeHead(500).end();
  });
  base = await listen(source);
});

afterAll(async () => {
  source.closeAllConnections();
  await new Promise((resolve) => source.close(resolve));
  await new Promise((resolve) => other.close(resolve));
});

const limits: OutsideOptions = { firstByteMs: 1000, idleMs: 300, maxBytes: 1024 * 1024 };

async function failure(promise: Promise<unknown>): Promise<OutsideError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutsideError);
  return error as OutsideError;
}

describe("redirects", () => {
  it("follows a redirect within the same origin", async () => {
    expect(await readOutsideJson(`${base}/to-same`, limits)).toEqual({ fine: true });
  });

  it("refuses a redirect to another port, which gets no request", async () => {
    const error = await failure(readOutside(`${base}/to-other`, limits));
    expect(error.kind).toBe("redirect-refused");
    expect(otherHits).toEqual([]);
  });

  it("refuses any redirect when told to, and stops a loop", async () => {
    expect((await failure(readOutside(`${base}/to-same`, { ...limits, redirects: "none" }))).kind).toBe("redirect-refused");
    expect((await failure(readOutside(`${base}/loop`, limits))).kind).toBe("redirect-refused");
    expect((await failure(readOutside(`${base}/file-scheme`, limits))).kind).toBe("redirect-refused");
  });
});

describe("addresses", () => {
  it("refuses a name that resolves to the metadata address, before connecting", async () => {
    const asked: string[] = [];
    const error = await failure(
      readOutside("http://metadata.example/latest/meta-data/", {
        ...limits,
        resolve: async (host) => {
          asked.push(host);
          return [{ address: "169.254.169.254", family: 4 }];
        },
      }),
    );
    expect(error.kind).toBe("refused-address");
    expect(asked).toEqual(["metadata.example"]);
  });

  it("refuses a name when any of its addresses is refused", async () => {
    const resolve = async () => [
      { address: "127.0.0.1", family: 4 },
      { address: "fe80::1", family: 6 },
    ];
    expect((await failure(readOutside(`http://mixed.example:${new URL(base).port}/ok`, { ...limits, resolve }))).kind).toBe(
      "refused-address",
    );
  });

  it("resolves a name with the system resolver and connects to the checked address", async () => {
    expect(await readOutsideJson(`http://localhost:${new URL(base).port}/ok`, limits)).toEqual({ fine: true });
  });

  it("reaches a name that resolves to loopback: local servers are allowed by design", async () => {
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    expect(await readOutsideJson(`http://feeds.local:${new URL(base).port}/ok`, { ...limits, resolve })).toEqual({ fine: true });
  });

  it.each([
    "http://169.254.169.254/",
    "http://[fe80::1]/",
    "http://0.0.0.0:1/",
    "http://[::ffff:169.254.169.254]/",
    "ftp://127.0.0.1/",
    "file:///etc/passwd",
    "http://u:p@127.0.0.1/",
  ])("refuses %s", async (url) => {
    expect((await failure(readOutside(url, limits))).kind).toBe("refused-address");
  });
});

describe("caps and time limits", () => {
  it("cuts a 400 MB body at the cap and drops the connection", async () => {
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const error = await failure(readOutside(`${base}/endless`, limits));
    expect(error.kind).toBe("too-large");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a declared length over the cap before reading", async () => {
    expect((await failure(readOutside(`${base}/declared`, limits))).kind).toBe("too-large");
  });

  it("counts the cap after decompression", async () => {
    expect((await failure(readOutside(`${base}/gzip-bomb`, limits))).kind).toBe("too-large");
  });

  it("times out a silent server and a body that stalls", async () => {
    expect((await failure(readOutside(`${base}/silent`, { ...limits, firstByteMs: 300 }))).kind).toBe("timeout");
    const started = Date.now();
    expect((await failure(readOutside(`${base}/stall`, limits))).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    const response = await openOutside(`${base}/stall`, { ...limits, idleMs: 5000, signal: controller.signal });
    const reader = response.body.getReader();
    await reader.read();
    setTimeout(() => controller.abort(), 50);
    await expect(reader.read()).rejects.toMatchObject({ kind: "aborted" });
  });
});

describe("typed failures and their words", () => {
  it("names a 429 with its Retry-After, and a status without its body", async () => {
    const busy = await failure(readOutside(`${base}/busy`, limits));
    expect(busy).toMatchObject({ kind: "rate-limited", status: 429, retryAfterMs: 120_000 });
    const missing = await failure(readOutside(`${base}/missing`, limits));
    expect(missing).toMatchObject({ kind: "status", status: 404 });
    expect(missing.message).not.toContain("internal admin page");
    expect((await failure(readOutsideJson(`${base}/not-json`, limits))).kind).toBe("bad-shape");
  });

  it("words a closed port, an HTTP 404 and a timeout alike", async () => {
    const closed = await failure(readOutside("http://127.0.0.1:9/", limits));
    const notFound = await failure(readOutside(`${base}/missing`, limits));
    const slow = await failure(readOutside(`${base}/silent`, { ...limits, firstByteMs: 200 }));
    expect(new Set([closed.kind, notFound.kind, slow.kind]).size).toBe(3);
    const words = [closed, notFound, slow].map(describeOutsideFailure);
    expect(new Set(words).size).toBe(1);
    expect(words[0]).not.toMatch(/404|bağlanılamadı|saniye/);
  });
});
