import { describe, expect, it } from "vitest";
import { composeMail, escapeHtml } from "~/lib/mail/compose";

// Every mail's two parts, pure: the text a plain client shows and the HTML the others show.
describe("a composed mail", () => {
  // Composed inside each test: Stryker counts code run while the file loads as reached by no test.
  const composeFull = () =>
    composeMail({
      siteName: "Kripto <Rehber>",
      heading: 'Şifrenizi "yenileyin" & devam edin',
      paragraphs: [
        "İsteğiniz alındı.",
        { text: "Ayrıntılar & sorular", url: "https://site.test/yardim?a=1&b=2" },
        "Siz istemediyseniz bu e-postayı yok sayın.",
      ],
      action: { label: "Şifreyi yenile", url: "https://site.test/reset?token=x'y" },
      footer: ["Bu e-postayı hesabınız için aldınız.", "Çıkmak için: <https://site.test/out>"],
    });

  it("writes the text part line by line: heading, paragraphs, a link's text and URL, the action, the signature, the footer", () => {
    expect(composeFull().text).toBe(
      [
        'Şifrenizi "yenileyin" & devam edin',
        "",
        "İsteğiniz alındı.",
        "",
        "Ayrıntılar & sorular",
        "https://site.test/yardim?a=1&b=2",
        "",
        "Siz istemediyseniz bu e-postayı yok sayın.",
        "",
        "Şifreyi yenile: https://site.test/reset?token=x'y",
        "",
        "--",
        "Kripto <Rehber>",
        "Bu e-postayı hesabınız için aldınız.",
        "Çıkmak için: <https://site.test/out>",
      ].join("\n"),
    );
  });

  it("carries the same words in the HTML part, escaped, with the link, the button and the footer", () => {
    const full = composeFull();
    expect(full.html).toContain("<title>Şifrenizi &quot;yenileyin&quot; &amp; devam edin</title>");
    expect(full.html).toContain('<p style="margin:0 0 16px;font-weight:bold;color:#1d4ed8">Kripto &lt;Rehber&gt;</p>');
    expect(full.html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Şifrenizi &quot;yenileyin&quot; &amp; devam edin</h1>');
    expect(full.html).toContain(
      '<p style="line-height:1.5;margin:0 0 12px">İsteğiniz alındı.</p>\n' +
        '<p style="line-height:1.5;margin:0 0 12px"><a href="https://site.test/yardim?a=1&amp;b=2" style="color:#1d4ed8">Ayrıntılar &amp; sorular</a></p>\n' +
        '<p style="line-height:1.5;margin:0 0 12px">Siz istemediyseniz bu e-postayı yok sayın.</p>',
    );
    expect(full.html).toContain('<a href="https://site.test/reset?token=x&#39;y" style="display:inline-block;');
    expect(full.html).toContain(">Şifreyi yenile</a></p>");
    expect(full.html).toContain('<p style="font-size:12px;color:#6b7280;word-break:break-all">https://site.test/reset?token=x&#39;y</p>');
    expect(full.html).toContain(
      '<hr style="border:none;border-top:1px solid #e5e7eb;margin:20px 0"><p style="font-size:12px;color:#6b7280;line-height:1.5">' +
        "Bu e-postayı hesabınız için aldınız.<br>Çıkmak için: &lt;https://site.test/out&gt;</p>",
    );
  });

  it("leaves out the action and the footer when a mail has none", () => {
    const bare = composeMail({ siteName: "Site", heading: "Merhaba", paragraphs: ["Tek satır."] });
    expect(bare.text).toBe("Merhaba\n\nTek satır.\n\n--\nSite");
    expect(bare.html).toBe(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Merhaba</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#1d4ed8">Site</p>
<h1 style="font-size:20px;margin:0 0 16px">Merhaba</h1>
<p style="line-height:1.5;margin:0 0 12px">Tek satır.</p>


</div></body></html>`);
    // An empty footer is no footer.
    expect(composeMail({ siteName: "Site", heading: "Merhaba", paragraphs: ["Tek satır."], footer: [] })).toEqual(bare);
  });

  it("escapes each of the five HTML characters and nothing else", () => {
    expect(escapeHtml(`a&b<c>d"e'f ğ`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f ğ");
    expect(escapeHtml("<<>>")).toBe("&lt;&lt;&gt;&gt;");
  });
});
