import { z } from "~/lib/zod";
import { jsonError } from "~/server/http.server";
import { passwordField } from "~/lib/users/fields";
import { changeUserPassword } from "~/models/users.server";
import { actorOf, apiAction, apiNoLoader } from "~/server/api.server";

const bodySchema = z.object({ password: passwordField }, { error: "Şifre gereklidir." });

export const loader = apiNoLoader("PUT");

/** PUT /api/users/:id/password with {password} (admins). */
export const action = apiAction({
  PUT: async ({ id, body, user }) => {
    if (!(await changeUserPassword(id(), (await body(bodySchema)).password, actorOf(user)))) return jsonError("Kullanıcı bulunamadı.", 404);
    return Response.json({ success: true, message: "Şifre başarıyla değiştirildi" });
  },
});
