import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { contactStatuses, priorities } from "~/lib/contact/inbox";
import { jsonError } from "~/server/http.server";
import { deleteContactMessage, getContactMessage, updateContactMessage } from "~/models/contact.server";
import { actorOf, apiAction } from "~/server/api.server";

const changesSchema = z
  .object({
    status: z.enum(contactStatuses, { error: "Geçersiz durum." }).optional(),
    priority: z.enum(priorities, { error: "Geçersiz öncelik." }).optional(),
  })
  .refine((value) => value.status !== undefined || value.priority !== undefined, { message: "Durum veya öncelik gereklidir." });

const NOT_FOUND = "Mesaj bulunamadı.";

function messageId(params: { id?: string }) {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** GET /api/contacts/:id (admins). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = messageId(params);
  const message = id ? await getContactMessage(id) : undefined;
  return message ? Response.json(message) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/contacts/:id sets status and/or priority; DELETE removes the message (admins). */
export const action = apiAction(
  {
    PUT: async ({ params, body, user }) => {
      const id = messageId(params);
      if (!id) return jsonError(NOT_FOUND, 404);
      const message = await updateContactMessage(id, await body(changesSchema), actorOf(user));
      return message ? Response.json(message) : jsonError(NOT_FOUND, 404);
    },
    DELETE: async ({ params, user }) => {
      const id = messageId(params);
      if (!id || !(await deleteContactMessage(id, actorOf(user)))) return jsonError(NOT_FOUND, 404);
      return Response.json({ success: true });
    },
  },
  { reads: true },
);
