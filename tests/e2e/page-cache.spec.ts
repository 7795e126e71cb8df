import { expect, login, test } from "../setup/fixtures";

// A server of its own with the page cache on (the other specs run with it off).
test.use({ pageCacheMb: "16" });

test.describe("the page cache", () => {
  test("a page served from the cache keeps a strict policy and still hydrates", async ({ page }, testInfo) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/about");
    const response = await page.goto("/about");
    expect(response?.headers()["x-page-cache"]).toBe("HIT");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scripts = policy.split("; ").find((part) => part.startsWith("script-src")) ?? "";
    expect(scripts).toContain("'sha256-");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'nonce-");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (testInfo.project.name === "js") {
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // A client-side navigation works too: the app's scripts run under the hashed policy.
      await page.getByRole("contentinfo").getByRole("link", { name: "Hizmetler", exact: true }).click();
      await expect(page).toHaveURL("/services");
    }
    expect(violations).toEqual([]);
  });

  test(
    "a signed-in reader's page is never kept for anyone else: after signing out the cached page is anonymous",
    { tag: "@no-js-only" },
    async ({ page }) => {
      await login(page, "ahmet", "/services");
      await expect(page.getByRole("banner").getByTestId("header-username")).toHaveText("ahmet");
      await page.request.post("/logout", { maxRedirects: 0 });
      // Signing out leaves a cookie with its farewell message; a later anonymous visit has none.
      await page.context().clearCookies();
      for (let i = 0; i < 2; i++) {
        const response = await page.goto("/services");
        expect(response?.headers()["set-cookie"]).toBeUndefined();
        expect(response?.headers()["x-page-cache"]).toBe(i === 0 ? "MISS" : "HIT");
        await expect(page.getByRole("banner").getByRole("link", { name: "Giriş Yap" })).toBeVisible();
        await expect(page.getByRole("banner").getByTestId("header-username")).toHaveCount(0);
        expect(await page.content()).not.toContain("ahmet");
      }
    },
  );
});
