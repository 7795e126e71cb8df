import { postJsonSchema } from "~/lib/blog/schemas";
import { jsonError } from "~/server/http.server";
import { deletePost, listPostsForApi, postSlugProblem, resolvePostCategory, savePostFields } from "~/models/blog.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

export const loader = apiLoader(
  async ({ user, id }) => {
    const [post] = await listPostsForApi({ includeDrafts: user?.role === "admin", id: id() });
    return post ? Response.json(post) : jsonError("Yazı bulunamadı.", 404);
  },
  { access: "public" },
);

export const action = apiAction(
  {
    PUT: async ({ body, user, id }) => {
      const resolved = await resolvePostCategory({ ...(await body(postJsonSchema)), id: id() });
      if (resolved.error !== undefined) return jsonError(resolved.error, 400);
      const { fields } = resolved;
      const problem = await postSlugProblem(fields);
      if (problem) return jsonError(problem, 400);
      if (!(await savePostFields(fields, actorOf(user)))) return jsonError("Yazı bulunamadı.", 404);
      const [post] = await listPostsForApi({ includeDrafts: true, id: fields.id });
      return Response.json(post);
    },
    DELETE: async ({ user, id }) =>
      (await deletePost(id(), actorOf(user))) ? Response.json({ success: true }) : jsonError("Yazı bulunamadı.", 404),
  },
  { reads: true },
);
