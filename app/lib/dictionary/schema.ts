import { z } from "~/lib/zod";
import { requiredText } from "~/lib/forms/fields";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .optional()
    .transform((value) => value ?? "");

/** The admin form for a dictionary term, checked the same way in the browser and on the server. */
export const dictionaryTermSchema = z.object({
  term: requiredText("Terim", 80),
  slug: z
    .string()
    .trim()
    .max(80, "Kısa ad en fazla 80 karakter olabilir.")
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir.")
    .optional()
    .transform((value) => value ?? ""),
  english: optionalText("İngilizce karşılığı", 120),
  short_definition: requiredText("Kısa tanım", 300),
  explanation: requiredText("Açıklama", 3000),
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
