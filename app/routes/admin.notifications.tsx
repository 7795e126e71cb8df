import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bildirimler", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminNotificationsPage() {
  return <h1 className="text-2xl font-bold text-white">Bildirimler</h1>;
}
