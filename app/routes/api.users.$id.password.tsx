import { z } from "zod";
import { jsonError } from "~/server/http.server";
import { positiveId } from "~/lib/params";
import { adminPasswordField } from "~/lib/users/schemas";
import { changeUserPassword, getUserById } from "~/models/users.server";
import { actorOf, apiAction } from "~/server/api.server";

const bodySchema = z.object({ password: adminPasswordField }, { error: "Şifre gereklidir." });

/** PUT /api/users/:id/password with {password} (admins). */
export const action = apiAction({
  PUT: async ({ params, body, user }) => {
    const id = positiveId(params.id);
    if (!id || !(await getUserById(id))) return jsonError("Kullanıcı bulunamadı.", 404);
    if (!(await changeUserPassword(id, (await body(bodySchema)).password, actorOf(user)))) return jsonError("Kullanıcı bulunamadı.", 404);
    return Response.json({ success: true, message: "Şifre başarıyla değiştirildi" });
  },
});
