import { describe, expect, it } from "vitest";
import {
  checkSectionContent,
  isSectionType,
  parseSectionContent,
  sectionBodySchema,
  sectionListKey,
  sectionTypeLabels,
  sectionTypes,
  starterSections,
} from "~/lib/home/sections";
import { defaultHomeSections } from "~/lib/site/defaults";

// The home page sections' rules, pure (the admin screen's and the API's tests reach them with a
// database; crawler-outputs.test.ts checks the JSON errors through the admin page's data).
describe("a section's JSON content", () => {
  it("reports text that is not JSON, or not an object", () => {
    expect(parseSectionContent("features", "{ items: [ }")).toEqual({ ok: false, error: "İçerik geçerli bir JSON değil." });
    for (const text of ["[1, 2]", "null", "3", '"metin"', "false"])
      expect(parseSectionContent("hero", text), text).toEqual({ ok: false, error: "İçerik bir JSON nesnesi olmalıdır ({ ... })." });
    expect(parseSectionContent("hero", "{}")).toEqual({ ok: true, value: {} });
  });

  it("requires each list type's list to be a list of objects", () => {
    const cases: [string, string][] = [
      ["features", "items"],
      ["services", "items"],
      ["stats", "stats"],
      ["benefits", "benefits"],
      ["testimonials", "items"],
    ];
    for (const [type, key] of cases) {
      expect(parseSectionContent(type, `{"${key}": "yok"}`), type).toEqual({ ok: false, error: `"${key}" alanı bir liste olmalıdır.` });
      expect(parseSectionContent(type, `{"${key}": {}}`), type).toEqual({ ok: false, error: `"${key}" alanı bir liste olmalıdır.` });
      for (const item of ["1", "null", "[]", '"a"'])
        expect(parseSectionContent(type, `{"${key}": [{}, ${item}]}`), `${type} ${item}`).toEqual({
          ok: false,
          error: `"${key}" listesindeki her öğe bir nesne olmalıdır.`,
        });
      expect(parseSectionContent(type, `{"${key}": [{"a": 1}], "title": "T"}`)).toEqual({
        ok: true,
        value: { [key]: [{ a: 1 }], title: "T" },
      });
      // The list may be left out; another type's list name is not checked.
      expect(parseSectionContent(type, `{"title": "T"}`).ok).toBe(true);
      expect(parseSectionContent(type, `{"other": "x"}`).ok).toBe(true);
    }
    expect(parseSectionContent("stats", '{"items": "yok"}').ok).toBe(true);
    expect(parseSectionContent("features", '{"stats": "yok"}').ok).toBe(true);
  });

  it("checks no list for the hero, market and call to action, nor for an unknown type", () => {
    for (const type of ["hero", "market", "cta", "unknown", "constructor", "toString"])
      expect(parseSectionContent(type, '{"items": "yok", "stats": 1, "benefits": 2, "null": 3}').ok, type).toBe(true);
  });

  it("checks a content object the same way as its text", () => {
    expect(checkSectionContent("stats", { stats: [3] })).toEqual({ ok: false, error: '"stats" listesindeki her öğe bir nesne olmalıdır.' });
    expect(checkSectionContent("stats", { stats: [{ value: 3 }] })).toEqual({ ok: true, value: { stats: [{ value: 3 }] } });
  });
});

describe("section types", () => {
  it("knows the eight types, each with its Turkish label", () => {
    expect(sectionTypeLabels).toEqual({
      hero: "Ana Banner (Hero)",
      market: "Piyasa",
      features: "Özellikler",
      services: "Hizmetler",
      stats: "İstatistikler",
      benefits: "Avantajlar",
      testimonials: "Kullanıcı Yorumları",
      cta: "Harekete Geçirme (CTA)",
    });
    expect(sectionTypes.every(isSectionType)).toBe(true);
    expect(isSectionType("Hero")).toBe(false);
    expect(isSectionType("")).toBe(false);
    expect(Object.keys(sectionListKey).sort()).toEqual(["benefits", "features", "services", "stats", "testimonials"]);
  });
});

describe("the starter layout", () => {
  const starter = starterSections();

  it("is one section of each type but benefits, in page order, starting from the site's defaults", () => {
    expect(starter.map((section) => [section.type, section.title, section.subtitle])).toEqual([
      ["hero", defaultHomeSections[0].title, defaultHomeSections[0].subtitle],
      ["market", defaultHomeSections[1].title, defaultHomeSections[1].subtitle],
      ["features", defaultHomeSections[2].title, defaultHomeSections[2].subtitle],
      ["services", "Hizmetlerimiz", "İhtiyacınıza uygun çözümler"],
      ["stats", defaultHomeSections[3].title, defaultHomeSections[3].subtitle],
      ["testimonials", "Kullanıcılarımız Ne Diyor?", null],
      ["cta", "Hemen Başlayın", null],
    ]);
    expect(starter[0]!.content).toEqual(defaultHomeSections[0].content);
    expect(starter[1]!.content).toEqual(defaultHomeSections[1].content);
    expect(starter[2]!.content).toEqual(defaultHomeSections[2].content);
    expect(starter[4]!.content).toEqual(defaultHomeSections[3].content);
  });

  it("passes the content checks an admin's edit must pass", () => {
    for (const section of starter)
      expect(checkSectionContent(section.type, section.content), section.type).toEqual({ ok: true, value: section.content });
  });

  it("offers the services, testimonials and call to action a visitor reads", () => {
    expect(starter[3]!.content).toEqual({
      items: [
        {
          id: 1,
          title: "AI Sohbet",
          description: "Sorularınızı Türkçe yanıtlayan asistan.",
          image: "",
          link: "/ai-chat",
          price: "Ücretsiz",
        },
        { id: 2, title: "Premium Analiz", description: "Detaylı teknik analiz raporları.", image: "", link: "/services", price: "₺99/ay" },
        { id: 3, title: "Danışmanlık", description: "Uzmanlarla birebir görüşme.", image: "", link: "/consulting", price: "₺299/saat" },
      ],
    });
    expect(starter[5]!.content).toEqual({
      items: [
        { name: "Zeynep K.", comment: "Analizler sayesinde piyasayı çok daha iyi anlıyorum.", rating: 5, avatar: "" },
        { name: "Can T.", comment: "AI asistanı sorularımı saniyeler içinde yanıtlıyor.", rating: 5, avatar: "" },
      ],
    });
    expect(starter[6]!.content).toEqual({
      title: "Kripto yolculuğunuza bugün başlayın",
      description: "Ücretsiz hesap oluşturun, tüm araçlara erişin.",
      buttonText: "Ücretsiz Kayıt Ol",
      buttonLink: "/register",
    });
  });
});

describe("a section as the API receives it", () => {
  const errors = (body: unknown) => sectionBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

  it("takes a type, a title and an order from 1, trimmed", () => {
    expect(sectionBodySchema.parse({ type: "cta", title: "  Başla ", subtitle: " alt ", order: 1, enabled: true, id: 3 })).toEqual({
      type: "cta",
      title: "Başla",
      subtitle: "alt",
      order: 1,
      enabled: true,
      id: 3,
    });
    expect(errors({ type: "banner", title: "A" })).toEqual(["Geçersiz bölüm türü."]);
    expect(errors({ type: "hero", title: "   " })).toEqual(["Başlık gereklidir."]);
    expect(errors({ type: "hero" })).toEqual(["Başlık gereklidir."]);
    expect(errors({ type: "hero", title: "A", order: 0 })).toEqual(["Sıra en az 1 olmalıdır."]);
    expect(errors({ type: "hero", title: "A", id: 0 })).toHaveLength(1);
  });
});
