import { expect, login, test } from "../setup/fixtures";
import { wcagViolations } from "../setup/axe";
import { setMaintenance } from "../setup/factories";

test.describe("maintenance", () => {
  test("visitors get the maintenance page while an admin keeps browsing", { tag: "@no-js-only" }, async ({ page, browser, baseURL }) => {
    await login(page, "admin");
    await setMaintenance(true);
    try {
      const visitor = await browser.newContext({ baseURL });
      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto("/about");
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("600");
      await expect(visitorPage.getByRole("heading", { name: "Bakım çalışması" })).toBeVisible();
      expect((await visitorPage.goto("/login"))?.status()).toBe(200);
      await visitor.close();

      const adminResponse = await page.goto("/about");
      expect(adminResponse?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Hakkımızda" }).first()).toBeVisible();
    } finally {
      await setMaintenance(false);
    }
  });
});

test.describe("maintenance re-checked by an open page", () => {
  test(
    "with JavaScript, an open page switches to the maintenance page when it starts and comes back when it ends",
    { tag: "@js-only" },
    async ({ page }) => {
      // @js-only: the re-check is the page's JavaScript.
      // The page polls every 30 s in production; the test shortens that before the page loads.
      await page.addInitScript(() => {
        window.__maintenancePollMs = 200;
      });
      await page.goto("/about");
      await expect(page.getByRole("heading", { name: "Hakkımızda" }).first()).toBeVisible();
      try {
        await setMaintenance(true);
        await expect(page.getByRole("heading", { name: "Bakım çalışması" })).toBeVisible({ timeout: 10_000 });
        await expect(page).toHaveURL(/\/about$/);
        await expect(page.getByTestId("maintenance-refresh")).toHaveText(
          "Bakım bittiğinde bu sayfa kendiliğinden açılır; yenilemenize gerek yok.",
        );
        await setMaintenance(false);
        await expect(page.getByRole("heading", { name: "Hakkımızda" }).first()).toBeVisible({ timeout: 10_000 });
        await expect(page.getByRole("heading", { name: "Bakım çalışması" })).toHaveCount(0);
      } finally {
        await setMaintenance(false);
      }
    },
  );

  test("a page opened during maintenance comes back by itself (JavaScript), or says how to come back (no JavaScript)", async ({ page }) => {
    const js = test.info().project.name === "js";
    await page.addInitScript(() => {
      window.__maintenancePollMs = 200;
    });
    await setMaintenance(true);
    try {
      const response = await page.goto("/blog");
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("600");
      await expect(page.getByRole("heading", { name: "Bakım çalışması" })).toBeVisible();
      // No automatic refresh without JavaScript: the page says so and offers the retry link.
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      if (js) {
        // The markup is the same either way; checked once.
        expect(await wcagViolations(page)).toEqual([]);
        await setMaintenance(false);
      } else {
        await expect(page.getByTestId("maintenance-refresh")).toHaveText(
          "Bakım bittiğinde sayfa kendiliğinden yenilenmez; “Yeniden dene” ile tekrar açabilirsiniz.",
        );
        await setMaintenance(false);
        await page.getByRole("link", { name: "Yeniden dene" }).click();
      }
      await expect(page.getByRole("heading", { name: "Bakım çalışması" })).toHaveCount(0, { timeout: 10_000 });
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await setMaintenance(false);
    }
  });

  test("an admin browsing the site during maintenance keeps the page", { tag: "@js-only" }, async ({ page }) => {
    // @js-only: the re-check is the page's JavaScript.
    await page.addInitScript(() => {
      window.__maintenancePollMs = 200;
    });
    await login(page, "admin", "/about");
    try {
      await setMaintenance(true);
      // Several poll rounds pass; the admin's page stays.
      await page.waitForTimeout(1_000);
      await expect(page.getByRole("heading", { name: "Hakkımızda" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Bakım çalışması" })).toHaveCount(0);
    } finally {
      await setMaintenance(false);
    }
  });
});
