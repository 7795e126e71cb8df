import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, routeId } from "~/server/api.server";
import { requireAdmin } from "~/lib/auth.server";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { deleteCategory, getCategory } from "~/models/blog.server";

/** Deletes a category; its posts stay, without a category. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const admin = await requireAdmin(request);
  const id = routeId(params.id);
  const category = await getCategory(id);
  if (!category || !(await deleteCategory(id))) return jsonError("Kategori bulunamadı.", 404);
  await recordActivity({ action: "blog.category_delete", title: "Kategori silindi", description: category.name, icon: "FileText", actor: admin });
  return Response.json({ success: true });
}
