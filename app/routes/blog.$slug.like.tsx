import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { consumeLikeAllowance } from "~/server/form-limits.server";
import { askedState, clientKey, readForm } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { ensureVisitorKey } from "~/server/visitor.server";
import { getPublishedPostBySlug, setLike } from "~/models/blog.server";

/** Someone who opens the form's address directly just lands on the post. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/blog/${encodeURIComponent(params.slug ?? "")}`);
}

/**
 * The like button. It sets this visitor's like to the state the button asked for (`liked`, 1 or
 * 0; without it the like is turned over), so a click sent twice is harmless; the enhanced button (which
 * sends `js=1`) reads the new state as JSON, a plain form post goes back to the
 * post. Reading a post sets no cookie (anonymous readers share one cached page),
 * so a visitor's first like gives them the cookie that remembers it. Likes are
 * limited per address and per visitor.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const post = await getPublishedPostBySlug(params.slug ?? "");
  if (!post) return Response.json({ error: "Yazı bulunamadı." }, { status: 404 });
  const form = await readForm(request);
  const wantsJson = form.get("js") === "1";
  const back = `/blog/${post.slug}#begeni`;

  const visitor = await ensureVisitorKey(request);
  const headers = new Headers();
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  const limit = await consumeLikeAllowance(clientKey(request, context), visitor.key);
  if (!limit.allowed) {
    return wantsJson
      ? Response.json({ error: limit.message }, { status: 429, headers })
      : redirectWithToast(request, back, { type: "error", message: limit.message }, { status: 303 });
  }
  const result = await setLike(post.id, visitor.key, askedState(form, "liked"));
  return wantsJson ? Response.json(result, { headers }) : redirect(back, { headers });
}
