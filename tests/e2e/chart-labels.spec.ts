import type { Page } from "@playwright/test";
import { expect, test } from "../setup/fixtures";

// Issue 32: every server-drawn chart's text is 11 CSS px or more, on a phone and on a desktop.
// SVG text scales with its drawing, so the size a reader sees is the font size times the scale
// of the element's coordinate system on screen (its CTM), which is what is measured here.
// Sizes are the same without JavaScript: measured once, in the js project (tag @js-only).

const PAGES = [
  "/trend-analysis",
  "/market-predictions?symbol=ETHUSDT",
  "/market-sentiment",
  "/crypto-analysis?coin=BTCUSDT",
  "/converter/btc",
  "/staking-calculator?amount=10&coin=ETH&rateType=apr&rate=12&compounding=monthly&months=24",
  "/defi-analytics",
];

/** Each chart text's rendered size in CSS px, with the text it says. */
async function chartTextSizes(page: Page) {
  return page.locator("svg[role='img'] text").evaluateAll((texts) =>
    texts
      .filter((text) => (text as SVGTextElement).getBBox().width > 0)
      .map((text) => {
        const element = text as SVGTextElement;
        const matrix = element.getScreenCTM()!;
        const scale = Math.sqrt(matrix.a * matrix.a + matrix.b * matrix.b);
        return { text: element.textContent ?? "", px: parseFloat(getComputedStyle(element).fontSize) * scale };
      }),
  );
}

for (const [name, viewport] of [
  ["a 360 px phone", { width: 360, height: 740 }],
  ["a 1280 px desktop", { width: 1280, height: 800 }],
] as const) {
  test(`chart labels are at least 11 px on ${name}`, { tag: "@js-only" }, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    let measured = 0;
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const sizes = await chartTextSizes(page);
      measured += sizes.length;
      const small = sizes.filter((size) => size.px < 10.95).map((size) => `${size.text}: ${size.px.toFixed(1)} px`);
      expect(small, path).toEqual([]);
    }
    // The pages above draw charts with labels: a run that found none measured nothing.
    expect(measured).toBeGreaterThan(40);
  });
}
