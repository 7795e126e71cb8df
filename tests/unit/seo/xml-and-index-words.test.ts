import { describe, expect, it } from "vitest";
import { classificationInTurkish, parseFearGreed } from "~/lib/market/fear-greed";
import { absoluteUrl, escapeXml } from "~/lib/seo/xml";

// Pure pieces of the sitemap and feeds, and of the outside fear and greed index.
describe("XML text and addresses", () => {
  it("escapes the five XML characters and drops control characters other than tab and line breaks", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;");
    expect(escapeXml("a\u0000b\u0008c\td\ne\rf\u000Bg\u000Ch\u000Ei\u001Fj")).toBe("abc\td\ne\rfghij");
  });

  it("joins the site's base and a path with one slash", () => {
    expect(absoluteUrl("https://kripto.example//", "/blog")).toBe("https://kripto.example/blog");
    expect(absoluteUrl("https://kripto.example", "blog")).toBe("https://kripto.example/blog");
  });
});

describe("the outside fear and greed index", () => {
  it("reads the newest entry and refuses a value over 100 or a wrong shape", () => {
    const answer = {
      data: [
        { value: "72", value_classification: "Greed", timestamp: "1764288000" },
        { value: "10", value_classification: "Fear", timestamp: "1" },
      ],
    };
    expect(parseFearGreed(answer)).toEqual({ value: 72, classification: "Greed", time: "2025-11-28T00:00:00.000Z" });
    expect(parseFearGreed({ data: [{ ...answer.data[0], value: "100" }] }).value).toBe(100);
    for (const wrong of [
      { data: [] },
      { data: [{ ...answer.data[0], value: "101" }] },
      { data: [{ ...answer.data[0], value: "7.5" }] },
      {},
    ])
      expect(() => parseFearGreed(wrong)).toThrow();
  });

  it("says the usual five words in Turkish, in any case, and anything else as it came", () => {
    expect(["Extreme Fear", " fear ", "Neutral", "GREED", "extreme greed", "Panic"].map(classificationInTurkish)).toEqual([
      "Aşırı Korku",
      "Korku",
      "Nötr",
      "Açgözlülük",
      "Aşırı Açgözlülük",
      "Panic",
    ]);
  });
});
