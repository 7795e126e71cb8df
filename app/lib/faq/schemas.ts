import { z } from "zod";

const REQUIRED = "Soru ve cevap alanları gereklidir";

/** The admin form's fields: both required after trimming. */
export const faqFormSchema = z.object({
  question: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, "Soru en fazla 500 karakter olabilir."),
  answer: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(5000, "Cevap en fazla 5000 karakter olabilir."),
});
