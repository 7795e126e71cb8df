import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { TabbedScreen } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { getAboutInfo, listAboutItemsMarked } from "~/models/about.server";
import { aboutTabPath, aboutTabs } from "./tabs";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hakkımızda Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, aboutTabPath);
  const [info, { values, team, milestones }] = await Promise.all([getAboutInfo(), listAboutItemsMarked()]);
  return { info, values, team, milestones };
}

/** The screen's data, for its tab pages. */
export function useAboutData() {
  const data = useRouteLoaderData<typeof loader>("routes/admin.about");
  if (!data) throw new Error("The about tabs render inside /admin/about.");
  return data;
}

export default function AdminAboutLayout() {
  const { values, team, milestones } = useAboutData();
  return (
    <TabbedScreen
      title="Hakkımızda Yönetimi"
      intro="Hakkımızda sayfasındaki bilgileri, değerleri, ekibi ve kilometre taşlarını yönetin."
      tabs={aboutTabs}
      counts={{ values: values.length, team: team.length, milestones: milestones.length }}
      label="Hakkımızda bölümleri"
    />
  );
}
