import { z } from "zod";
import { faqFormSchema } from "~/lib/faq/schemas";
import { jsonError } from "~/server/http.server";
import { deleteFaq, updateFaq } from "~/models/faq.server";
import { actorOf, apiAction, type ApiContext } from "~/server/api.server";

// Either the whole entry (question, answer, order_num) or only `enabled`, as the admin screen sends.
const changesSchema = z
  .object({
    question: faqFormSchema.shape.question.optional(),
    answer: faqFormSchema.shape.answer.optional(),
    order_num: z.coerce.number().int().catch(0).optional(),
    enabled: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: "enabled 0/1 veya true/false olmalıdır." }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: "Güncellenecek alan yok." })
  .refine((value) => (value.question === undefined) === (value.answer === undefined), {
    message: "Soru ve cevap alanları gereklidir",
  });

/** The FAQ of the route's `{id}`; any other id is a 404. */
function faqId(params: ApiContext["params"]) {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const missing = () => jsonError("SSS bulunamadı.", 404);

/** PUT /api/faqs/:id updates a FAQ; DELETE removes it (admins). */
export const action = apiAction({
  PUT: async ({ params, body, user }) => {
    const id = faqId(params);
    if (!id) return missing();
    const { order_num, enabled, ...fields } = await body(changesSchema);
    const faq = await updateFaq(
      id,
      { ...fields, sort_order: order_num, enabled: enabled === undefined ? undefined : enabled === true || enabled === 1 },
      actorOf(user),
    );
    if (!faq) return missing();
    const { sort_order, ...rest } = faq;
    return Response.json({ ...rest, order_num: sort_order });
  },
  DELETE: async ({ params, user }) => {
    const id = faqId(params);
    if (!id || !(await deleteFaq(id, actorOf(user)))) return missing();
    return Response.json({ success: true });
  },
});
