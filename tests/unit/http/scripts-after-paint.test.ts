import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferScripts, deferScriptsStream } from "~/server/scripts-after-paint.server";

// What Remix's <Scripts /> writes, trimmed to one preload, and the end of the document.
const REMIX_TAIL =
  '<link rel="modulepreload" href="/build/entry.client-NNE7U6NH.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import "/build/manifest-1.js";import("/build/entry.client-NNE7U6NH.js");</script>' +
  "</body></html>";

const INERT_TAIL =
  '<link data-after-paint="modulepreload" href="/build/entry.client-NNE7U6NH.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="text/x-after-paint" async="">import "/build/manifest-1.js";import("/build/entry.client-NNE7U6NH.js");</script>';

async function throughStream(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks).pipe(deferScriptsStream("abc"))) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

describe("scripts after the first paint (decision 051)", () => {
  it("sends Remix's preloads and module script inert, and the loader with the page's nonce before </body>", () => {
    const html = deferScripts(REMIX_TAIL, "abc");
    // The loader's own text names no live tag the way the HTML would.
    expect(html.slice(INERT_TAIL.length)).not.toMatch(/rel="modulepreload"|type="module"/);
    expect(html).toMatch(new RegExp(`^${escape(INERT_TAIL)}<script nonce="abc">\\(\\(\\)=>[^<]+</script></body></html>$`));
  });

  it("leaves a page's own words alone: React escapes the quotes and brackets a matching text would need", () => {
    const text =
      '<p>&lt;link rel=&quot;modulepreload&quot;&gt; ve type=&quot;module&quot; &lt;/body&gt;</p><script type="application/ld+json">{}</script>';
    expect(deferScripts(text, "abc")).toBe(text);
  });

  it("finds a tag cut in two between chunks, and keeps a Turkish letter cut in two whole", async () => {
    const page = Buffer.from(`<p>Kripto sözlüğü: ğüşiöç</p>${REMIX_TAIL}`, "utf8");
    const whole = deferScripts(`<p>Kripto sözlüğü: ğüşiöç</p>${REMIX_TAIL}`, "abc");
    expect(whole).toContain(INERT_TAIL);
    // Every split point: inside a tag, inside an attribute, inside a two-byte letter.
    for (let cut = 1; cut < page.length; cut++) {
      expect(await throughStream([page.subarray(0, cut), page.subarray(cut)])).toBe(whole);
    }
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
