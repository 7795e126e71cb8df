import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { markNotificationRead } from "~/models/notifications.server";

/** `PATCH /api/notifications/{id}/read` (admin). */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  const id = z.coerce.number().int().positive().safeParse(params.id);
  if (!id.success) return jsonError("Geçersiz bildirim numarası.", 400);
  if (!(await markNotificationRead(id.data))) return jsonError("Bildirim bulunamadı.", 404);
  return Response.json({ success: true });
}
