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

  test("a user signs in and is sent away from the admin panel", { tag: "@no-js-only" }, async ({ page }) => {
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

  // The browser is on this machine (loopback): the demo box is there and its password signs in.
  // From a public address neither holds (tests/unit/accounts/login-crowd.test.ts, through TRUST_PROXY).
  test("the demo box fills the admin credentials, and they sign in from this machine", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Demo bilgilerini doldur" }).click();
    await expect(page.getByText("Demo giriş bilgileri dolduruldu")).toBeVisible();
    await expect(page.getByLabel("Kullanıcı Adı")).toHaveValue("admin");
    await expect(page.getByLabel("Şifre", { exact: true })).toHaveValue("admin123");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByText("Başarıyla giriş yaptınız!")).toBeVisible();
  });
});
