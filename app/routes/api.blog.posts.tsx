import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseJsonBody } from "~/server/api.server";
import { getUser, requireAdmin } from "~/lib/auth.server";
import { postSlugProblem, savePostFields } from "~/lib/blog-admin.server";
import { postJsonSchema } from "~/lib/blog-schemas";
import { jsonError } from "~/lib/http.server";
import { listPostsForApi } from "~/models/blog.server";

/** Visitors get the published posts; an admin gets drafts too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return Response.json(await listPostsForApi({ includeDrafts: user?.role === "admin" }));
}

/** Creates a post; an id in the body is ignored, the database gives one. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const { id: _ignored, ...fields } = await parseJsonBody(request, postJsonSchema);
  const problem = await postSlugProblem(fields);
  if (problem) return jsonError(problem, 400);
  const saved = await savePostFields(fields, admin);
  const [post] = await listPostsForApi({ includeDrafts: true, id: saved!.id });
  return Response.json(post, { status: 201 });
}
