import { describe, expect, it } from "vitest";
import { renderChatMarkdown, renderMarkdown } from "~/lib/ai/markdown";

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

describe("links in Markdown", () => {
  const both = (markdown: string) => [renderMarkdown(markdown), renderChatMarkdown(markdown)];

  it("keeps a site link with its title in both, opening in the same tab", () => {
    expect(both('[Sözlük](/crypto-dictionary/defi "DeFi & <x>")')).toEqual(
      Array(2).fill('<p><a href="/crypto-dictionary/defi" title="DeFi &amp; &lt;x&gt;">Sözlük</a></p>\n'),
    );
    expect(both("![logo](/logo.png)")).toEqual(Array(2).fill('<p><a href="/logo.png">logo</a></p>\n'));
  });

  it("shows an outside link in a chat answer as text with its address, a bare address as text", () => {
    expect(both("[Dış](https://evil.example/x?a=1&b=2)")).toEqual([
      '<p><a href="https://evil.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">Dış</a></p>\n',
      "<p>Dış (https://evil.example/x?a=1&amp;b=2)</p>\n",
    ]);
    expect(both("https://evil.example/x")).toEqual([
      '<p><a href="https://evil.example/x" target="_blank" rel="noopener noreferrer nofollow">https://evil.example/x</a></p>\n',
      "<p>https://evil.example/x</p>\n",
    ]);
    expect(both("[m](mailto:a@b.example)")).toEqual(['<p><a href="mailto:a@b.example">m</a></p>\n', "<p>m (mailto:a@b.example)</p>\n"]);
  });

  it("turns an image into a link labelled by its text or address, never an image", () => {
    expect(both("![](https://e.example/a.png)")).toEqual([
      '<p><a href="https://e.example/a.png" target="_blank" rel="noopener noreferrer nofollow">https://e.example/a.png</a></p>\n',
      "<p>https://e.example/a.png</p>\n",
    ]);
    expect(both("![x<y](javascript:alert(1))")).toEqual(Array(2).fill("<p>x&lt;y</p>\n"));
  });

  it("keeps only the text of a link to another site written as a path, or to a script", () => {
    expect(both("[k](//evil.example)")).toEqual(Array(2).fill("<p>k</p>\n"));
    expect(both("[k](/\\evil.example)")).toEqual(Array(2).fill("<p>k</p>\n"));
    expect(both("[j](javascript:alert(1))")).toEqual(Array(2).fill("<p>j</p>\n"));
  });

  it("opens http and https links in a new tab, judged by the address's scheme, not a scheme inside it", () => {
    expect(renderMarkdown("[eski](http://old.example/)")).toBe(
      '<p><a href="http://old.example/" target="_blank" rel="noopener noreferrer nofollow">eski</a></p>\n',
    );
    expect(both("[git](/go?to=http://x.example)")).toEqual(Array(2).fill('<p><a href="/go?to=http://x.example">git</a></p>\n'));
    expect(renderMarkdown("![eski](http://old.example/a.png)")).toBe(
      '<p><a href="http://old.example/a.png" target="_blank" rel="noopener noreferrer nofollow">eski</a></p>\n',
    );
    expect(both("![git](/img?from=https://x.example)")).toEqual(Array(2).fill('<p><a href="/img?from=https://x.example">git</a></p>\n'));
  });

  it("breaks a line on a single newline and escapes quotes in raw HTML", () => {
    expect(renderChatMarkdown("bir\niki")).toBe("<p>bir<br>iki</p>\n");
    expect(renderMarkdown(`<span title="a'b">`)).toBe("&lt;span title=&quot;a&#39;b&quot;&gt;");
  });
});
