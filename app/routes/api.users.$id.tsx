import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http.server";
import { positiveId } from "~/lib/params";
import { userChangesSchema } from "~/lib/users/schemas";
import { UserRuleError, deleteUser, getUserById, updateUser } from "~/models/users.server";
import { actorOf, apiAction, type ApiContext } from "~/server/api.server";

const NOT_FOUND = "Kullanıcı bulunamadı.";

/** GET /api/users/:id: admins, or the user themself. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const id = positiveId(params.id);
  if (viewer.role !== "admin" && viewer.id !== id) return jsonError("Bu işlem için yönetici yetkisi gerekiyor.", 403);
  const user = id ? await getUserById(id) : undefined;
  return user ? Response.json(user) : jsonError(NOT_FOUND, 404);
}

/** A user rule broken (the last admin, a taken name) is a 400 with its message. */
function withUserRules(handler: (api: ApiContext, id: number) => Promise<Response>) {
  return async (api: ApiContext) => {
    const id = positiveId(api.params.id);
    if (!id) return jsonError(NOT_FOUND, 404);
    try {
      return await handler(api, id);
    } catch (error) {
      if (error instanceof UserRuleError) return jsonError(error.message, 400);
      throw error;
    }
  };
}

/** PUT /api/users/:id updates the fields sent; DELETE removes the user (admins). */
export const action = apiAction(
  {
    PUT: withUserRules(async ({ body, user }, id) => {
      const updated = await updateUser(id, await body(userChangesSchema), actorOf(user));
      return updated ? Response.json(updated) : jsonError(NOT_FOUND, 404);
    }),
    DELETE: withUserRules(async ({ user }, id) =>
      (await deleteUser(id, actorOf(user))) ? Response.json({ success: true }) : jsonError(NOT_FOUND, 404),
    ),
  },
  { reads: true },
);
