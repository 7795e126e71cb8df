import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { TabbedScreen } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { ensureFooterDefaults, footerLists, getFooterInfo } from "~/models/footer.server";
import { footerTabPath, footerTabs } from "./tabs";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Footer Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, footerTabPath);
  // The first load creates whatever part of the footer is missing, so the admin edits real rows.
  await ensureFooterDefaults();
  const [info, links, social, headers] = await Promise.all([
    getFooterInfo(),
    footerLists.links.list(),
    footerLists.social.list(),
    footerLists.headers.list(),
  ]);
  return { info, links, social, headers };
}

/** The screen's data, for its tab pages. */
export function useFooterData() {
  const data = useRouteLoaderData<typeof loader>("routes/admin.footer");
  if (!data) throw new Error("The footer tabs render inside /admin/footer.");
  return data;
}

export default function AdminFooterLayout() {
  return (
    <TabbedScreen
      title="Footer Yönetimi"
      intro="Sitenin alt kısmındaki şirket bilgilerini, linkleri ve sosyal medya hesaplarını yönetin."
      tabs={footerTabs}
      label="Footer bölümleri"
    />
  );
}
