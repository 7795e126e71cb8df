import { jsonError } from "~/server/http.server";
import { userChangesSchema } from "~/lib/users/schemas";
import { deleteUser, getUserById, updateUser, type UserWrite } from "~/models/users.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

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

/** A user rule broken (the last admin, a taken name) is a 400 with its message; a missing user a 404. */
function answer(result: UserWrite, done: (user: UserWrite & { ok: true }) => Response) {
  if (result.ok) return done(result);
  return "notFound" in result ? missing() : jsonError(result.message, 400);
}

/** PUT /api/users/:id updates the fields sent; DELETE removes the user (admins). */
export const action = apiAction(
  {
    PUT: async ({ id, body, user }) =>
      answer(await updateUser(id(), await body(userChangesSchema), actorOf(user)), (updated) => Response.json(updated.user)),
    DELETE: async ({ id, user }) => answer(await deleteUser(id(), actorOf(user)), () => Response.json({ success: true })),
  },
  { reads: true },
);
