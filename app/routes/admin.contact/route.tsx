import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TabbedScreen, tabPages } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İletişim Mesajları", noindex: true });

const { tabs, path } = tabPages([
  { id: "messages", label: "Mesajlar", href: "/admin/contact" },
  { id: "info", label: "İletişim Bilgileri", href: "/admin/contact/info" },
]);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, path);
  return null;
}

export default function AdminContactLayout() {
  return <TabbedScreen title="İletişim Mesajları" tabs={tabs} label="İletişim sekmeleri" className="space-y-6" />;
}
