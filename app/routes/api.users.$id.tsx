import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin, requireUser } from "~/lib/auth.server";
import { positiveId } from "~/lib/params";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { UserRuleError, deleteUser, getUserById, updateUser, recordUserActivity } from "~/models/users.server";
import { userChangesSchema } from "~/lib/user-schemas";

const NOT_FOUND = "Kullanıcı bulunamadı.";

/** GET /api/users/:id: admins, or the user themself. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const id = positiveId(params.id);
  if (viewer.role !== "admin" && viewer.id !== id) return jsonError("Bu işlem için yönetici yetkisi gerekiyor.", 403);
  const user = id ? await getUserById(id) : undefined;
  return user ? Response.json(user) : jsonError(NOT_FOUND, 404);
}

/** PUT /api/users/:id updates the fields sent; DELETE removes the user (admins). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed("GET, PUT, DELETE");
  }
  const admin = await requireAdmin(request);
  const id = positiveId(params.id);
  if (!id) return jsonError(NOT_FOUND, 404);
  try {
    if (request.method === "DELETE") {
      const user = await deleteUser(id);
      if (!user) return jsonError(NOT_FOUND, 404);
      await recordUserActivity("user_deleted", admin, user);
      return Response.json({ success: true });
    }
    const parsed = userChangesSchema.safeParse(await readJson(request));
    if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
    const user = await updateUser(id, parsed.data);
    if (!user) return jsonError(NOT_FOUND, 404);
    await recordUserActivity("user_updated", admin, user);
    return Response.json(user);
  } catch (error) {
    if (error instanceof UserRuleError) return jsonError(error.message, 400);
    throw error;
  }
}
