import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/lib/api-body.server";
import { requireAdmin } from "~/lib/auth.server";
import { categorySlugProblem, saveCategoryFields } from "~/lib/blog-admin.server";
import { categorySchema } from "~/lib/blog-schemas";
import { jsonError } from "~/lib/http.server";
import { categoriesWithCounts, listCategories } from "~/models/blog.server";

/** Every category with the number of its published posts. */
export async function loader() {
  const [categories, counts] = await Promise.all([listCategories(), categoriesWithCounts()]);
  const countOf = new Map(counts.map((category) => [category.id, category.count]));
  return Response.json(categories.map((category) => ({ ...category, post_count: countOf.get(category.id) ?? 0 })));
}

/** Creates a category, or updates it when the body names an existing id (the API has no PUT for categories). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const fields = await parseJsonBody(request, categorySchema);
  const problem = await categorySlugProblem(fields);
  if (problem) return jsonError(problem, 400);
  const saved = await saveCategoryFields(fields, admin);
  if (!saved) return jsonError("Kategori bulunamadı.", 404);
  return Response.json(saved, { status: fields.id ? 200 : 201 });
}
