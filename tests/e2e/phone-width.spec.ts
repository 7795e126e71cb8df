import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { wcagViolations } from "../setup/axe";
import { arrangeOpenSignal, seededSlugs } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

// Every page at a small phone's width: nothing may make the document wider than the window
// (tables scroll inside their own box instead), and the page passes axe's WCAG 2.2 A and AA
// checks there, targets of at least 24 × 24 px (2.5.8) among them. One visit a page serves both,
// and every page the route folder holds is checked (accessibility.spec.ts adds the desktop
// layout and states a plain visit does not show). The markup is the same without JavaScript:
// checked once, in the js project (tag @js-only, playwright.config.ts).
test.use({ viewport: { width: 360, height: 740 } });

const routesDir = path.resolve("app/routes");

/** The module of a route entry: a flat file, or a folder's route.tsx. */
function routeModule(entry: string): string | null {
  const full = path.join(routesDir, entry);
  if (fs.statSync(full).isDirectory()) {
    const file = path.join(full, "route.tsx");
    return fs.existsSync(file) ? file : null;
  }
  return /\.tsx?$/.test(entry) ? full : null;
}

/** "crypto-education.$course._index" → "/crypto-education/$course"; pathless and escaped parts dropped. */
function urlOf(name: string): string {
  const parts = name
    .split(".")
    .filter((part) => part !== "_index")
    .map((part) => part.replace(/_$/, ""));
  return `/${parts.join("/")}`.replace(/^\/\$$/, "/");
}

/**
 * Every page the site renders, read from the route folder so a new page is checked without being
 * listed: resource routes (no default export: CSV, feeds, actions) and /api are left out.
 */
const pages = fs
  .readdirSync(routesDir)
  .filter((entry) => !entry.startsWith("api.") && !entry.includes("[.]"))
  .map((entry) => ({ name: entry.replace(/\.tsx?$/, ""), file: routeModule(entry) }))
  .filter((route): route is { name: string; file: string } => route.file !== null)
  .filter((route) => /export default/.test(fs.readFileSync(route.file, "utf8")))
  .map((route) => (route.name === "_index" ? "/" : urlOf(route.name)));

/** Pages that only make sense signed in: checked as a member (their anonymous form is a redirect). */
const memberPages = new Set([
  "/account",
  "/alerts",
  "/notifications",
  "/portfolio-tracker",
  "/portfolio-tracker/import",
  "/signals/followed",
  "/trading-bots/$id",
  "/watchlists",
  "/watchlists/$id",
]);

/** A seeded or arranged value for each parameter; a new parameter route fails here until it gets one. */
async function fillParameters(url: string, page: Page): Promise<string> {
  const values: Record<string, () => Promise<string> | string> = {
    "/blog/$slug": async () => (await seededSlugs()).post,
    "/crypto-dictionary/$slug": async () => (await seededSlugs()).term,
    "/crypto-education/$course": async () => (await seededSlugs()).course,
    "/crypto-education/$course/$lesson": async () => {
      const slugs = await seededSlugs();
      return `${slugs.course}/${slugs.lesson}`;
    },
    "/crypto-research/$symbol": () => "btc",
    "/converter/$symbol": () => "btc",
    "/crypto-reports/$date": async () => {
      await page.goto("/crypto-reports");
      const href = await page.getByTestId("report-list").getByRole("link").first().getAttribute("href");
      return href!.split("/").pop()!;
    },
    "/signals/$id": async () => String(await arrangeOpenSignal("BTCUSDT", "Güçlü Al", 60000)),
    "/trading-bots/$id": async () => {
      const created = await page.request.post("/api/bots", {
        data: { name: "Dar ekran botu", strategy: "signals", symbols: ["BTCUSDT"], budget: 1000, params: {} },
      });
      expect(created.status(), await created.text()).toBe(201);
      return String(((await created.json()) as { bot: { id: number } }).bot.id);
    },
    "/watchlists/$id": async () => {
      const created = await page.request.post("/api/watchlists", { data: { name: `Dar ekran ${Date.now()}` } });
      expect(created.status(), await created.text()).toBe(201);
      return String(((await created.json()) as { id: number }).id);
    },
  };
  if (!url.includes("$")) return url;
  const fill = values[url];
  if (!fill) throw new Error(`${url}: give this parameter route a seeded value in phone-width.spec.ts`);
  return url.replace(/\$[^/]+(\/\$[^/]+)*/, await fill());
}

/** How wide the document is once loaded; wider than 360 means the page scrolls sideways. */
async function overflowOf(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width <= 360) return null;
  // Names the widest element that sticks out, so the failure says what to fix.
  const culprit = await page.evaluate(() => {
    let worst = "";
    let right = 360;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && clipped(element)) continue;
      if (box.right > right + 0.5) {
        right = box.right;
        const classes = typeof element.className === "string" ? element.className.slice(0, 60) : "";
        worst = `${element.tagName.toLowerCase()}.${classes}`;
      }
    }
    return `${worst} reaches ${Math.round(right)} px`;
  });
  return `${url}: ${width} px (${culprit})`;
}

async function check(page: Page, urls: string[]) {
  const wide: string[] = [];
  const violations: string[] = [];
  for (const url of urls) {
    const filled = await fillParameters(url, page);
    const problem = await overflowOf(page, filled);
    if (problem) wide.push(problem);
    violations.push(...(await wcagViolations(page, filled)));
  }
  expect(wide).toEqual([]);
  expect(violations).toEqual([]);
}

const admin = pages.filter((url) => url.startsWith("/admin"));
const visitor = pages.filter((url) => !url.startsWith("/admin") && !memberPages.has(url));
const member = pages.filter((url) => memberPages.has(url));

test("the route list was read", { tag: "@js-only" }, () => {
  expect(visitor).toEqual(expect.arrayContaining(["/", "/crypto-analysis", "/blog/$slug"]));
  expect(admin).toEqual(expect.arrayContaining(["/admin", "/admin/users"]));
});

// In slices of a dozen pages, so the workers share them and a slow machine stays within the time.
function slices(urls: string[], size = 12): string[][] {
  return Array.from({ length: Math.ceil(urls.length / size) }, (_, index) => urls.slice(index * size, (index + 1) * size));
}

slices(visitor).forEach((urls, index) => {
  test(
    `visitor pages ${urls[0]} … ${urls[urls.length - 1]} fit a 360 px phone and pass WCAG 2.2 AA there (${index + 1})`,
    { tag: "@js-only" },
    async ({ page }) => {
      test.setTimeout(120_000);
      await check(page, urls);
    },
  );
});

test("member pages fit a 360 px phone and pass WCAG 2.2 AA there", { tag: "@js-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "ayse");
  await check(page, member);
});

slices(admin).forEach((urls, index) => {
  test(
    `admin screens ${urls[0]} … ${urls[urls.length - 1]} fit a 360 px phone and pass WCAG 2.2 AA there (${index + 1})`,
    { tag: "@js-only" },
    async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, "admin");
      await check(page, urls);
    },
  );
});
