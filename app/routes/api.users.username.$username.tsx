import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { getUserByUsername } from "~/models/users.server";

/** GET /api/users/username/:username (admins). */
export const loader = apiLoader(async ({ params }) => {
  const user = await getUserByUsername(params.username ?? "");
  return user ? Response.json(user) : jsonError("Kullanıcı bulunamadı.", 404);
});
