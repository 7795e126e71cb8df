import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/lib/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { deleteContactMessage, getContactMessage, recordContactMessageDeleted, updateContactMessage } from "~/models/contact.server";
import { contactStatuses, priorities } from "~/lib/contact-schemas";

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
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed("GET, PUT, DELETE");
  }
  const admin = await requireAdmin(request);
  const id = messageId(params);
  if (!id) return jsonError(NOT_FOUND, 404);

  if (request.method === "DELETE") {
    const message = await deleteContactMessage(id);
    if (!message) return jsonError(NOT_FOUND, 404);
    await recordContactMessageDeleted(admin, message);
    return Response.json({ success: true });
  }

  const parsed = changesSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  const message = await updateContactMessage(id, parsed.data);
  if (!message) return jsonError(NOT_FOUND, 404);
  await recordActivity({
    actor: admin,
    action: "contact_message_updated",
    title: "İletişim mesajı güncellendi",
    description: `${message.name}: ${message.status}, ${message.priority}`,
    icon: "Mail",
  });
  return Response.json(message);
}
