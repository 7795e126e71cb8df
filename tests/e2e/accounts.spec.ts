import { storeSetting, users } from "../setup/factories";
import { expect, submitLoginForm, test } from "../setup/fixtures";

// These flows read the mail from the worker's fake SMTP server: they pass once the mail
// sender (the mail-core branch) delivers the outbox; until then `waitFor` times out.
// Each flow crosses five or six pages and waits for mail: three times the usual ceiling.
test.slow();

/** The path and query of the mail's link to `path`, to open on this worker's server. */
function linkIn(text: string, path: string) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  expect(match[0].startsWith("http://site.kripto-rehber.test/")).toBe(true);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test("sign-up with verification on: the mailed link must be followed before signing in", async ({ page, server }, testInfo) => {
  const name = `dogrula_${testInfo.project.name.replace(/\W/g, "")}`;
  const email = `${name}@example.com`;
  await storeSetting("email_verification", "true");
  try {
    await page.goto("/register");
    await page.getByLabel("Kullanıcı Adı").fill(name);
    await page.getByLabel("E-posta", { exact: true }).fill(email);
    await page.getByLabel("Şifre", { exact: true }).fill("uzun-sifre-1");
    await page.getByLabel("Şifre (Tekrar)").fill("uzun-sifre-1");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page.getByRole("status").filter({ hasText: "e-postanızı doğruladıktan sonra" })).toBeVisible();

    await submitLoginForm(page, { username: name, password: "uzun-sifre-1" });
    await expect(page.getByRole("alert").filter({ hasText: "E-posta adresiniz henüz doğrulanmadı" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Doğrulama e-postasını yeniden gönder" })).toBeVisible();

    const mail = await server.smtp.waitFor((m) => m.to.includes(email) && m.subject === "E-posta adresinizi doğrulayın");
    await page.goto(linkIn(mail.text, "/verify-email"));
    await page.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
    await expect(page.getByRole("status").filter({ hasText: "E-posta adresiniz doğrulandı" })).toBeVisible();

    await submitLoginForm(page, { username: name, password: "uzun-sifre-1" });
    await expect(page.getByRole("status").filter({ hasText: "Başarıyla giriş yaptınız" })).toBeVisible();
  } finally {
    await storeSetting("email_verification", "false");
  }
});

test("an address typed at sign-up is unproven: /account says so and its button mails the link that proves it", async ({
  page,
  server,
}, testInfo) => {
  const name = `kanit_${testInfo.project.name.replace(/\W/g, "")}`;
  const email = `${name}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Kullanıcı Adı").fill(name);
  await page.getByLabel("E-posta", { exact: true }).fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("uzun-sifre-1");
  await page.getByLabel("Şifre (Tekrar)").fill("uzun-sifre-1");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");

  await page.goto("/account");
  await expect(page.getByTestId("email-proof")).toContainText("Adresiniz henüz doğrulanmadı");
  await page.getByRole("button", { name: "Adresimi doğrula" }).click();
  await expect(page.getByRole("status").filter({ hasText: "doğrulama bağlantısı gönderdik" })).toBeVisible();

  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && m.subject === "E-posta adresinizi doğrulayın");
  await page.goto(linkIn(mail.text, "/verify-email"));
  await page.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/account");
  await expect(page.getByTestId("email-proof")).toHaveText("Doğrulandı");
});

test("forgot password: the same answer, a mailed link, a new password that signs in", async ({ page, server }, testInfo) => {
  const name = `unutkan_${testInfo.project.name.replace(/\W/g, "")}`;
  const email = `${name}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Kullanıcı Adı").fill(name);
  await page.getByLabel("E-posta", { exact: true }).fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("eski-sifre-1");
  await page.getByLabel("Şifre (Tekrar)").fill("eski-sifre-1");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  // Signed in and sent home; only then is the session cookie there to clear (with JavaScript the
  // answer may still be on its way when the click returns, and would sign the next page in).
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Şifremi unuttum" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-posta", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bu adrese kayıtlı bir hesap varsa" })).toBeVisible();

  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Şifre sıfırlama bağlantınız");
  const link = linkIn(mail.text, "/reset-password");
  await page.goto(link);
  await page.getByLabel("Yeni şifre", { exact: true }).fill("yeni-sifre-1");
  await page.getByLabel("Yeni şifre (tekrar)").fill("yeni-sifre-1");
  await page.getByRole("button", { name: "Şifremi değiştir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Şifreniz değiştirildi" })).toBeVisible();
  await server.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Şifreniz değiştirildi");

  // The link was spent.
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "geçersiz, kullanılmış ya da süresi dolmuş" })).toBeVisible();

  await submitLoginForm(page, { username: name, password: "yeni-sifre-1" });
  await expect(page.getByRole("status").filter({ hasText: "Başarıyla giriş yaptınız" })).toBeVisible();
  expect((await users({ q: name })).filter((user) => user.username === name)).toHaveLength(1);
});
