import { expect, login, test } from "../setup/fixtures";

/** With JavaScript, React must have taken over the error page too (the boundary hydrates). */
async function hydratedWhenJs(page: import("@playwright/test").Page) {
  if (test.info().project.name === "js") await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("a missing record in an admin screen answers 404 inside the admin shell", async ({ page }) => {
  await login(page, "admin", "/admin");
  for (const [path, message] of [
    ["/admin/users?edit=99999", "Kullanıcı bulunamadı."],
    ["/admin/faq?edit=99999", "SSS bulunamadı."],
    ["/admin/blog?edit=99999", "Yazı bulunamadı."],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Yönetim menüsü" });
    await expect(sidebar.getByRole("link", { name: "Kullanıcı Yönetimi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Panele dön" })).toBeVisible();
    // The admin shell, not the site's: no site header or footer around it.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await hydratedWhenJs(page);
  }
});

test("a missing term, signal, lesson or coin answers 404 inside the site's header and footer", async ({ page }) => {
  for (const [path, back] of [
    ["/crypto-dictionary/boyle-bir-terim-yok", "Sözlüğe dön"],
    ["/signals/99999", "Sinyallere dön"],
    ["/crypto-education/kriptoya-ilk-adim/boyle-bir-ders-yok", "Eğitimlere dön"],
    ["/crypto-research/nope", "Araştırmalara dön"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: back })).toBeVisible();
    await hydratedWhenJs(page);
  }
  const malformed = await page.goto("/signals/abc");
  expect(malformed?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Geçersiz istek" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("an unknown blog slug keeps the spec's fallback: the post list, with status 404", { tag: "@no-js-only" }, async ({ page }) => {
  const response = await page.goto("/blog/boyle-bir-yazi-yok");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("Aradığınız yazı bulunamadı ya da henüz yayımlanmadı.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
