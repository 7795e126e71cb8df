import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";

// phone-width.spec.ts runs axe's WCAG 2.2 A and AA checks on every page and admin screen at a
// phone's width. These add what a plain visit at that width does not show: the desktop layout
// (the header's full navigation, the admin sidebar beside a form) and states reached through the
// address (a calculator with rows, an admin dialog or tab). One project is enough: the markup is
// the same with and without JavaScript (tag @js-only, playwright.config.ts).

const publicPages = [
  "/",
  "/blog/bitcoin-nedir-yeni-baslayanlar-icin-kapsamli-rehber",
  "/crypto-tax-calculator?date=2024-01-10&type=buy&symbol=BTC&amount=1&price=100&currency=USD&fee=&date=2024-06-01&type=sell&symbol=BTC&amount=2&price=150&currency=TRY&fee=",
  "/crypto-tax-calculator?date=2024-01-10&type=buy&symbol=BTC&amount=1&price=100&currency=USD&fee=&date=2024-06-01&type=sell&symbol=BTC&amount=0.5&price=150&currency=TRY&fee=&taxRate=10",
  "/staking-calculator?amount=10&coin=ETH&rateType=apr&rate=5&compounding=daily&months=12",
];

const adminPages = ["/admin", "/admin/footer?tab=links", "/admin/about?tab=team", "/admin/blog?new=1", "/admin/research?edit=1"];

// One test per page, so the pages are checked side by side and a failure names its page.
for (const path of publicPages) {
  test(`the public page ${path} passes the WCAG A and AA checks on a desktop`, { tag: "@js-only" }, async ({ page }) => {
    await page.goto(path);
    expect(await wcagViolations(page, path)).toEqual([]);
  });
}

for (const path of adminPages) {
  test(`the admin screen ${path} passes the WCAG A and AA checks on a desktop`, { tag: "@js-only" }, async ({ page }) => {
    // A sign-in and axe over the admin shell and a full form: past 30 s on two busy cores.
    test.slow();
    await login(page, "admin", path);
    expect(await wcagViolations(page, path)).toEqual([]);
  });
}
