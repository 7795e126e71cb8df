import { z } from "~/lib/zod";
import { requiredText } from "~/lib/forms/fields";
import { levelValues } from "./levels";

const slug = z
  .string()
  .trim()
  .max(80, "Kısa ad en fazla 80 karakter olabilir.")
  .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir.")
  .optional()
  .transform((value) => value ?? "");

const order = z.coerce
  .number({ error: "Sıra bir sayı olmalıdır." })
  .int("Sıra tam sayı olmalıdır.")
  .min(1, "Sıra en az 1 olabilir.")
  .max(999, "Sıra en fazla 999 olabilir.");

export const courseSchema = z.object({
  title: requiredText("Kurs adı", 120),
  slug,
  level: z.enum(levelValues, { error: "Geçerli bir seviye seçin." }),
  summary: requiredText("Özet", 500),
  sort_order: order,
});

export const lessonSchema = z.object({
  course_id: z.coerce.number({ error: "Kurs seçin." }).int().positive("Kurs seçin."),
  title: requiredText("Ders başlığı", 150),
  slug,
  summary: requiredText("Özet", 300),
  content: requiredText("Ders metni", 50_000),
  sort_order: order,
});

const option = (n: number) =>
  z
    .string()
    .trim()
    .max(200, `${n}. cevap en fazla 200 karakter olabilir.`)
    .optional()
    .transform((v) => v ?? "");

/** A quiz question with two to four answers; the right one is chosen by its number. */
export const questionSchema = z
  .object({
    lesson_id: z.coerce.number({ error: "Ders seçin." }).int().positive("Ders seçin."),
    prompt: requiredText("Soru", 300),
    option_1: requiredText("1. cevap", 200),
    option_2: requiredText("2. cevap", 200),
    option_3: option(3),
    option_4: option(4),
    correct: z.coerce.number({ error: "Doğru cevabı seçin." }).int().min(1, "Doğru cevabı seçin.").max(4, "Doğru cevabı seçin."),
    explanation: requiredText("Açıklama", 500),
    sort_order: order,
  })
  .refine((value) => [value.option_1, value.option_2, value.option_3, value.option_4][value.correct - 1], {
    message: "Doğru cevap olarak boş bir seçenek seçilemez.",
    path: ["correct"],
  });

export type CourseFields = z.output<typeof courseSchema>;
export type LessonFields = z.output<typeof lessonSchema>;
export type QuestionFields = z.output<typeof questionSchema>;

/** The answers of a question form, blanks dropped, in the order given. */
export function questionOptions(fields: QuestionFields): { options: string[]; correctIndex: number } {
  const all = [fields.option_1, fields.option_2, fields.option_3, fields.option_4];
  const chosen = all[fields.correct - 1];
  const options = all.filter(Boolean);
  return { options, correctIndex: options.indexOf(chosen) };
}
