import { changeAboutInfo, deleteTeamMembersNamed } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

test("an admin edits the mission, adds a team member, sees both on /about, then deletes the member", async ({ page }) => {
  const project = test.info().project.name;
  const stamp = `${project.replace("-", "")}${Date.now().toString(36)}`;
  const mission = `Misyon ${stamp}: herkes için anlaşılır kripto rehberliği.`;
  const name = `Üye ${stamp}`;
  const restoreAbout = await changeAboutInfo();

  try {
    await login(page, "admin", "/admin/about");
    await expect(page.getByRole("heading", { level: 1, name: "Hakkımızda Yönetimi" })).toBeVisible();
    await page.getByRole("link", { name: "Düzenle" }).click();
    const info = page.locator("form#about-info");
    await info.getByLabel("Misyon").fill(mission);
    await info.getByLabel("Değerler bölümü görseli (URL)").fill("resim");
    await info.getByRole("button", { name: "Kaydet" }).click();
    await expect(info.getByText("Geçerli bir görsel URL'si girin.")).toBeVisible();
    await info.getByLabel("Değerler bölümü görseli (URL)").fill("");
    await info.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByTestId("toast")).toHaveText("Genel bilgiler kaydedildi.");
    await expect(page.getByText(mission)).toBeVisible();

    await page.getByRole("link", { name: /^Ekip/ }).click();
    await page.getByRole("link", { name: "Ekip Üyesi Ekle" }).click();
    const member = page.locator("form#about-member-new");
    await member.getByLabel("Ad Soyad").fill(name);
    await member.getByLabel("Pozisyon").fill("Topluluk Yöneticisi");
    await member.getByRole("button", { name: "Kaydet" }).click();
    await expect(member.getByText("Biyografi gereklidir.")).toBeVisible();
    await member.getByLabel("Biyografi").fill("Topluluğumuzla ilgilenir.");
    await member.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByTestId("toast")).toHaveText("Ekip üyesi kaydedildi.");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Topluluk Yöneticisi");

    await page.goto("/about");
    await expect(page.getByText(mission)).toBeVisible();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("Topluluk Yöneticisi")).toBeVisible();

    await page.goto("/admin/about?tab=team");
    if (project === "js") {
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe("Bu ekip üyesini silmek istediğinizden emin misiniz?");
        void dialog.accept();
      });
      await row.getByRole("button", { name: `Sil: ${name}` }).click();
    } else {
      await row.getByRole("link", { name: `Sil: ${name}` }).click();
      await expect(page.getByText("Bu ekip üyesini silmek istediğinizden emin misiniz?")).toBeVisible();
      await page.getByRole("button", { name: "Evet, sil" }).click();
    }
    await expect(page.getByTestId("toast")).toHaveText("Silindi.");
    await expect(row).toHaveCount(0);
    await page.goto("/about");
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await restoreAbout();
    await deleteTeamMembersNamed(name);
  }
});
