import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Ana Sayfa Düzeni", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminHomeLayoutPage() {
  return <h1 className="text-2xl font-bold text-white">Ana Sayfa Düzeni</h1>;
}
