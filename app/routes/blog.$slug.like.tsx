import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ensureVisitorKey } from "~/lib/visitor.server";
import { getPublishedPostBySlug, toggleLike } from "~/models/blog.server";

/** Someone who opens the form's address directly just lands on the post. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug ?? "")}`);
}

/**
 * The like button. It toggles this visitor's like; the enhanced button (which
 * sends `js=1`) reads the new state as JSON, a plain form post goes back to the post.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const post = await getPublishedPostBySlug(params.slug ?? "");
  if (!post) return Response.json({ error: "Yazı bulunamadı." }, { status: 404 });
  // A body that is not a form counts as an empty one rather than a server error.
  const form = await request.formData().catch(() => new FormData());
  const visitor = await ensureVisitorKey(request);
  const result = await toggleLike(post.id, visitor.key);
  const headers = new Headers();
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  if (form.get("js") === "1") return Response.json(result, { headers });
  return redirect(`/blog/${post.slug}#begeni`, { headers });
}
