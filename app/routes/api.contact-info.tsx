import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { getContactInfo, saveContactInfo } from "~/models/contact.server";
import { contactInfoSchema } from "~/lib/contact-schemas";

/** GET /api/contact-info: the public contact card. */
export async function loader() {
  return Response.json(await getContactInfo());
}

/** PUT /api/contact-info: replaces the contact card (admins); answers with what was saved. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT");
  const admin = await requireAdmin(request);
  const parsed = contactInfoSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  const info = await saveContactInfo(parsed.data);
  await recordActivity({ actor: admin, action: "contact_info_updated", title: "İletişim bilgileri güncellendi", icon: "Activity" });
  return Response.json(info);
}
