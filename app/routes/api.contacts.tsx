import { z } from "~/lib/zod";
import { consumeContactAllowance } from "~/server/form-limits.server";
import { contactSchema } from "~/lib/contact/message-schema";
import { clientKey, jsonError } from "~/server/http.server";
import { apiAction, apiLoader } from "~/server/api.server";
import { listContactMessages, receiveContactMessage } from "~/models/contact.server";

const filtersSchema = z.object({
  status: z.enum(["new", "read", "replied", "closed"], { error: "Geçersiz durum filtresi." }).optional(),
  priority: z.enum(["low", "normal", "high", "urgent"], { error: "Geçersiz öncelik filtresi." }).optional(),
  kind: z.enum(["contact", "consulting"], { error: "Geçersiz tür filtresi." }).optional(),
});

/** GET /api/contacts?status=&priority=&kind=: the inbox, for admins (`kind=consulting`: the consulting requests). */
export const loader = apiLoader(async ({ query }) => {
  const { status, priority, kind } = query(filtersSchema);
  return Response.json({ contacts: await listContactMessages({ status, priority, kind }) });
});

/** POST /api/contacts: the contact form for JSON clients, with the page's rules and limits. */
export const action = apiAction(
  {
    POST: async ({ request, context, body }) => {
      const { name, email, phone, subject, message, website } = await body(contactSchema, { fieldInMessage: false });
      // A filled honeypot gets the answer a person would, without an id that exists.
      if (website) return Response.json({ success: true, id: 0 }, { status: 201 });

      const allowance = await consumeContactAllowance(clientKey(request, context));
      if (!allowance.allowed) return jsonError(allowance.message, 429);
      const created = await receiveContactMessage({ name, email, phone, subject, message });
      return Response.json({ success: true, id: created.id }, { status: 201 });
    },
  },
  { access: "public", reads: true },
);
