import { describe, expect, it } from "vitest";
import { footerLinkSchema } from "~/lib/site/content-schemas";
import { safeHref } from "~/lib/site/links";
import { renderMarkdown } from "~/lib/ai/markdown";
import { safeRedirect } from "~/lib/redirect";
import { safeUrl, URL_RULES } from "~/lib/safe-url";

describe("safeUrl refuses what a browser would read as another site or another scheme", () => {
  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/\\t/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r/evil.com",
    "/ /evil.com",
    " //evil.com",
    "/\u3000/evil.com",
    "/\u00a0/evil.com",
    "/\u200b/evil.com",
    "/\u2028/evil.com",
    "/\ufeff/evil.com",
    "/\u202e/evil.com",
    "/\u0000/evil.com",
    "/\u0085/evil.com",
    "/%E3%80%80/evil.com",
    "/%09/evil.com",
    "/%0a/evil.com",
    "/%5Cevil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%E3%80",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "https:evil.com",
    "https:/evil.com",
    "https:///evil.com",
    "https://user:pass@evil.com/",
    "https://good.example@evil.com/",
    "https://evil.com\\@good.example",
    "ftp://example.com/",
    "evil.com",
    "./x",
    "?next=//evil.com",
    "",
    "/" + "a".repeat(3000),
  ])("%j", (input) => {
    expect(safeUrl(input, URL_RULES.link)).toBeNull();
  });

  it("refuses what is not a string", () => {
    for (const input of [null, undefined, 42, {}, ["/"]]) expect(safeUrl(input)).toBeNull();
  });
});

describe("safeUrl keeps ordinary links, with non-ASCII percent-encoded", () => {
  it.each([
    ["/", "/"],
    ["/admin/users?x=1#top", "/admin/users?x=1#top"],
    ["/blog/g%C3%BCvenlik", "/blog/g%C3%BCvenlik"],
    ["/blog/güvenlik", "/blog/g%C3%BCvenlik"],
    ["/arama?q=kripto para", null],
    ["/arama?q=şifre", "/arama?q=%C5%9Fifre"],
    ["#iletisim", "#iletisim"],
    ["https://example.com", "https://example.com/"],
    ["HTTPS://Example.com/a?b=c", "https://example.com/a?b=c"],
    ["https://örnek.com.tr/yol", "https://xn--rnek-4qa.com.tr/yol"],
    ["https://example.com/ü", "https://example.com/%C3%BC"],
    ["mailto:info@example.com", "mailto:info@example.com"],
    ["tel:+90 212 555 00 00", null],
    ["tel:+902125550000", "tel:+902125550000"],
  ])("%j → %j", (input, expected) => {
    expect(safeUrl(input, URL_RULES.link)).toBe(expected);
  });

  it("lets each use allow only its own kinds", () => {
    expect(safeUrl("https://example.com/", URL_RULES.redirect)).toBeNull();
    expect(safeUrl("#x", URL_RULES.redirect)).toBeNull();
    expect(safeUrl("/ok", URL_RULES.redirect)).toBe("/ok");
    expect(safeUrl("tel:+901", URL_RULES.markdown)).toBeNull();
    expect(safeUrl("mailto:a@b.co", URL_RULES.web)).toBeNull();
    expect(safeUrl("/img.png", URL_RULES.http)).toBeNull();
    expect(safeUrl("https://example.com/x.png", URL_RULES.web)).toBe("https://example.com/x.png");
  });
});

describe("every user of the check refuses the same tricky forms", () => {
  const tricky = [
    "/\\evil.com",
    "/\t/evil.com",
    "/\\t/evil.com",
    "//evil.com",
    "/\u3000/evil.com",
    "/%E3%80%80/evil.com",
    "javascript:alert(1)",
  ];

  it.each(tricky)("AI chat Markdown link %j stays text", (href) => {
    const html = renderMarkdown(`[x](${href}) ![y](${href})`);
    expect(html).not.toContain("<a");
  });

  it.each(tricky)("admin home link %j is dropped", (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each(tricky)("footer link %j is refused when saved", (url) => {
    expect(footerLinkSchema.safeParse({ title: "x", url, column_number: 1, sort_order: 1 }).success).toBe(false);
  });

  it.each(tricky)("redirect to %j goes home", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it("the same good links pass everywhere", () => {
    expect(renderMarkdown("[x](/blog)")).toContain('<a href="/blog">x</a>');
    expect(safeHref(" /blog ")).toBe("/blog");
    expect(footerLinkSchema.safeParse({ title: "x", url: "/blog", column_number: 1, sort_order: 1 }).success).toBe(true);
    expect(safeRedirect("/blog/güvenlik")).toBe("/blog/g%C3%BCvenlik");
  });
});
