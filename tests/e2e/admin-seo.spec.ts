import { changeSeoSettings, changeStructuredData, deletePageSeoOf } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

function unique(prefix: string) {
  return `${prefix} ${test.info().project.name} ${Date.now().toString(36)}`;
}

test("an admin gives /about its own title and description; visitors see them until the entry is deleted", async ({ page }) => {
  const title = unique("Biz Kimiz");
  try {
    await login(page, "admin", "/admin/seo?tab=pages");
    await page.getByRole("link", { name: "Sayfa SEO Ekle" }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Sayfa SEO" });
    await dialog.getByLabel("Sayfa yolu").fill("/about");
    await dialog.getByLabel("Başlık", { exact: true }).fill(title);
    await dialog.getByLabel("Açıklama", { exact: true }).fill("Ekibimizi ve misyonumuzu tanıyın.");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByTestId("toast")).toHaveText("Sayfa SEO oluşturuldu");
    await expect(page.getByRole("row").filter({ hasText: "/about" })).toContainText(title);

    await page.goto("/about");
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Ekibimizi ve misyonumuzu tanıyın.");

    await page.goto("/admin/seo?tab=pages");
    if (test.info().project.name === "js") {
      page.once("dialog", (confirm) => confirm.accept());
      await page.getByRole("button", { name: "Sil: /about" }).click();
    } else {
      await page.getByRole("link", { name: "Sil: /about" }).click();
      await expect(page.getByRole("alert")).toHaveText("Bu sayfa SEO kaydını silmek istediğinizden emin misiniz?");
      await page.getByRole("button", { name: "Evet, sil" }).click();
    }
    await expect(page.getByTestId("toast")).toHaveText("Sayfa SEO silindi");
    await expect(page.getByText("Henüz sayfa SEO kaydı yok.")).toBeVisible();

    await page.goto("/about");
    await expect(page).not.toHaveTitle(title);
  } finally {
    await deletePageSeoOf("/about");
  }
});

test("an admin sets robots.txt and the favicon in the general tab; crawlers and visitors get them", async ({ page }) => {
  const rule = `Disallow: /${unique("gizli").replaceAll(" ", "-")}`;
  const restoreSeo = await changeSeoSettings();
  try {
    await login(page, "admin", "/admin/seo?tab=pages");
    await page.getByRole("link", { name: "Genel Ayarlar" }).click();
    await page.getByLabel("robots.txt").fill(`User-agent: *\n${rule}`);
    await page.getByLabel("Favicon").fill("/images/values.svg");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByTestId("toast")).toHaveText("SEO ayarları kaydedildi");
    await expect(page.getByText("Yapılandırıldı")).toBeVisible();

    await page.goto("/robots.txt");
    await expect(page.locator("body")).toContainText(rule);
    await page.goto("/about");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/images/values.svg");
  } finally {
    await restoreSeo();
  }
});

test("an admin chooses WebSite on the SEO screen; every page then describes the site with a blog SearchAction", async ({ page }) => {
  try {
    await login(page, "admin", "/admin/seo/structured");
    await page.getByLabel("Organizasyon türü").selectOption("WebSite");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByTestId("toast")).toHaveText("Yapılandırılmış veri kaydedildi");
    await expect(page.getByLabel("Organizasyon türü")).toHaveValue("WebSite");

    await page.goto("/about");
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("WebSite");
    expect(jsonLd.potentialAction["@type"]).toBe("SearchAction");
    const template: string = jsonLd.potentialAction.target.urlTemplate;
    expect(template).toMatch(/\/search\?q=\{search_term_string\}$/);

    // The template's field is the one the site search reads.
    const searched = new URL(template.replace("{search_term_string}", "bitcoin"));
    await page.goto(`${searched.pathname}${searched.search}`);
    await expect(page.locator("#search-page-q")).toHaveValue("bitcoin");
  } finally {
    await changeStructuredData({ org_type: "Organization" });
  }
});
