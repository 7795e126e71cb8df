import { z } from "~/lib/zod";

const REQUIRED = "Soru ve cevap alanları gereklidir";

/** The admin form's fields: both required after trimming. */
export const faqFormSchema = z.object({
  question: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, "Soru en fazla 500 karakter olabilir."),
  answer: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(5000, "Cevap en fazla 5000 karakter olabilir."),
});

/** The API's `enabled`: a boolean, or 0/1 as the stored flag. */
export const faqEnabledField = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: "enabled 0/1 veya true/false olmalıdır." })
  .transform((value) => value === true || value === 1);

/** The API's order number (published as `order_num`); anything unreadable is 0. */
export const faqOrderField = z.coerce.number().int().catch(0);
