import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { consumeLikeAllowance } from "~/lib/form-limits.server";
import { clientIp } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ensureVisitorKey, readVisitorKey } from "~/lib/visitor.server";
import { getPublishedPostBySlug, toggleLike } from "~/models/blog.server";

/** Someone who opens the form's address directly just lands on the post. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug ?? "")}`);
}

/**
 * The like button. It toggles this visitor's like; the enhanced button (which
 * sends `js=1`) reads the new state as JSON, a plain form post goes back to the
 * post. The post page gives every visitor a cookie, so a like without one comes
 * from something that is not a browser on that page: it gets a cookie and counts
 * nothing. Likes are limited per address and per visitor.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const post = await getPublishedPostBySlug(params.slug ?? "");
  if (!post) return Response.json({ error: "Yazı bulunamadı." }, { status: 404 });
  // A body that is not a form counts as an empty one rather than a server error.
  const form = await request.formData().catch(() => new FormData());
  const wantsJson = form.get("js") === "1";
  const back = `/blog/${post.slug}#begeni`;

  const existing = await readVisitorKey(request);
  if (!existing) {
    const visitor = await ensureVisitorKey(request);
    const headers = new Headers();
    if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
    const unchanged = { liked: false, likes: post.likes };
    return wantsJson ? Response.json(unchanged, { headers }) : redirect(back, { headers });
  }

  const limit = consumeLikeAllowance(clientIp(request, context), existing);
  if (!limit.allowed) {
    return wantsJson
      ? Response.json({ error: limit.message }, { status: 429 })
      : redirectWithToast(request, back, { type: "error", message: limit.message }, { status: 303 });
  }
  const result = await toggleLike(post.id, existing);
  return wantsJson ? Response.json(result) : redirect(back);
}
