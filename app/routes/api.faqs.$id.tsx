import { z } from "~/lib/zod";
import { faqFields } from "~/lib/api-field-names";
import { faqEnabledField, faqFormSchema, faqOrderField } from "~/lib/faq/schemas";
import { jsonError } from "~/server/http.server";
import { deleteFaq, updateFaq } from "~/models/faq.server";
import { actorOf, apiAction, apiNoLoader } from "~/server/api.server";

// Either the whole entry (question, answer, order_num) or only `enabled`, as the admin screen sends.
const changesSchema = faqFields.accepting(
  z
    .object({
      question: faqFormSchema.shape.question.optional(),
      answer: faqFormSchema.shape.answer.optional(),
      sort_order: faqOrderField.optional(),
      enabled: faqEnabledField.optional(),
    })
    .refine((value) => Object.values(value).some((field) => field !== undefined), { message: "Güncellenecek alan yok." })
    .refine((value) => (value.question === undefined) === (value.answer === undefined), {
      message: "Soru ve cevap alanları gereklidir",
    }),
);

const missing = () => jsonError("SSS bulunamadı.", 404);

// FAQs are read through the list; this path updates and deletes.
export const loader = apiNoLoader("PUT, DELETE");

/** PUT /api/faqs/:id updates a FAQ; DELETE removes it (admins). */
export const action = apiAction({
  PUT: async ({ id, body, user }) => {
    const faq = await updateFaq(id(), await body(changesSchema), actorOf(user));
    return faq ? Response.json(faqFields.toJson(faq)) : missing();
  },
  DELETE: async ({ id, user }) => ((await deleteFaq(id(), actorOf(user))) ? Response.json({ success: true }) : missing()),
});
