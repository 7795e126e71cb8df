import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/ai/markdown";

describe("safe Markdown for AI replies", () => {
  it("renders lists, bold, code and links", () => {
    const html = renderMarkdown("**kalın** ve `kod`\n\n- bir\n- iki\n\n[site](https://example.com)");
    expect(html).toContain("<strong>kalın</strong>");
    expect(html).toContain("<code>kod</code>");
    expect(html).toMatch(/<ul>\s*<li>bir<\/li>\s*<li>iki<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">site</a>');
  });

  it("lets no raw HTML or script URL through", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <b onclick=x>b</b>\n\n[tıkla](javascript:alert(1)) ![resim](javascript:alert(2))\n\n<div>blok</div>",
    );
    expect(html).not.toMatch(/<script|<img|<b |<div|href="javascript/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("tıkla");
  });
});
