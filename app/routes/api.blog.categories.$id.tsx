import { jsonError } from "~/server/http.server";
import { deleteCategory } from "~/models/blog.server";
import { actorOf, apiAction } from "~/server/api.server";

/** Deletes a category; its posts stay, without a category. */
export const action = apiAction({
  DELETE: async ({ user, id }) =>
    (await deleteCategory(id(), actorOf(user))) ? Response.json({ success: true }) : jsonError("Kategori bulunamadı.", 404),
});
