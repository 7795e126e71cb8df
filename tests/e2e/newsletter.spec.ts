import { forgetSentDigests, subscribe, subscriberStatus } from "../setup/factories";
import { expect, login, test } from "../setup/fixtures";

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now()}`;

/**
 * The newsletter end to end, with and without JavaScript: sign up in the footer, confirm
 * through the mailed link, the admin sends the digest now, it arrives with RFC 8058
 * headers, and its link ends the subscription. Mail is read from the worker's fake SMTP
 * server (sent by the mail worker); links are followed by their path on this server, as
 * they carry SITE_URL's host.
 */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test("sign up, confirm by mail, receive the digest and unsubscribe with its link", async ({ page, server }) => {
  // Five pages, two of them admin screens, and two mails through the worker: a long flow.
  test.slow();
  const email = `bulten-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  // A week's digest goes out once; this test sends it again in each project.
  await forgetSentDigests();

  await page.goto("/about");
  await page.getByRole("contentinfo").getByLabel("E-posta adresiniz").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Aboneliğinizi onaylamanız için" })).toBeVisible({ timeout: 15_000 });

  const confirmation = await server.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === "Bülten aboneliğinizi onaylayın");
  const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)?.[0];
  expect(confirmUrl).toMatch(/^http:\/\/site\.kripto-rehber\.test\//);
  // The link opens a page that asks; only its button's POST confirms (a mail scanner's GET does not).
  await page.goto(pathOf(confirmUrl!));
  await expect(page.getByRole("heading", { name: "Bülten aboneliğini onaylayın" })).toBeVisible();
  expect(await subscriberStatus(email)).toBe("pending");
  await page.getByRole("button", { name: "Aboneliği onayla" }).click();
  await expect(page.getByRole("heading", { name: "Aboneliğiniz onaylandı" })).toBeVisible();
  expect(await subscriberStatus(email)).toBe("active");

  await login(page, "admin", "/admin/newsletter");
  await expect(page.getByTitle("Bülten önizlemesi")).toBeVisible();
  await page.getByRole("link", { name: "Şimdi gönder" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Bülteni Gönder" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Evet, gönder" }).click();
  // Sending builds the digest and queues it, then the screen reloads: slower than a click.
  await expect(page.getByRole("status").filter({ hasText: "gönderilmek üzere sıraya alındı" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Şimdi gönder" })).toHaveCount(0);

  const digest = await server.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject.startsWith("Haftalık bülten"));
  expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(digest.headers["list-unsubscribe"])?.[1];
  expect(unsubscribeUrl).toBeTruthy();
  expect(digest.text).toContain(unsubscribeUrl);

  await page.goto(pathOf(unsubscribeUrl!));
  await page.getByRole("button", { name: "Aboneliği sonlandır" }).click();
  await expect(page.getByRole("heading", { name: "Aboneliğiniz sonlandırıldı" })).toBeVisible();
  expect(await subscriberStatus(email)).toBe("unsubscribed");
});

test("an admin finds, exports and deletes (after confirming) a newsletter subscriber", async ({ page }) => {
  const email = `${unique("bulten")}@example.com`;
  await subscribe(email);
  await login(page, "admin", "/admin");
  await page.getByRole("link", { name: "Bülten Aboneleri" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bülten Aboneleri" })).toBeVisible();
  await page.getByLabel("E-posta ara").fill(email);
  await page.getByRole("button", { name: "Ara", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  await expect(page.getByText("1 abone bulundu")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();

  const href = await page.getByRole("link", { name: "CSV olarak indir" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(body.toString("utf8")).toContain(`${email};`);

  await row.getByRole("link", { name: `Sil: ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Aboneyi Sil" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByTestId("toast")).toHaveText(`${email} bültenden çıkarıldı`);
  await expect(page.getByText("0 abone bulundu")).toBeVisible();
  expect(await subscriberStatus(email)).toBeUndefined();
});
