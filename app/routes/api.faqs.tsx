import { faqFields } from "~/lib/api-field-names";
import { faqEnabledField, faqFormSchema, faqOrderField } from "~/lib/faq/schemas";
import { createFaq, listFaqs } from "~/models/faq.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";
import { requireAdmin } from "~/server/auth.server";

const faqSchema = faqFields.accepting(faqFormSchema.extend({ sort_order: faqOrderField.optional(), enabled: faqEnabledField.optional() }));

/** GET /api/faqs: enabled FAQs; `?admin=true` lists disabled ones too, for admins only. */
export const loader = apiLoader(
  async ({ request }) => {
    const includeDisabled = new URL(request.url).searchParams.get("admin") === "true";
    if (includeDisabled) await requireAdmin(request);
    const faqs = await listFaqs({ includeDisabled });
    return Response.json(faqs.map(faqFields.toJson));
  },
  { access: "public" },
);

/** POST /api/faqs: adds a FAQ (admins). */
export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const fields = await body(faqSchema, { fieldInMessage: false }); // the message names both fields itself
      return Response.json(faqFields.toJson(await createFaq(fields, actorOf(user))), { status: 201 });
    },
  },
  { reads: true },
);
