import { arrangeFailedMail } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now()}`;

test("an admin finds a failed mail in /admin/mail, reads both parts and sends it again", async ({ page, server }) => {
  const subject = unique("Başarısız posta");
  const to = `${unique("alici")}@example.com`;
  // A mail some feature queued and the relay refused for good; the worker leaves failed mail alone.
  await arrangeFailedMail(
    {
      kind: "test",
      to,
      subject,
      text: "Merhaba, bu metin bölümüdür.",
      html: '<h1>HTML başlığı</h1><script>parent.document.title = "ele geçirildi"</script>',
    },
    { tries: 6, lastError: "451 Geçici hata" },
  );

  await login(page, "admin", "/admin");
  await page.getByRole("link", { name: "Giden E-postalar" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Giden E-postalar" })).toBeVisible();
  await expect(page.getByText(/SMTP ayarlı: e-postalar .* üzerinden gönderiliyor/)).toBeVisible();

  await page.getByLabel("Durum").selectOption("failed");
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(/state=failed/);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText(to);
  await expect(row).toContainText("Başarısız");
  await expect(row).toContainText("451 Geçici hata");

  await row.getByRole("link", { name: subject }).click();
  await expect(page).toHaveURL(/view=\d+/);
  const detail = page.getByRole("region", { name: subject });
  await expect(detail.getByRole("region", { name: "Metin bölümü" })).toHaveText("Merhaba, bu metin bölümüdür.");
  // The HTML part is shown in a sandboxed frame: its markup renders, its script never runs.
  await expect(page.frameLocator('iframe[title="E-postanın HTML bölümü"]').getByRole("heading", { name: "HTML başlığı" })).toBeVisible();
  await expect(page).not.toHaveTitle("ele geçirildi");

  await detail.getByRole("button", { name: "Yeniden gönder" }).click();
  await expect(page.getByTestId("toast")).toHaveText("E-posta yeniden gönderilmek üzere sıraya alındı.");
  const mail = await server.smtp.waitFor((m) => m.subject === subject);
  expect(mail.envelopeTo).toEqual([to]);
  expect(mail.text).toContain("Merhaba, bu metin bölümüdür.");

  await page.goto(`/admin/mail?state=sent`);
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("Gönderildi");
});
