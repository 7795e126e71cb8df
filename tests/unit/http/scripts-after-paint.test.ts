import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferScripts } from "~/lib/scripts-after-paint";
import { deferScriptsStream } from "~/server/scripts-after-paint.server";

// What Remix's <Scripts /> writes, trimmed to one preload (the shape of a real page's tail).
const REMIX_TAIL =
  '<link rel="modulepreload" href="/build/entry.client-NNE7U6NH.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import "/build/manifest-1.js";import("/build/entry.client-NNE7U6NH.js");</script>';

const INERT_TAIL =
  '<link data-after-paint="modulepreload" href="/build/entry.client-NNE7U6NH.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="text/x-after-paint" async="">import "/build/manifest-1.js";import("/build/entry.client-NNE7U6NH.js");</script>';

async function throughStream(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks).pipe(deferScriptsStream())) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

describe("scripts after the first paint (decision 041)", () => {
  it("sends Remix's preloads and module script inert, and nothing else changed", () => {
    expect(deferScripts(REMIX_TAIL)).toBe(INERT_TAIL);
  });

  it("leaves a page's own words alone: React escapes the quotes a matching text would need", () => {
    const text =
      '<p>&lt;link rel=&quot;modulepreload&quot;&gt; ve type=&quot;module&quot;</p><script type="application/ld+json">{}</script>';
    expect(deferScripts(text)).toBe(text);
  });

  it("finds a tag cut in two between chunks, and keeps a Turkish letter cut in two whole", async () => {
    const page = Buffer.from(`<p>Kripto sözlüğü: ğüşiöç</p>${REMIX_TAIL}`, "utf8");
    // Every split point: inside a tag, inside an attribute, inside a two-byte letter.
    for (let cut = 1; cut < page.length; cut++) {
      expect(await throughStream([page.subarray(0, cut), page.subarray(cut)])).toBe(`<p>Kripto sözlüğü: ğüşiöç</p>${INERT_TAIL}`);
    }
  });
});
