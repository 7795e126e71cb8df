import { postJsonSchema } from "~/lib/blog/schemas";
import { jsonError } from "~/server/http.server";
import { listPostsForApi, postSlugProblem, resolvePostCategory, savePostFields } from "~/models/blog.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** Visitors get the published posts; an admin gets drafts too. */
export const loader = apiLoader(async ({ user }) => Response.json(await listPostsForApi({ includeDrafts: user?.role === "admin" })), {
  access: "public",
});

/** Creates a post; an id in the body is ignored, the database gives one. */
export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const { id: _ignored, ...given } = await body(postJsonSchema);
      const resolved = await resolvePostCategory(given);
      if (resolved.error !== undefined) return jsonError(resolved.error, 400);
      const { fields } = resolved;
      const problem = await postSlugProblem(fields);
      if (problem) return jsonError(problem, 400);
      const saved = await savePostFields(fields, actorOf(user));
      const [post] = await listPostsForApi({ includeDrafts: true, id: saved!.id });
      return Response.json(post, { status: 201 });
    },
  },
  { reads: true },
);
