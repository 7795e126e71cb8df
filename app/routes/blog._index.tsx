import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/blog/blog-list";
import { pageMeta } from "~/lib/seo/meta";
import { getBlogListing } from "~/models/blog.server";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content", pageCacheQuery: ["search", "category", "page"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Blog", description: "Kripto dünyasından rehberler, analizler ve anlaşılır açıklamalar." });

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return getBlogListing({
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    page: Number(params.get("page") ?? "1"),
  });
}

export default function BlogPage() {
  return <BlogList listing={useLoaderData<typeof loader>()} />;
}
