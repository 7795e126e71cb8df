import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "~/lib/auth.server";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { changeUserPassword, getUserById, recordUserActivity } from "~/models/users.server";
import { adminPasswordField } from "~/lib/user-schemas";

const bodySchema = z.object({ password: adminPasswordField }, { error: "Şifre gereklidir." });

/** PUT /api/users/:id/password with {password} (admins). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const admin = await requireAdmin(request);
  const id = Number(params.id);
  const user = Number.isInteger(id) && id > 0 ? await getUserById(id) : undefined;
  if (!user) return jsonError("Kullanıcı bulunamadı.", 404);
  const parsed = bodySchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  await changeUserPassword(id, parsed.data.password);
  await recordUserActivity("user_password_changed", admin, user);
  return Response.json({ success: true, message: "Şifre başarıyla değiştirildi" });
}
