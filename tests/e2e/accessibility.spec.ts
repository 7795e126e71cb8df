import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, login, test } from "../setup/fixtures";

// WCAG 2 A and AA rules as axe-core checks them: contrast, names, roles, structure.
// One project is enough: the markup is the same with and without JavaScript.
test.skip(() => test.info().project.name !== "js", "Checked once, in the js project.");

async function violations(page: Page, path: string) {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

test("the public pages pass the WCAG A and AA checks", async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const path of ["/", "/about", "/contact", "/services", "/blog", "/blog/bitcoin-nedir-yeni-baslayanlar-icin-kapsamli-rehber", "/crypto-analysis", "/ai-chat", "/faq", "/login", "/register", "/privacy", "/nft-analytics"]) {
    found.push(...(await violations(page, path)));
  }
  expect(found).toEqual([]);
});

test("the admin screens pass the WCAG A and AA checks", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "admin");
  const found: string[] = [];
  for (const path of ["/admin", "/admin/users", "/admin/notifications", "/admin/logs", "/admin/contact", "/admin/faq", "/admin/home-layout", "/admin/footer?tab=links", "/admin/about?tab=team", "/admin/blog", "/admin/blog?new=1", "/admin/blog-ai", "/admin/seo", "/admin/openai-settings", "/admin/update"]) {
    found.push(...(await violations(page, path)));
  }
  expect(found).toEqual([]);
});
