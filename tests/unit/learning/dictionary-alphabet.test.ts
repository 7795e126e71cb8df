import { describe, expect, it } from "vitest";
import { seedTerms } from "../../../db/seed-data/dictionary";
import { slugify } from "~/lib/blog/content";
import { compareTurkish, groupByInitial, initialOf, searchKey } from "~/lib/dictionary/alphabet";
import { parseDictionaryQuery } from "~/lib/dictionary/query";

describe("Turkish dictionary order", () => {
  // First in the file: the collator is made once, on the first comparison, and kept.
  it("treats case and accents as the same letter, and numbers by their value", () => {
    expect(compareTurkish("ağ", "AĞ")).toBe(0);
    expect(compareTurkish("kâr", "kar")).toBe(0);
    expect(["Web10", "Web3", "Web2"].sort(compareTurkish)).toEqual(["Web2", "Web3", "Web10"]);
    expect(compareTurkish("Çatal", "Cüzdan")).toBeGreaterThan(0);
    expect(compareTurkish("Cüzdan", "Çatal")).toBeLessThan(0);
  });

  it("sorts Ç after C, Ğ after G, I before İ, Ö after O, Ş after S and Ü after U", () => {
    const words = [
      "Üçüncü",
      "Zincir",
      "İmza",
      "Şort",
      "Işık",
      "Çatal",
      "Oracle",
      "Sıcak",
      "Cüzdan",
      "Ödül",
      "Hash",
      "Uzun",
      "Soğuk",
      "Gas",
      "Iraksama",
      "Ağ",
    ];
    expect([...words].sort(compareTurkish)).toEqual([
      "Ağ",
      "Cüzdan",
      "Çatal",
      "Gas",
      "Hash",
      "Iraksama",
      "Işık",
      "İmza",
      "Oracle",
      "Ödül",
      "Sıcak",
      "Soğuk",
      "Şort",
      "Uzun",
      "Üçüncü",
      "Zincir",
    ]);
  });

  it("groups by the Turkish upper-case initial: ı to I, i to İ, anything else under #", () => {
    expect(initialOf("ıraksama")).toBe("I");
    expect(initialOf("imza")).toBe("İ");
    expect(initialOf("çatal")).toBe("Ç");
    expect(initialOf("şort")).toBe("Ş");
    expect(initialOf("âlem")).toBe("A");
    expect(initialOf("Web3")).toBe("#");
    expect(initialOf("%51 Saldırısı")).toBe("#");
    const groups = groupByInitial(["İşlem", "Iraksama", "ICO", "Çekim", "Coin", "Web3", "Özel", "Oynak"], (word) => word);
    expect(groups.map((group) => group.letter)).toEqual(["C", "Ç", "I", "İ", "O", "Ö", "#"]);
    expect(groups.find((group) => group.letter === "I")?.items).toEqual(["ICO", "Iraksama"]);
  });

  it("matches a search with Turkish case rules", () => {
    expect(searchKey("IŞIK")).toBe("ışık");
    expect(searchKey("İMZA")).toBe("imza");
    expect(searchKey("Kâr")).toBe("kar");
    expect(searchKey("ÎMAN ûmit")).toBe("iman umit");
    expect(searchKey("Çığ")).toBe("çığ");
  });

  it("groups a blank term under # and reads the initial after leading spaces", () => {
    expect(initialOf("")).toBe("#");
    expect(initialOf("   ")).toBe("#");
    expect(initialOf("  çatal")).toBe("Ç");
    expect(initialOf("Ûst")).toBe("U");
  });

  it("sorts each letter's items, puts # last and leaves out letters with no item", () => {
    const groups = groupByInitial(
      [{ name: "Zincir" }, { name: "4 yıl" }, { name: "Akıllı" }, { name: "Ağ" }, { name: "Adres" }],
      (item) => item.name,
    );
    expect(groups).toEqual([
      { letter: "A", items: [{ name: "Adres" }, { name: "Ağ" }, { name: "Akıllı" }] },
      { letter: "Z", items: [{ name: "Zincir" }] },
      { letter: "#", items: [{ name: "4 yıl" }] },
    ]);
    expect(groupByInitial([], (item: string) => item)).toEqual([]);
  });
});

describe("the dictionary's search field", () => {
  it("reads q trimmed, at most 100 characters, and nothing when it is missing", () => {
    expect(parseDictionaryQuery(new URLSearchParams("q=%20%20likidite%20"))).toBe("likidite");
    expect(parseDictionaryQuery(new URLSearchParams(`q=${"a".repeat(100)}`))).toBe("a".repeat(100));
    expect(parseDictionaryQuery(new URLSearchParams(`q=${"a".repeat(101)}`))).toBe("a".repeat(100));
    expect(parseDictionaryQuery(new URLSearchParams(""))).toBe("");
  });
});

describe("seeded dictionary", () => {
  it("has at least 150 terms with unique slugs, every field written and every related term present", () => {
    expect(seedTerms.length).toBeGreaterThanOrEqual(150);
    const slugs = seedTerms.map(([term]) => slugify(term));
    expect(new Set(slugs).size).toBe(slugs.length);
    const known = new Set(slugs);
    const missing = seedTerms.flatMap(([term, , , , , related]) =>
      related.filter((slug) => !known.has(slug)).map((slug) => `${term} → ${slug}`),
    );
    expect(missing).toEqual([]);
    for (const [term, , short, explanation, example, related] of seedTerms) {
      expect(term && short && explanation && example, term).toBeTruthy();
      expect(related.length, term).toBeGreaterThan(0);
    }
  });
});
