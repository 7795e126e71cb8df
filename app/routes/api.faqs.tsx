import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { faqFormSchema } from "~/lib/faq/schemas";
import { createFaq, listFaqs } from "~/models/faq.server";
import { actorOf, apiAction } from "~/server/api.server";

const faqSchema = faqFormSchema.extend({
  order_num: z.coerce.number().int().catch(0).optional(),
  enabled: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

/** GET /api/faqs: enabled FAQs; `?admin=true` lists disabled ones too, for admins only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const includeDisabled = new URL(request.url).searchParams.get("admin") === "true";
  if (includeDisabled) await requireAdmin(request);
  const faqs = await listFaqs({ includeDisabled });
  return Response.json(faqs.map(toApi));
}

/** POST /api/faqs: adds a FAQ (admins). */
export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const { question, answer, order_num, enabled } = await body(faqSchema, { fieldInMessage: false }); // the message names both fields itself
      const faq = await createFaq(
        { question, answer, sort_order: order_num ?? 0, enabled: enabled !== false && enabled !== 0 },
        actorOf(user),
      );
      return Response.json(toApi(faq), { status: 201 });
    },
  },
  { reads: true },
);

/** The API names the order `order_num` (the table's `sort_order`). */
function toApi({ sort_order, ...faq }: Awaited<ReturnType<typeof listFaqs>>[number]) {
  return { ...faq, order_num: sort_order };
}
