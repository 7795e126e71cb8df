// Draws the icons browsers ask for by a fixed address from public/favicon.svg, so that they are
// files (served by express.static with the public folder's cache header) instead of a 404 page
// rendered for every tab and home-screen bookmark:
// - public/favicon.ico: 16 and 32 pixel PNGs in an ICO container (browsers, crawlers and feed
//   readers ask for /favicon.ico whatever the page links);
// - public/apple-touch-icon.png and public/apple-touch-icon-precomposed.png: 180 pixels, the
//   square filled to its edges (iOS rounds the corners itself and puts black behind transparency).
// Drawn by the Chromium the browser tests use (CHROMIUM_PATH, or Debian's). Run
// `npm run favicons` after changing the SVG; a Vitest test fails when the files are missing.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const publicDir = path.join(root, "public");
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const svg = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
/** The SVG's background colour, put behind the touch icon's rounded corners. */
const background = svg.match(/<rect[^>]*fill="(#[0-9a-f]{3,8})"/i)?.[1] ?? "#ffffff";

/** One PNG of the SVG at `size` pixels; `fill` paints the square behind it. */
async function draw(page, size, fill) {
  await page.setViewportSize({ width: size, height: size });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(
    `<html><body style="margin:0;background:${fill ?? "transparent"}"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator("img").evaluate((img) => img.decode());
  return page.screenshot({ omitBackground: !fill, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (every browser since 2010 reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const small = [];
  for (const size of [16, 32]) small.push({ size, png: await draw(page, size) });
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), ico(small));
  const touch = await draw(page, 180, background);
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), touch);
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon-precomposed.png"), touch);
} finally {
  await browser.close();
}
