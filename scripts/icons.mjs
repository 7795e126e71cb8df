// Writes each heroicon listed in app/lib/icon-names.ts as its own SVG file,
// public/icons/<variant>/<Name>.svg, holding one <symbol id="i"> that the `Icon`
// component draws with <use>. Run `npm run icons` after changing the lists; a
// Vitest test fails when a listed icon's file is missing or differs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as outline from "@heroicons/react/24/outline";
import * as solid from "@heroicons/react/24/solid";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sets = { outline, solid };

/** The icon names each variant needs, read from the lists' source text. */
export function listedIcons() {
  const source = fs.readFileSync(path.join(root, "app/lib/icon-names.ts"), "utf8");
  const names = (list) => [...source.match(new RegExp(`export const ${list} = \\[([^\\]]*)\\]`))[1].matchAll(/"(\w+)"/g)].map((m) => m[1]);
  return { outline: [...names("contentIcons"), ...names("siteIcons")], solid: names("solidIcons") };
}

/** The file's text for one icon: the heroicon's own attributes and paths in a symbol. */
export function iconFile(variant, name) {
  const component = sets[variant][name];
  if (!component) throw new Error(`no ${variant} heroicon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const [, attributes, body] = markup.match(/^<svg([^>]*)>(.*)<\/svg>$/s);
  const kept = attributes.replace(/\s(xmlns|aria-hidden|data-slot)="[^"]*"/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i"${kept}>${body}</symbol></svg>\n`;
}

export function iconPath(variant, name) {
  return path.join(root, "public/icons", variant, `${name}.svg`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = listedIcons();
  for (const variant of Object.keys(sets)) {
    const dir = path.join(root, "public/icons", variant);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const name of wanted[variant]) fs.writeFileSync(iconPath(variant, name), iconFile(variant, name));
  }
  console.log(`icons: ${wanted.outline.length} outline, ${wanted.solid.length} solid in public/icons`);
}
