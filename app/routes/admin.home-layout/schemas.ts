import { z } from "~/lib/zod";
import { parseSectionContent, sectionTypes } from "~/lib/home/sections";

export const PAGE = "/admin/home-layout";
export const DELETE_MESSAGE = "Bu bölümü silmek istediğinizden emin misiniz?";

export const addSchema = z.object({
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir."),
  type: z.enum(sectionTypes, { error: "Bölüm türü seçin." }),
  subtitle: z.string().trim().optional(),
});

const baseEditSchema = {
  id: z.number().int().positive(),
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir."),
  subtitle: z.string().trim().optional(),
};

/** Hero and CTA sections are edited through named fields. */
export const fieldsEditSchema = z.object({
  ...baseEditSchema,
  contentTitle: z.string().trim().optional(),
  description: z.string().trim().optional(),
  buttonText: z.string().trim().optional(),
  buttonLink: z
    .string()
    .trim()
    .refine((v) => v.startsWith("/") || /^https?:\/\/\S+$/i.test(v), "Bağlantı / ile başlayan bir yol veya geçerli bir URL olmalıdır.")
    .optional(),
});

/** List sections are edited as JSON text, which must parse. */
export function jsonEditSchema(type: string) {
  return z
    .object({
      ...baseEditSchema,
      content: z.string({ error: "İçerik gereklidir." }),
    })
    .superRefine((value, ctx) => {
      const parsed = parseSectionContent(type, value.content);
      if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["content"], message: parsed.error });
    });
}

export function usesFields(type: string) {
  return type === "hero" || type === "cta";
}
