import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Loads app modules (TypeScript, `~/` imports) into a plain Node script: esbuild bundles the
 * named exports into one ES module, leaving the packages in node_modules to Node.
 */
export async function loadApp(exports) {
  // Inside the project, so Node finds the packages the bundle leaves out.
  const cache = path.join(root, "node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  const work = fs.mkdtempSync(path.join(cache, "kripto-script-"));
  const outfile = path.join(work, "app.mjs");
  await build({
    stdin: {
      contents: Object.entries(exports)
        .map(([file, names]) => `export { ${names.join(", ")} } from "./${file}";`)
        .join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    outfile,
    format: "esm",
    platform: "node",
    packages: "external",
    alias: { "~": path.join(root, "app") },
    logLevel: "error",
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
