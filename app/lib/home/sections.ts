/**
 * Rules for home page sections shared by the admin screen, the JSON API and
 * the tests: the types, their labels, the starter layout and content checks.
 */
import { z } from "~/lib/zod";
import type { HomeSectionRow } from "../db-schema";
import { defaultHomeSections } from "../site/defaults";

/** A stored home section as pages and the admin screen read it. */
export interface HomeSection extends Omit<HomeSectionRow, "content"> {
  /** The section's JSON content, parsed; an unreadable value becomes {}. */
  content: Record<string, unknown>;
}

export const sectionTypes = ["hero", "market", "features", "services", "stats", "benefits", "testimonials", "cta"] as const;
export type SectionType = (typeof sectionTypes)[number];

export const sectionTypeLabels: Record<SectionType, string> = {
  hero: "Ana Banner (Hero)",
  market: "Piyasa",
  features: "Özellikler",
  services: "Hizmetler",
  stats: "İstatistikler",
  benefits: "Avantajlar",
  testimonials: "Kullanıcı Yorumları",
  cta: "Harekete Geçirme (CTA)",
};

export function isSectionType(value: string): value is SectionType {
  return (sectionTypes as readonly string[]).includes(value);
}

/** The list each JSON-edited type keeps its entries in. */
export const sectionListKey: Record<Exclude<SectionType, "hero" | "cta" | "market">, string> = {
  features: "items",
  services: "items",
  stats: "stats",
  benefits: "benefits",
  testimonials: "items",
};

export type ContentCheck = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Parses the JSON text of a list section. Invalid JSON is reported, never
 * silently dropped, so an edit is never lost without a word.
 */
export function parseSectionContent(type: string, text: string): ContentCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "İçerik geçerli bir JSON değil." };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, error: "İçerik bir JSON nesnesi olmalıdır ({ ... })." };
  }
  // Stryker disable next-line LogicalOperator: a section type that is no list type finds no string key (undefined, or an inherited function or object that names no field of the content).
  const key = isSectionType(type) && type in sectionListKey ? sectionListKey[type as keyof typeof sectionListKey] : null;
  if (key) {
    const list = (value as Record<string, unknown>)[key];
    if (list !== undefined) {
      if (!Array.isArray(list)) return { ok: false, error: `"${key}" alanı bir liste olmalıdır.` };
      if (list.some((item) => !item || typeof item !== "object" || Array.isArray(item))) {
        return { ok: false, error: `"${key}" listesindeki her öğe bir nesne olmalıdır.` };
      }
    }
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** The sections the admin screen creates when none exist. */
export function starterSections(): { type: SectionType; title: string; subtitle: string | null; content: Record<string, unknown> }[] {
  const [hero, market, features, stats] = defaultHomeSections;
  return [
    { type: "hero", title: hero.title, subtitle: hero.subtitle, content: hero.content },
    { type: "market", title: market.title, subtitle: market.subtitle, content: market.content },
    { type: "features", title: features.title, subtitle: features.subtitle, content: features.content },
    {
      type: "services",
      title: "Hizmetlerimiz",
      subtitle: "İhtiyacınıza uygun çözümler",
      content: {
        items: [
          {
            id: 1,
            title: "AI Sohbet",
            description: "Sorularınızı Türkçe yanıtlayan asistan.",
            image: "",
            link: "/ai-chat",
            price: "Ücretsiz",
          },
          {
            id: 2,
            title: "Premium Analiz",
            description: "Detaylı teknik analiz raporları.",
            image: "",
            link: "/services",
            price: "₺99/ay",
          },
          { id: 3, title: "Danışmanlık", description: "Uzmanlarla birebir görüşme.", image: "", link: "/consulting", price: "₺299/saat" },
        ],
      },
    },
    { type: "stats", title: stats.title, subtitle: stats.subtitle, content: stats.content },
    {
      type: "testimonials",
      title: "Kullanıcılarımız Ne Diyor?",
      subtitle: null,
      content: {
        items: [
          { name: "Zeynep K.", comment: "Analizler sayesinde piyasayı çok daha iyi anlıyorum.", rating: 5, avatar: "" },
          { name: "Can T.", comment: "AI asistanı sorularımı saniyeler içinde yanıtlıyor.", rating: 5, avatar: "" },
        ],
      },
    },
    {
      type: "cta",
      title: "Hemen Başlayın",
      subtitle: null,
      content: {
        title: "Kripto yolculuğunuza bugün başlayın",
        description: "Ücretsiz hesap oluşturun, tüm araçlara erişin.",
        buttonText: "Ücretsiz Kayıt Ol",
        buttonLink: "/register",
      },
    },
  ];
}

/** Whether a section's content object passes the same checks as its JSON text. */
export function checkSectionContent(type: string, content: Record<string, unknown>): ContentCheck {
  return parseSectionContent(type, JSON.stringify(content));
}

/** A section as the JSON API receives it. */
export const sectionBodySchema = z.object({
  id: z.number().int().positive().optional(),
  type: z.enum(sectionTypes, { error: "Geçersiz bölüm türü." }),
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir."),
  subtitle: z.string().trim().nullable().optional(),
  content: z.record(z.string(), z.unknown()).optional(),
  enabled: z.boolean().optional(),
  order: z.number().int().min(1, "Sıra en az 1 olmalıdır.").optional(),
});
