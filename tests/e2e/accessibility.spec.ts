import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

// WCAG 2 A and AA rules as axe-core checks them: contrast, names, roles, structure.
// One project is enough: the markup is the same with and without JavaScript.
// Checked once, in the js project (tag @js-only, playwright.config.ts).

const publicPages = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/blog",
  "/blog/bitcoin-nedir-yeni-baslayanlar-icin-kapsamli-rehber",
  "/crypto-analysis",
  "/ai-chat",
  "/faq",
  "/login",
  "/register",
  "/privacy",
  "/nft-analytics",
  "/defi-analytics",
  "/crypto-tax-calculator?date=2024-01-10&type=buy&symbol=BTC&amount=1&price=100&currency=USD&fee=&date=2024-06-01&type=sell&symbol=BTC&amount=2&price=150&currency=TRY&fee=",
  "/crypto-tax-calculator?date=2024-01-10&type=buy&symbol=BTC&amount=1&price=100&currency=USD&fee=&date=2024-06-01&type=sell&symbol=BTC&amount=0.5&price=150&currency=TRY&fee=&taxRate=10",
  "/staking-calculator?amount=10&coin=ETH&rateType=apr&rate=5&compounding=daily&months=12",
  "/crypto-research",
  "/crypto-research/btc",
];

const adminPages = [
  "/admin",
  "/admin/users",
  "/admin/notifications",
  "/admin/logs",
  "/admin/contact",
  "/admin/faq",
  "/admin/home-layout",
  "/admin/footer?tab=links",
  "/admin/about?tab=team",
  "/admin/blog",
  "/admin/blog?new=1",
  "/admin/blog-ai",
  "/admin/seo",
  "/admin/openai-settings",
  "/admin/nft-source",
  "/admin/update",
  "/admin/research",
  "/admin/research?edit=1",
];

// One test per page, so the pages are checked side by side and a failure names its page.
for (const path of publicPages) {
  test(`the public page ${path} passes the WCAG A and AA checks`, { tag: "@js-only" }, async ({ page }) => {
    await page.goto(path);
    expect(await wcagViolations(page, path)).toEqual([]);
  });
}

for (const path of adminPages) {
  test(`the admin screen ${path} passes the WCAG A and AA checks`, { tag: "@js-only" }, async ({ page }) => {
    // A sign-in and axe over the admin shell and a full form: past 30 s on two busy cores.
    test.slow();
    await login(page, "admin", path);
    expect(await wcagViolations(page, path)).toEqual([]);
  });
}
