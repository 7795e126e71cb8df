import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Blog Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminBlogPage() {
  return <h1 className="text-2xl font-bold text-white">Blog Yönetimi</h1>;
}
