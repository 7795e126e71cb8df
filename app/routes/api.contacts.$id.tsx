import { z } from "~/lib/zod";
import { contactStatuses, priorities } from "~/lib/contact/inbox";
import { jsonError } from "~/server/http.server";
import { deleteContactMessage, getContactMessage, updateContactMessage } from "~/models/contact.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

const changesSchema = z
  .object({
    status: z.enum(contactStatuses, { error: "Geçersiz durum." }).optional(),
    priority: z.enum(priorities, { error: "Geçersiz öncelik." }).optional(),
  })
  .refine((value) => value.status !== undefined || value.priority !== undefined, { message: "Durum veya öncelik gereklidir." });

const missing = () => jsonError("Mesaj bulunamadı.", 404);

/** GET /api/contacts/:id (admins). */
export const loader = apiLoader(async ({ id }) => {
  const message = await getContactMessage(id());
  return message ? Response.json(message) : missing();
});

/** PUT /api/contacts/:id sets status and/or priority; DELETE removes the message (admins). */
export const action = apiAction(
  {
    PUT: async ({ id, body, user }) => {
      const message = await updateContactMessage(id(), await body(changesSchema), actorOf(user));
      return message ? Response.json(message) : missing();
    },
    DELETE: async ({ id, user }) => ((await deleteContactMessage(id(), actorOf(user))) ? Response.json({ success: true }) : missing()),
  },
  { reads: true },
);
