import { describe, expect, it } from "vitest";
import { formatTags, isValidSlug, parseTags, slugify } from "~/lib/blog/content";
import { foldForSearch, matchesSearch } from "~/lib/blog/search";

describe("slug rules", () => {
  it("lowercases, turns spaces into hyphens and collapses repeated hyphens", () => {
    expect(slugify("Bitcoin  Nedir -- Rehber")).toBe("bitcoin-nedir-rehber");
  });

  it("spells Turkish letters in ASCII instead of dropping them", () => {
    expect(slugify("Güvenli Cüzdan Şifreleme İçin Öneriler")).toBe("guvenli-cuzdan-sifreleme-icin-oneriler");
    expect(slugify("IŞIK ılık ÇĞÖ")).toBe("isik-ilik-cgo");
  });

  it("strips everything except a-z, 0-9, spaces and hyphens, and trims hyphens", () => {
    expect(slugify("  ¿Web3 & DeFi: 2025'te ne olacak?! ")).toBe("web3-defi-2025te-ne-olacak");
    expect(slugify("---")).toBe("");
    expect(slugify("<script>alert(1)</script>")).toBe("scriptalert1script");
  });

  it("accepts only slugs in the form slugify produces", () => {
    expect(isValidSlug("bitcoin-nedir")).toBe(true);
    expect(isValidSlug("Bitcoin-nedir")).toBe(false);
    expect(isValidSlug("bitcoin--nedir")).toBe(false);
    expect(isValidSlug("-bitcoin")).toBe(false);
    expect(isValidSlug("bitcoin nedir")).toBe(false);
    expect(isValidSlug("")).toBe(false);
  });
});

describe("tag parsing", () => {
  it("splits on commas, trims and drops empty items", () => {
    expect(parseTags(" bitcoin, , başlangıç ,blokzincir,, ")).toEqual(["bitcoin", "başlangıç", "blokzincir"]);
  });

  it("keeps the first spelling of a tag that repeats in another case, Turkish-aware", () => {
    expect(parseTags("DeFi, defi, İstanbul, istanbul")).toEqual(["DeFi", "İstanbul"]);
  });

  it("reads nothing from empty input", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("formats a list back to the stored comma-separated text", () => {
    expect(formatTags(["bitcoin", " ", "cüzdan ", "bitcoin"])).toBe("bitcoin, cüzdan");
  });
});

describe("blog search rule", () => {
  const post = {
    title: "Işık Hızında İşlemler",
    excerpt: "Ethereum ağında gas ücretleri",
    tags: ["akıllı sözleşme", "Staking"],
  };

  it("matches title, excerpt and tags regardless of case", () => {
    expect(matchesSearch(post, "ETHEREUM")).toBe(true);
    expect(matchesSearch(post, "staking")).toBe(true);
    expect(matchesSearch(post, "AKILLI SÖZLEŞME")).toBe(true);
  });

  it("folds the Turkish dotted and dotless i in both directions", () => {
    expect(matchesSearch(post, "ışık")).toBe(true);
    expect(matchesSearch(post, "IŞIK")).toBe(true);
    expect(matchesSearch(post, "işlemler")).toBe(true);
    expect(matchesSearch(post, "İŞLEMLER")).toBe(true);
  });

  it("does not match text that is nowhere in the post, and an empty search matches everything", () => {
    expect(matchesSearch(post, "bitcoin")).toBe(false);
    expect(matchesSearch(post, "   ")).toBe(true);
  });

  it("folds to one comparable form", () => {
    expect(foldForSearch("  Çılgın   İSTANBUL ")).toBe(foldForSearch("çilgin istanbul"));
  });
});
