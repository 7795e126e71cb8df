import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/server/sanitize.server";

describe("blog HTML sanitising", () => {
  it("keeps ordinary post markup", () => {
    const html = '<h2>Başlık</h2><p>Metin <strong>kalın</strong> <a href="https://example.com">bağlantı</a></p><ul><li>bir</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<p>a</p><SCRIPT src="https://evil.example/x.js"></SCRIPT>', "<p>a</p>"],
    ["<p>a<script>document.cookie</script>b</p>", "<p>ab</p>"],
    ["<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
  ])("removes script-like elements: %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    '<img src="https://example.com/a.png" onerror="alert(1)">',
    '<p onclick="alert(1)">metin</p>',
    '<a href="https://example.com" onmouseover="alert(1)">x</a>',
    '<svg onload="alert(1)"><circle /></svg>',
    '<div style="background:url(javascript:alert(1))">x</div>',
  ])("drops event handlers and style attributes: %s", (input) => {
    const output = sanitizeHtml(input);
    expect(output).not.toMatch(/\son\w+=/i);
    expect(output).not.toMatch(/style=/i);
    expect(output).not.toMatch(/alert/);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  ])("removes javascript:, vbscript: and data: URLs: %s", (input) => {
    const output = sanitizeHtml(input);
    expect(output).not.toMatch(/javascript|vbscript|data:/i);
  });

  it("keeps safe links and gives new-tab links noopener", () => {
    expect(sanitizeHtml('<a href="/blog/x">iç</a>')).toBe('<a href="/blog/x">iç</a>');
    expect(sanitizeHtml('<a href="mailto:info@example.com">posta</a>')).toBe('<a href="mailto:info@example.com">posta</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">dış</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">dış</a>',
    );
  });

  it("turns an h1 into an h2, since the post title is the page's only h1", () => {
    expect(sanitizeHtml("<h1>Başlık</h1>")).toBe("<h2>Başlık</h2>");
  });
});
