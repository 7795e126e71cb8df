import { describe, expect, it } from "vitest";
import { seedTerms } from "../../../db/seed-data/dictionary";
import { slugify } from "~/lib/blog/content";
import { compareTurkish, groupByInitial, initialOf, searchKey } from "~/lib/dictionary/alphabet";

describe("Turkish dictionary order", () => {
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
