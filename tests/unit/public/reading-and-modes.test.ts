import { describe, expect, it } from "vitest";
import { countWords, readTimeFromContent } from "~/lib/blog/content";
import { NO_TCMB_RATE_MESSAGE, readRateSource, readTaxMode } from "~/lib/calculators/tax";
import { readingNotes } from "~/lib/numbers";

// Small rules shown on pages, pure: a post's reading time, the tax page's URL switches and the
// notes under a form's ambiguous numbers.
describe("a post's words and reading time", () => {
  it("counts words with tags and entities as spaces", () => {
    expect(countWords("<p>Bir&nbsp;iki</p><p>üç <b>dört</b></p>")).toBe(4);
    expect(countWords("<p>a</p>b&#39;c &AMP; d")).toBe(4);
    expect(countWords("   ")).toBe(0);
    expect(countWords("")).toBe(0);
  });

  it("takes 200 words a minute, rounded up, and at least a minute", () => {
    expect(readTimeFromContent("")).toBe(1);
    expect(readTimeFromContent("kelime ".repeat(200))).toBe(1);
    expect(readTimeFromContent("kelime ".repeat(201))).toBe(2);
    expect(readTimeFromContent("kelime ".repeat(600))).toBe(3);
  });
});

describe("the tax page's switches", () => {
  it("reads draft and exchange only as written, anything else as the default", () => {
    expect(readTaxMode("draft")).toBe("draft");
    for (const value of [null, "", "Draft", "current"]) expect(readTaxMode(value)).toBe("current");
    expect(readRateSource("exchange")).toBe("exchange");
    for (const value of [null, "", "Exchange", "tcmb"]) expect(readRateSource(value)).toBe("tcmb");
    expect(NO_TCMB_RATE_MESSAGE).toBe(
      "TCMB gösterge kuru şu anda alınamadığı için dolar fiyatlı işlemler TL'ye çevrilemiyor. Daha sonra tekrar deneyin ya da kur kaynağı olarak borsanın USDT/TRY kurunu seçin.",
    );
  });
});

describe("notes under a form's ambiguous numbers", () => {
  it("notes each ambiguous text field by its label, and nothing for a clear or missing one", () => {
    const form = new Map<string, unknown>([
      ["price", "85.000"],
      ["amount", "1,234"],
      ["fee", "2,5"],
      ["file", 5],
    ]);
    expect(readingNotes(form, { price: "Birim fiyat", amount: "Miktar", fee: "Ücret", file: "Dosya", missing: "Yok" })).toEqual([
      'Birim fiyat "85.000" binlik ayırıcıyla 85000 olarak okundu; ondalık kastettiyseniz virgül yazın (85,000).',
      'Miktar "1,234" ondalıklı olarak 1,234 okundu; binlik ayırıcı için nokta yazın (1.234).',
    ]);
  });
});
