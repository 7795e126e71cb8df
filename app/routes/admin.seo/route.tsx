import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { TabbedScreen } from "~/components/admin/tabs";
import { redirectLegacyTab } from "~/server/admin-form.server";
import { requireAdmin } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { getGoogleServices, getSeoSettings, getStructuredData, listPageSeo, parseSocialProfiles } from "~/models/seo.server";
import { seoTabPath, seoTabs } from "./tabs";

export { action } from "./intents.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "SEO Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  redirectLegacyTab(request, seoTabPath);
  const [settings, structured, google, pages] = await Promise.all([
    getSeoSettings(),
    getStructuredData(),
    getGoogleServices(),
    listPageSeo(),
  ]);
  return { settings, structured: { ...structured, profiles: parseSocialProfiles(structured.social_profiles) }, google, pages };
}

/** The screen's data, for its tab pages. */
export function useSeoData() {
  const data = useRouteLoaderData<typeof loader>("routes/admin.seo");
  if (!data) throw new Error("The SEO tabs render inside /admin/seo.");
  return data;
}

type SeoData = ReturnType<typeof useSeoData>;

function SummaryCards({ settings, google, pageCount }: { settings: SeoData["settings"]; google: SeoData["google"]; pageCount: number }) {
  const cards = [
    { label: "Site Haritası", value: settings.sitemap_enabled ? "Aktif" : "Pasif", on: settings.sitemap_enabled === 1 },
    { label: "Robots.txt", value: settings.robots_txt.trim() ? "Yapılandırıldı" : "Varsayılan", on: settings.robots_txt.trim() !== "" },
    { label: "Analytics", value: google.analytics_enabled ? "Aktif" : "Pasif", on: google.analytics_enabled === 1 },
    { label: "Sayfa SEO", value: String(pageCount), on: pageCount > 0 },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="card p-4">
          <dt className="text-sm text-slate-400">{card.label}</dt>
          <dd className={`mt-1 text-xl font-semibold ${card.on ? "text-emerald-300" : "text-slate-200"}`}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminSeoLayout() {
  const { settings, google, pages } = useSeoData();
  return (
    <TabbedScreen
      title="SEO Yönetimi"
      intro="Arama motorları ve sosyal ağlar için site ve sayfa ayarlarını yönetin."
      tabs={seoTabs}
      counts={{ pages: pages.length }}
      label="SEO bölümleri"
    >
      <SummaryCards settings={settings} google={google} pageCount={pages.length} />
    </TabbedScreen>
  );
}
