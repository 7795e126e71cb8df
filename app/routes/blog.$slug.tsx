import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { db } from "~/lib/db.server";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.title, description: args.data?.excerpt, type: "article" });

export async function loader({ params }: LoaderFunctionArgs) {
  const post = await db()
    .selectFrom("blog_posts")
    .select(["title", "excerpt"])
    .where("slug", "=", params.slug ?? "")
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!post) throw new Response("Yazı bulunamadı", { status: 404 });
  return post;
}

export default function BlogPostPage() {
  const post = useLoaderData<typeof loader>();
  return (
    <main className="container-page flex-1 py-12">
      <h1 className="text-3xl font-bold text-white">{post.title}</h1>
      <p className="mt-3 text-slate-300">{post.excerpt}</p>
    </main>
  );
}
