import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody, routeId } from "~/server/api.server";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { postSlugProblem, savePostFields } from "~/lib/blog-admin.server";
import { postJsonSchema } from "~/lib/blog-schemas";
import { jsonError } from "~/lib/http.server";
import { recordActivity } from "~/models/activity.server";
import { deletePost, getPost, listPostsForApi } from "~/models/blog.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const [post] = await listPostsForApi({ includeDrafts: user?.role === "admin", id: routeId(params.id) });
  return post ? Response.json(post) : jsonError("Yazı bulunamadı.", 404);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = routeId(params.id);
  switch (request.method) {
    case "PUT": {
      const fields = { ...(await parseJsonBody(request, postJsonSchema)), id };
      const problem = await postSlugProblem(fields);
      if (problem) return jsonError(problem, 400);
      if (!(await savePostFields(fields, admin))) return jsonError("Yazı bulunamadı.", 404);
      const [post] = await listPostsForApi({ includeDrafts: true, id });
      return Response.json(post);
    }
    case "DELETE": {
      const post = await getPost(id);
      if (!post || !(await deletePost(id))) return jsonError("Yazı bulunamadı.", 404);
      await recordActivity({ action: "blog.delete", title: "Blog yazısı silindi", description: post.title, icon: "FileText", actor: admin });
      return Response.json({ success: true });
    }
    default:
      return methodNotAllowed("GET, PUT, DELETE");
  }
}
