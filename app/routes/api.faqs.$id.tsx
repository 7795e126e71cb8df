import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/lib/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { deleteFaq, recordFaqActivity, updateFaq } from "~/models/faq.server";
import { faqFormSchema } from "~/lib/faq-schemas";

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

/** PUT /api/faqs/:id updates a FAQ; DELETE removes it (admins). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed("PUT, DELETE");
  }
  const admin = await requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return jsonError("SSS bulunamadı.", 404);

  if (request.method === "DELETE") {
    const faq = await deleteFaq(id);
    if (!faq) return jsonError("SSS bulunamadı.", 404);
    await recordFaqActivity("faq_deleted", admin, faq);
    return Response.json({ success: true });
  }

  const parsed = changesSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  const { order_num, enabled, ...fields } = parsed.data;
  const faq = await updateFaq(id, {
    ...fields,
    sort_order: order_num,
    enabled: enabled === undefined ? undefined : enabled === true || enabled === 1,
  });
  if (!faq) return jsonError("SSS bulunamadı.", 404);
  await recordFaqActivity("faq_updated", admin, faq);
  const { sort_order, ...rest } = faq;
  return Response.json({ ...rest, order_num: sort_order });
}
