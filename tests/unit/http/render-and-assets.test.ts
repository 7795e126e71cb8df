import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

const buildDir = path.resolve(__dirname, "../../../public/build");

let server: RunningServer;
let script: string;

beforeAll(async () => {
  server = await startAppServer();
  const home = await (await fetch(`${server.url}/`)).text();
  script = home.match(/\/build\/root-[A-Za-z0-9]+\.js/)?.[0] ?? "";
});

afterAll(async () => {
  await server?.stop();
});

describe("the build's script files", () => {
  it("come compressed as the browser asks, each copy the very file on disk, kept for a year", async () => {
    expect(script).not.toBe("");
    const file = fs.readFileSync(path.join(buildDir, script.slice("/build/".length)));
    const br = await rawRequest(server.url, script, { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await rawRequest(server.url, script, { "Accept-Encoding": "gzip" });
    const plain = await rawRequest(server.url, script);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["etag"]).toBe(br.headers["etag"]);
    }
  });

  it("answer 304 to the tag the browser holds, and a HEAD without a body", async () => {
    const first = await rawRequest(server.url, script, { "Accept-Encoding": "br" });
    const again = await rawRequest(server.url, script, { "Accept-Encoding": "br", "If-None-Match": String(first.headers["etag"]) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await rawRequest(server.url, script, { "If-None-Match": '"not-this-one"' });
    expect(stale.status).toBe(200);
    const head = await rawRequest(server.url, script, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("a name that is not in the build, or a way out of it, is not found", async () => {
    expect((await rawRequest(server.url, "/build/root-NOSUCHFILE.js")).status).toBe(404);
    expect((await rawRequest(server.url, "/build/%2e%2e/server.mjs")).status).toBe(404);
    expect((await rawRequest(server.url, "/build/../package.json")).status).toBe(404);
  });

  it("other public files are still served from disk, and a path without an extension is a page", async () => {
    const icon = await rawRequest(server.url, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.body.equals(fs.readFileSync(path.resolve(buildDir, "../favicon.svg")))).toBe(true);
    const about = await rawRequest(server.url, "/about");
    expect(about.status).toBe(200);
    expect(about.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("the icons browsers ask for by name", () => {
  it("are the files on disk, kept a week, never a rendered 404", async () => {
    const publicDir = path.resolve(buildDir, "..");
    for (const [name, type] of [
      ["favicon.ico", "image/x-icon"],
      ["apple-touch-icon.png", "image/png"],
      ["apple-touch-icon-precomposed.png", "image/png"],
    ]) {
      const answer = await rawRequest(server.url, `/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers["content-type"], name).toBe(type);
      expect(answer.headers["cache-control"], name).toBe("public, max-age=604800");
      expect(answer.body.equals(fs.readFileSync(path.join(publicDir, name))), name).toBe(true);
    }
  });
});

describe("a rendered page", () => {
  it("is compressed for a signed-in reader at measured levels, within 6 % of one-shot brotli 2 and gzip 3", async () => {
    const cookie = await signInOver(server.url, "ayse", "ayse123");
    const answer = await rawRequest(server.url, "/", { Cookie: cookie, "Accept-Encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(answer.body);
    const oneShot = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } }).length;
    // The compressor is flushed when the render pauses, not after each of React's chunks
    // (server.mjs, decision 052): flushing each cost 15 % in brotli and 55 % in gzip on this page.
    expect(answer.body.length).toBeLessThan(oneShot * 1.06);
    const gzipped = await rawRequest(server.url, "/", { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.length).toBeLessThan(zlib.gzipSync(zlib.gunzipSync(gzipped.body), { level: 3 }).length * 1.06);
  });

  it("goes whole, with its length, to an anonymous visitor and a reader it is kept for, and as a stream to one it is not", async () => {
    const anonymous = await rawRequest(server.url, "/about");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers["transfer-encoding"]).toBeUndefined();
    expect(anonymous.headers["content-length"]).toBe(String(anonymous.body.length));
    // All of it: the document and, after it, the page's data, its stream closed.
    expect(anonymous.body.toString()).toContain("</html>");
    expect(anonymous.body.toString()).toContain("streamController.close()");

    // The first page after signing in shows the welcome message and sets the cookie again: never kept, streamed.
    const cookie = await signInOver(server.url, "ayse", "ayse123");
    const welcome = await rawRequest(server.url, "/about", { Cookie: cookie });
    expect(welcome.status).toBe(200);
    expect(welcome.headers["transfer-encoding"]).toBe("chunked");
    expect(welcome.body.toString()).toContain("ayse");
    expect(welcome.body.toString()).toContain("streamController.close()");

    // After it, the page is kept for this session (decision 053), so it is rendered whole.
    const quiet = String(welcome.headers["set-cookie"]).split(";")[0];
    const signedIn = await rawRequest(server.url, "/about", { Cookie: quiet });
    expect(signedIn.headers["transfer-encoding"]).toBeUndefined();
    expect(signedIn.headers["content-length"]).toBe(String(signedIn.body.length));
    expect(signedIn.body.toString()).toContain("ayse");
    expect(signedIn.body.toString()).toContain("streamController.close()");
  });
});
