import { jsonError } from "~/server/http.server";
import { userChangesSchema } from "~/lib/users/schemas";
import { UserRuleError, deleteUser, getUserById, updateUser } from "~/models/users.server";
import { actorOf, apiAction, apiLoader, type ApiContext } from "~/server/api.server";

const missing = () => jsonError("Kullanıcı bulunamadı.", 404);

/** GET /api/users/:id: admins, or the user themself. */
export const loader = apiLoader(
  async ({ user: viewer, id }) => {
    const userId = id();
    if (viewer.role !== "admin" && viewer.id !== userId) return jsonError("Bu işlem için yönetici yetkisi gerekiyor.", 403);
    const user = await getUserById(userId);
    return user ? Response.json(user) : missing();
  },
  { access: "user" },
);

/** A user rule broken (the last admin, a taken name) is a 400 with its message. */
function withUserRules(handler: (api: ApiContext) => Promise<Response>) {
  return async (api: ApiContext) => {
    try {
      return await handler(api);
    } catch (error) {
      if (error instanceof UserRuleError) return jsonError(error.message, 400);
      throw error;
    }
  };
}

/** PUT /api/users/:id updates the fields sent; DELETE removes the user (admins). */
export const action = apiAction(
  {
    PUT: withUserRules(async ({ id, body, user }) => {
      const updated = await updateUser(id(), await body(userChangesSchema), actorOf(user));
      return updated ? Response.json(updated) : missing();
    }),
    DELETE: withUserRules(async ({ id, user }) => ((await deleteUser(id(), actorOf(user))) ? Response.json({ success: true }) : missing())),
  },
  { reads: true },
);
