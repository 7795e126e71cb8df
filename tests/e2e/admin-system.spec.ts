import { setMaintenance } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), Buffer.from("sürüm dosyası")]);

test.describe("system update", () => {
  test("an admin switches maintenance on and off; visitors see the maintenance page meanwhile", async ({ page, browser, baseURL }) => {
    await login(page, "admin", "/admin/update");
    try {
      await expect(page.getByTestId("maintenance-state")).toHaveText("Kapalı");
      await page.getByRole("switch", { name: /Bakım modu/ }).click();
      await expect(page.getByText("Bakım modu açıldı").first()).toBeVisible();
      await expect(page.getByTestId("maintenance-state")).toHaveText("Açık");

      const visitor = await browser.newContext({ baseURL });
      const response = await (await visitor.newPage()).goto("/blog");
      expect(response?.status()).toBe(503);
      await visitor.close();

      await page.getByRole("switch", { name: /Bakım modu/ }).click();
      await expect(page.getByText("Bakım modu kapatıldı").first()).toBeVisible();
      await expect(page.getByTestId("maintenance-state")).toHaveText("Kapalı");
    } finally {
      await setMaintenance(false);
    }
  });

  test("an archive is accepted by its content and a disguised file is refused", async ({ page }) => {
    const project = test.info().project.name;
    await login(page, "admin", "/admin/update");

    await page
      .getByLabel("Güncelleme dosyası")
      .setInputFiles({ name: `site-${project}-v3.1.0.zip`, mimeType: "application/zip", buffer: zipBytes });
    await page.getByRole("button", { name: "Yükle" }).click();
    const history = page.getByRole("region", { name: "Güncelleme Geçmişi" });
    const row = history.getByRole("row").filter({ hasText: `site-${project}-v3.1.0.zip` });
    await expect(row).toContainText("Saklandı ve doğrulandı (kurulmadı)");
    await expect(page.getByText("Güncelleme arşivi saklandı ve doğrulandı; kurulmadı.").first()).toBeVisible();
    await expect(row).toContainText("3.1.0");

    await page
      .getByLabel("Güncelleme dosyası")
      .setInputFiles({ name: `sahte-${project}.zip`, mimeType: "application/zip", buffer: Buffer.from("#!/bin/sh\necho merhaba\n") });
    await page.getByRole("button", { name: "Yükle" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sadece ZIP, TAR veya TAR.GZ dosyaları yüklenebilir" })).toBeVisible();
    await page.goto("/admin/update");
    await expect(history.getByRole("row").filter({ hasText: `sahte-${project}.zip` })).toContainText("Başarısız");
  });
});
