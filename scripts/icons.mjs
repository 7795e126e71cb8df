// Writes every icon the site draws into an SVG sprite, public/icons/sprite.svg: each heroicon
// listed in app/lib/icon-names.ts and each social mark in public/icons/social/ as a <symbol>
// that the icon components draw with <use>; the icons only admin screens draw (`adminIcons`) go
// to public/icons/admin-sprite.svg, which public pages never load. One file, fetched and parsed once per visit: as
// separate files, every icon on a page was a document of its own for the browser to load and
// lay out after the first paint (about 130 ms of main-thread work on the home page's 20 icons).
// Run `npm run icons` after changing the lists or a mark; a Vitest test fails when the sprite differs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as outline from "@heroicons/react/24/outline";
import * as solid from "@heroicons/react/24/solid";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sets = { outline, solid };
export const SPRITE_PATH = path.join(root, "public/icons/sprite.svg");
export const ADMIN_SPRITE_PATH = path.join(root, "public/icons/admin-sprite.svg");
const SOCIAL_DIR = path.join(root, "public/icons/social");

/** The icon names each variant needs, read from the lists' source text. */
export function listedIcons() {
  const source = fs.readFileSync(path.join(root, "app/lib/icon-names.ts"), "utf8");
  const names = (list) => [...source.match(new RegExp(`export const ${list} = \\[([^\\]]*)\\]`))[1].matchAll(/"(\w+)"/g)].map((m) => m[1]);
  return { outline: [...names("contentIcons"), ...names("siteIcons")], solid: names("solidIcons"), admin: names("adminIcons") };
}

/** One heroicon as a symbol: its own attributes and paths, under `<variant>-<Name>`. */
function heroiconSymbol(variant, name) {
  const component = sets[variant][name];
  if (!component) throw new Error(`no ${variant} heroicon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const [, attributes, body] = markup.match(/^<svg([^>]*)>(.*)<\/svg>$/s);
  const kept = attributes.replace(/\s(xmlns|aria-hidden|data-slot)="[^"]*"/g, "");
  return `<symbol id="${variant}-${name}"${kept}>${body}</symbol>`;
}

/** One social mark (drawn for this site, public/icons/social/<name>.svg) as `social-<name>`. */
function socialSymbol(file) {
  const text = fs.readFileSync(path.join(SOCIAL_DIR, file), "utf8");
  const symbol = text.match(/<symbol id="i"([^>]*)>(.*)<\/symbol>/s);
  if (!symbol) throw new Error(`${file} holds no <symbol id="i">`);
  return `<symbol id="social-${path.basename(file, ".svg")}"${symbol[1]}>${symbol[2]}</symbol>`;
}

/** The sprite's text. */
export function spriteFile() {
  const wanted = listedIcons();
  const symbols = [
    ...Object.keys(sets).flatMap((variant) => [...new Set(wanted[variant])].map((name) => heroiconSymbol(variant, name))),
    ...fs
      .readdirSync(SOCIAL_DIR)
      .filter((file) => file.endsWith(".svg"))
      .sort()
      .map(socialSymbol),
  ];
  return sprite(symbols);
}

/** The admin sprite's text: the outline icons only admin screens draw. */
export function adminSpriteFile() {
  return sprite([...new Set(listedIcons().admin)].map((name) => heroiconSymbol("outline", name)));
}

function sprite(symbols) {
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const variant of Object.keys(sets)) fs.rmSync(path.join(root, "public/icons", variant), { recursive: true, force: true });
  fs.writeFileSync(SPRITE_PATH, spriteFile());
  fs.writeFileSync(ADMIN_SPRITE_PATH, adminSpriteFile());
  const wanted = listedIcons();
  console.log(
    `icons: ${wanted.outline.length} outline, ${wanted.solid.length} solid and the social marks in ${path.relative(root, SPRITE_PATH)}, ` +
      `${wanted.admin.length} outline in ${path.relative(root, ADMIN_SPRITE_PATH)}`,
  );
}
