import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

/**
 * The most gzipped JavaScript the home page may load, in kB (1024 bytes): the
 * entry, the root route and the home route with every chunk they import, as the
 * page's modulepreload links list them. Raise it only with a reason.
 *
 * 95 -> 97 (2026-11-25): every page now carries the site search form in its header and the
 * root's general error boundary (issues 27 and 28), and adding the /search route moved code
 * between the shared chunks; together 96.2 kB. Measured, not trimmed yet: see the stop note.
 * 97 -> 99 (2026-11-25): the cookie-consent banner (1.5 kB, a plain form React renders on
 * every page until the visitor decides) and the signed-in user's new links; 98.1 kB. The
 * cookie parser the banner first pulled in (1.8 kB) was kept out by splitting its modules.
 * 99 -> 100 (2026-11-25): the home page's market section (top coins, movers, fear and greed,
 * issue 32) and the header's market link; 99.4 kB. zod (about 90 kB) was kept off the home
 * page by configuring it where the app imports it (app/lib/zod.ts) instead of from root.
 * 100 -> 101 (2026-11-27): one table frame (DataTable) and one home block now serve every table
 * and home section (issue 28's duplicates); the home market section's table shares the frame's
 * chunk (0.66 kB) with the site's forty other tables; 100.8 kB. The scripts load after the first
 * paint now (decision 041), so these bytes no longer delay it.
 * 101 -> 102 (2026-11-27): the loader that brings the scripts back after the first paint is
 * rendered by the root, so its text (0.3 kB gzipped) is in the root's chunk too; 101.1 kB.
 * 2026-11-28: the server's stream adds the loader (no longer in the root's chunk) and routes import
 * `.server` modules directly (decision 051); their empty browser stand-ins are small files of their
 * own again: 101.6 kB in 27 files (17 before).
 */
const HOME_JS_BUDGET_KB = 102;

const publicBuild = path.resolve(__dirname, "../../../public/build");

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function readManifest(): Manifest {
  const files = fs.existsSync(publicBuild) ? fs.readdirSync(publicBuild).filter((name) => /^manifest-.*\.js$/.test(name)) : [];
  if (files.length !== 1) throw new Error("No single browser build manifest: run `npx remix build` first (npm run test:unit does).");
  const text = fs.readFileSync(path.join(publicBuild, files[0]), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

/** The JavaScript files a page of these routes loads, as URLs under /build. */
function scriptsOf(manifest: Manifest, routeIds: string[]): string[] {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  }
  return [...urls];
}

const fileOf = (url: string) => path.join(publicBuild, url.replace(/^\/build\//, ""));
// Gzip at zlib's default level. The server sends these files compressed once at gzip level 9
// or as Brotli (http/build-assets.mjs), both a little smaller, so the figure errs high.
const gzippedSize = (url: string) => gzipSync(fs.readFileSync(fileOf(url))).length;

describe("the home page's JavaScript", () => {
  const manifest = readManifest();
  const scripts = scriptsOf(manifest, ["root", "routes/_index"]);
  const sizes = scripts.map((url) => ({ url, bytes: gzippedSize(url) })).sort((a, b) => b.bytes - a.bytes);
  const totalKb = sizes.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  const figure = `${totalKb.toFixed(1)} kB gzipped in ${sizes.length} files`;

  it(`stays within ${HOME_JS_BUDGET_KB} kB gzipped (now ${figure})`, () => {
    console.log(
      `home page JavaScript: ${figure} (budget ${HOME_JS_BUDGET_KB} kB)\n` +
        sizes
          .slice(0, 6)
          .map((file) => `  ${(file.bytes / 1024).toFixed(1).padStart(5)} kB ${file.url}`)
          .join("\n"),
    );
    expect(totalKb, `home page JavaScript: ${figure}, budget ${HOME_JS_BUDGET_KB} kB`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  it("holds no icon components: icons come as their own SVG files", () => {
    // Every @heroicons/react component marks its <svg> with data-slot="icon".
    const withIcons = scripts.filter((url) => fs.readFileSync(fileOf(url), "utf8").includes('"data-slot":"icon"'));
    expect(withIcons).toEqual([]);
  });

  it("holds neither the tool catalogue nor the built-in default content", () => {
    // Strings only those modules hold: a tool's feature text and the default footer's address.
    const source = scripts.map((url) => fs.readFileSync(fileOf(url), "utf8")).join("\n");
    expect(source).not.toContain("/crypto-tax-calculator");
    expect(source).not.toContain("kriptorehber");
  });
});

/**
 * The pages issue 32 measures with Lighthouse: none may load zod (about 80 kB gzipped, parsed and
 * run before the page answers a tap). A schema module's top-level zod calls survive
 * tree-shaking, so a route that imports even a label from one, or a parser only its loader uses,
 * carries all of zod; a loader-only parser lives in a `.server` module, a label in a zod-free one.
 */
const FIRST_VISIT_ROUTES = [
  "routes/_index",
  "routes/crypto-analysis",
  "routes/market-data",
  "routes/crypto-dictionary._index",
  "routes/crypto-dictionary.$slug",
  "routes/crypto-education.$course.$lesson",
  "routes/blog._index",
  "routes/blog.$slug",
  "routes/trend-analysis",
  "routes/signals._index",
];

describe("the first-visit pages' JavaScript", () => {
  const manifest = readManifest();
  it.each(FIRST_VISIT_ROUTES)("%s loads no zod", (routeId) => {
    const withZod = scriptsOf(manifest, ["root", routeId]).filter((url) => fs.readFileSync(fileOf(url), "utf8").includes("invalid_union"));
    expect(withZod).toEqual([]);
  });
});
