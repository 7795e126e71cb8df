import fs from "node:fs";
import path from "node:path";
import { accounts, expect, fillLoginForm, login, loginThroughForm, logout, test } from "../setup/fixtures";

test.describe("sign-in and session", () => {
  // The one test that signs in through the form as a person does; the others get a session cookie.
  test("an admin signs in, reaches the admin panel from the user menu and signs out", async ({ page }) => {
    await loginThroughForm(page, "admin");
    await expect(page).toHaveURL("/");
    const header = page.getByRole("banner");
    await expect(header.getByTestId("header-username")).toHaveText("admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Hoş geldiniz, admin!" })).toBeVisible();
    await logout(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Giriş Yap" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  });

  test("a user signs in and is sent away from the admin panel", async ({ page }) => {
    await login(page, "ahmet");
    await expect(page.getByRole("banner").getByTestId("header-username")).toHaveText("ahmet");
    await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/");
  });

  test("a visitor sent to the login page returns to where they were going", async ({ page }) => {
    await page.goto("/admin/faq");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Ffaq");
    await fillLoginForm(page, accounts.admin);
    await expect(page).toHaveURL("/admin/faq");
  });

  test("a wrong password is refused: 400 and 'Kullanıcı adı veya şifre hatalı!'", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Kullanıcı Adı").fill("admin");
    await page.getByLabel("Şifre", { exact: true }).fill("yanlis-sifre");
    const response = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/login"));
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Kullanıcı adı veya şifre hatalı!" })).toBeVisible();
  });

  test("the demo box fills the admin credentials", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Demo bilgilerini doldur" }).click();
    await expect(page.getByText("Demo giriş bilgileri dolduruldu")).toBeVisible();
    await expect(page.getByLabel("Kullanıcı Adı")).toHaveValue("admin");
    await expect(page.getByLabel("Şifre", { exact: true })).toHaveValue("admin123");
  });
});

test.describe("shared layout", () => {
  test("the header highlights the current page", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await expect(nav.getByRole("link", { name: "Hakkımızda" }).first()).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Ana Sayfa" }).first()).not.toHaveAttribute("aria-current", "page");
  });

  test("the newsletter form stores a pending subscriber and answers a second sign-up the same way", async ({ page, db }) => {
    const email = `okur-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    // The same answer both times: the form does not tell who is subscribed.
    for (const expected of ["Aboneliğinizi onaylamanız için", "Aboneliğinizi onaylamanız için"]) {
      await page.goto("/about");
      await page.getByLabel("E-posta adresiniz").fill(email);
      await page.getByRole("button", { name: "Abone Ol" }).click();
      await expect(page.getByRole("status").filter({ hasText: expected })).toBeVisible();
      await expect(page).toHaveURL("/about");
    }
    const rows = db.prepare("SELECT count(*) AS n, max(status) AS status FROM newsletter_subscribers WHERE email = ?").get(email) as {
      n: number;
      status: string;
    };
    expect(rows).toEqual({ n: 1, status: "pending" });
  });

  test("an unknown page answers 404 inside the layout", async ({ page }) => {
    for (const path of ["/bu-sayfa-yok/gercekten", "/bilinmeyen-arac"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    }
  });

  test("a badly encoded address is the visitor's fault: 400, not a server error", async ({ page }) => {
    const response = await page.request.get("/blog/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Geçersiz istek.");
  });
});

test.describe("maintenance", () => {
  test("visitors get the maintenance page while an admin keeps browsing", async ({ page, browser, db, baseURL }) => {
    await login(page, "admin");
    db.prepare("UPDATE system_info SET maintenance_mode = 1").run();
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
      db.prepare("UPDATE system_info SET maintenance_mode = 0").run();
    }
  });
});

test("every route module loads in the browser", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "Route modules are what JavaScript loads.");
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
