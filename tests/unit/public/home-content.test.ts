import { describe, expect, it } from "vitest";
import { featuredTools } from "~/lib/tools/catalogue";
import {
  NO_PRICE,
  ctaContent,
  featureItems,
  formatStatValue,
  heroContent,
  parseStatValue,
  serviceItems,
  statItems,
  testimonialItems,
} from "~/lib/home/content";
import { safeHref } from "~/lib/site/links";
import { aboutValueIcon } from "~/lib/about/icons";

const section = { title: "Bölüm", subtitle: null };

describe("home section content", () => {
  it("gives the hero its defaults, /services for the button", () => {
    expect(heroContent({ title: "Merhaba" }, section)).toMatchObject({ title: "Merhaba", buttonLink: "/services" });
  });

  it("defaults features to the first 12 tools and accepts name/href", () => {
    expect(featureItems({}).map((item) => item.link)).toEqual(featuredTools.map((tool) => tool.path));
    expect(featureItems({ items: [{ name: "Araç", href: "/x", description: "d" }] })).toMatchObject([{ title: "Araç", link: "/x" }]);
  });

  it("reads typed stats as name or label, after the live counts; no invented default figures", () => {
    expect(statItems({}, null)).toEqual([]);
    expect(statItems({ live: [], items: [{ label: "Coin", value: "42" }] }, null)).toEqual([{ label: "Coin", value: "42" }]);
    const counts = { coins: 100, terms: 0, lessons: 12, signals: 3, resolvedSignals: 3, hitSignals: 2, subscribers: 9 };
    expect(statItems({ live: ["coins", "lessons"], stats: [{ name: "Yıl", value: "2026" }] }, counts)).toEqual([
      { label: "Takip Edilen Coin", value: "100" },
      { label: "Ders", value: "12" },
      { label: "Yıl", value: "2026" },
    ]);
  });

  it("shows 'Fiyat belirtilmemiş' for a service without a price and reads desc", () => {
    expect(serviceItems({ items: [{ title: "Danışmanlık", desc: "Birebir" }] })).toMatchObject([
      { title: "Danışmanlık", description: "Birebir", price: NO_PRICE },
    ]);
  });

  it("keeps only safe links and colours from stored content", () => {
    expect(heroContent({ buttonLink: "javascript:alert(1)" }, section).buttonLink).toBe("/services");
    expect(ctaContent({ backgroundColor: "red;background:url(x)" }, section).backgroundColor).toBeUndefined();
    expect(ctaContent({ backgroundColor: "#4f46e5" }, section).backgroundColor).toBe("#4f46e5");
    expect(safeHref("//evil.example")).toBeUndefined();
    expect(safeHref("https://example.com")).toBe("https://example.com/");
    expect(safeHref("/about")).toBe("/about");
  });

  it("clamps testimonial ratings and drops items without a name or comment", () => {
    expect(testimonialItems({ items: [{ name: "Ali", comment: "Harika", rating: 9 }, { name: "Boş" }] })).toMatchObject([
      { name: "Ali", rating: 5 },
    ]);
  });

  it("counts stat values written the Turkish way", () => {
    const parsed = parseStatValue("10.000+")!;
    expect(parsed).toMatchObject({ prefix: "", number: 10000, suffix: "+" });
    expect(formatStatValue(parsed, 5000)).toBe("5.000+");
    expect(formatStatValue(parseStatValue("%95")!, 95)).toBe("%95");
    expect(formatStatValue(parseStatValue("4,8/5")!, 2.4)).toBe("2,4/5");
    // Mid-count figures keep the notation: dots every three digits only where the admin wrote
    // them, a rounded whole, the admin's number of decimals.
    expect(formatStatValue(parseStatValue("1.250.000 kullanıcı")!, 1234567.4)).toBe("1.234.567 kullanıcı");
    expect(formatStatValue(parseStatValue("2026")!, 1013.6)).toBe("1014");
    expect(formatStatValue(parseStatValue("%99,95")!, 33.3333)).toBe("%33,33");
    expect(formatStatValue(parseStatValue("10.000+")!, 0)).toBe("0+");
    expect(parseStatValue("Çok")).toBeNull();
  });

  it("falls back to the shield for an unknown about-value icon", () => {
    expect(aboutValueIcon("HeartIcon")).toBe("HeartIcon");
    expect(aboutValueIcon("BilinmeyenIcon")).toBe("ShieldCheckIcon");
    expect(aboutValueIcon(null)).toBe("ShieldCheckIcon");
  });
});
