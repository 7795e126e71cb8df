import { categorySchema } from "~/lib/blog/schemas";
import { jsonError } from "~/server/http.server";
import { categoriesWithCounts, categorySlugProblem, listCategories, saveCategoryFields } from "~/models/blog.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** Every category with the number of its published posts. */
export const loader = apiLoader(
  async () => {
    const [categories, counts] = await Promise.all([listCategories(), categoriesWithCounts()]);
    const countOf = new Map(counts.map((category) => [category.id, category.count]));
    return Response.json(categories.map((category) => ({ ...category, post_count: countOf.get(category.id) ?? 0 })));
  },
  { access: "public" },
);

/** Creates a category, or updates it when the body names an existing id (the published API has no PUT for categories). */
export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const fields = await body(categorySchema);
      const problem = await categorySlugProblem(fields);
      if (problem) return jsonError(problem, 400);
      const saved = await saveCategoryFields(fields, actorOf(user));
      if (!saved) return jsonError("Kategori bulunamadı.", 404);
      return Response.json(saved, { status: fields.id ? 200 : 201 });
    },
  },
  { reads: true },
);
