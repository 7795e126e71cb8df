import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startAppServer({ SITE_URL: "https://kriptorehber.example" });
});
afterAll(() => server.stop());

/** A GET with a forged Host header (fetch does not let a caller set one). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, server.url), { headers: { Host: host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

describe("absolute URLs never come from the Host header", () => {
  it("the sitemap and a page's canonical use SITE_URL for a request to evil.example", async () => {
    const sitemap = await getWithHost("/sitemap.xml", "evil.example");
    expect(sitemap).toContain("<loc>https://kriptorehber.example/</loc>");
    expect(sitemap).not.toContain("evil.example");
    const page = await getWithHost("/about", "evil.example");
    expect(page).toContain('rel="canonical" href="https://kriptorehber.example/about"');
    expect(page).not.toContain("evil.example");
    expect(await getWithHost("/rss.xml", "evil.example")).not.toContain("evil.example");
  });
});
