import fs from "node:fs";
import path from "node:path";
import { subscribersWith } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

test.describe("shared layout", () => {
  test("the header highlights the current page", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await expect(nav.getByRole("link", { name: "Hakkımızda" }).first()).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Ana Sayfa" }).first()).not.toHaveAttribute("aria-current", "page");
  });

  test("the newsletter form stores a pending subscriber and answers a second sign-up the same way", async ({ page }) => {
    const email = `okur-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    // The same answer both times: the form does not tell who is subscribed.
    for (const expected of ["Aboneliğinizi onaylamanız için", "Aboneliğinizi onaylamanız için"]) {
      await page.goto("/about");
      await page.getByLabel("E-posta adresiniz").fill(email);
      await page.getByRole("button", { name: "Abone Ol" }).click();
      await expect(page.getByRole("status").filter({ hasText: expected })).toBeVisible();
      await expect(page).toHaveURL("/about");
    }
    expect(await subscribersWith(email)).toEqual([expect.objectContaining({ email, status: "pending" })]);
  });

  test("an unknown page answers 404 inside the layout", { tag: "@no-js-only" }, async ({ page }) => {
    for (const path of ["/bu-sayfa-yok/gercekten", "/bilinmeyen-arac"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    }
  });

  test("a badly encoded address is the visitor's fault: 400, not a server error", { tag: "@no-js-only" }, async ({ page }) => {
    const response = await page.request.get("/blog/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Geçersiz istek.");
  });
});

test("every route module loads in the browser", { tag: "@js-only" }, async ({ page }) => {
  // @js-only: route modules are what JavaScript loads.
  // Every route module of the build (over 190 now) is imported one by one: more than 30 s on two busy cores.
  test.slow();
  // A route module whose top level touches a `.server` import breaks only in the
  // browser (the server half is emptied there), and only once that route is reached.
  // The page's manifest lists just the routes discovered so far, so the build's own
  // manifest file names them all.
  const buildDir = path.resolve("public/build");
  const manifestFile = fs.readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
  const modules = [...new Set(fs.readFileSync(path.join(buildDir, manifestFile!), "utf8").match(/\/build\/routes\/[^"]+\.js/g))];
  expect(modules.length).toBeGreaterThan(40);
  await page.goto("/");
  const failures = await page.evaluate(async (urls) => {
    const results = await Promise.all(
      urls.map((url) =>
        import(/* @vite-ignore */ url).then(
          () => null,
          (error: Error) => `${url}: ${error.message}`,
        ),
      ),
    );
    return results.filter(Boolean);
  }, modules);
  expect(failures).toEqual([]);
});
