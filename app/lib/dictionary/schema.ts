import { z } from "~/lib/zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} gereklidir.` })
    .trim()
    .min(1, `${label} gereklidir.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .optional()
    .transform((value) => value ?? "");

/** The admin form for a dictionary term, checked the same way in the browser and on the server. */
export const dictionaryTermSchema = z.object({
  term: text("Terim", 80),
  slug: z
    .string()
    .trim()
    .max(80, "Kısa ad en fazla 80 karakter olabilir.")
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir.")
    .optional()
    .transform((value) => value ?? ""),
  english: optionalText("İngilizce karşılığı", 120),
  short_definition: text("Kısa tanım", 300),
  explanation: text("Açıklama", 3000),
  example: optionalText("Örnek", 600),
  related: optionalText("İlgili terimler", 500),
});

export type DictionaryTermFields = z.output<typeof dictionaryTermSchema>;

/** Related terms are stored as comma-separated slugs: trimmed, blanks and repeats dropped. */
export function parseRelated(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}
