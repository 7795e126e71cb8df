import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLocation } from "@remix-run/react";
import { TabNav, currentTab } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İletişim Mesajları", noindex: true });

const tabs = [
  { id: "messages", label: "Mesajlar", href: "/admin/contact" },
  { id: "info", label: "İletişim Bilgileri", href: "/admin/contact/info" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, { messages: "/admin/contact", info: "/admin/contact/info" });
  return null;
}

export default function AdminContactLayout() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">İletişim Mesajları</h1>
      <TabNav tabs={tabs} current={currentTab(tabs, pathname)} label="İletişim sekmeleri" />
      <Outlet />
    </div>
  );
}
