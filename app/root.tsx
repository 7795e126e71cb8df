import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AnalyticsBody, AnalyticsHead } from "~/components/analytics";
import { CookieBanner } from "~/components/cookie-consent";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useCloseMenusOnNavigation } from "~/components/layout/close-menus";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { MaintenanceWatch } from "~/components/maintenance-watch";
import { ErrorPage, MaintenancePage } from "~/components/status-pages";
import { Toaster } from "~/components/toaster";
import { consentNeeded, consentedTags, readConsent } from "~/server/consent.server";
import { pageMeta } from "~/lib/seo/meta";
import { MAINTENANCE_RETRY_AFTER, isBlockedByMaintenance } from "~/server/maintenance.server";
import { commitSession } from "~/server/session.server";
import { readPageFrame } from "~/services/page-frame.server";
import { getFooterData } from "~/models/footer.server";
import { getGoogleServices, getPageSeo, getSeoSettings, getStructuredData, parseSocialProfiles } from "~/models/seo.server";
import { siteJsonLd, serializeJsonLd } from "~/lib/seo/structured-data";
import { siteBase } from "~/server/site-url.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  // One immutable, precompressed file (http/build-assets.mjs): fetched once, then every page is
  // about 13 kB lighter (decision 050).
  { rel: "stylesheet", href: stylesheet },
  { rel: "search", type: "application/opensearchdescription+xml", href: "/opensearch.xml", title: "Sitede ara" },
];

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await isBlockedByMaintenance(request)) {
    throw data({ maintenance: true }, { status: 503, headers: { "Retry-After": String(MAINTENANCE_RETRY_AFTER) } });
  }
  const pathname = new URL(request.url).pathname;
  const [{ user, session, unreadNotifications }, seo, pageSeo, footer, google, organization] = await Promise.all([
    readPageFrame(request),
    getSeoSettings(),
    getPageSeo(pathname),
    getFooterData(),
    getGoogleServices(),
    getStructuredData(),
  ]);
  const toast = session.get("toast") ?? null;
  const consent = readConsent(request.headers.get("Cookie"));
  const enabledTags = {
    analyticsId: google.analytics_enabled ? google.analytics_id : "",
    tagManagerId: google.tag_manager_enabled ? google.tag_manager_id : "",
    adsenseClient: google.adsense_enabled ? google.adsense_publisher_id : "",
    searchConsoleVerification: google.search_console_enabled ? google.search_console_verification : "",
  };

  return data(
    {
      user,
      unreadNotifications,
      toast,
      seo: {
        siteName: seo.site_name,
        defaultTitle: seo.default_title,
        description: seo.site_description,
        keywords: seo.default_keywords,
        ogImage: seo.og_image,
        favicon: seo.favicon,
        canonicalBase: siteBase(seo.canonical_url_base),
        verification: {
          google: seo.google_verification,
          bing: seo.bing_verification,
          yandex: seo.yandex_verification,
        },
        page: pageSeo ?? null,
      },
      footer,
      jsonLd: serializeJsonLd(
        siteJsonLd(
          { ...organization, social_profiles: parseSocialProfiles(organization.social_profiles) },
          { name: seo.site_name, url: siteBase(seo.canonical_url_base) },
        ),
      ),
      // Only the tags the visitor agreed to; the page cache keys pages by this choice (decision 022).
      google: consentedTags(enabledTags, consent),
      consent: {
        asks: consentNeeded(enabledTags),
        decided: consent !== null,
        analytics: consent?.analytics ?? false,
        ads: consent?.ads ?? false,
      },
      year: new Date().getFullYear(),
      // The reference a 500 page shows, to be found in the server's log (decision 031).
      requestId: context.requestId ?? null,
    },
    // Reading a flash message consumes it; the cookie must say so.
    toast ? { headers: { "Set-Cookie": await commitSession(request, session) } } : undefined,
  );
}

export type RootLoaderData = typeof loader;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const { pathname } = useLocation();
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  useCloseMenusOnNavigation();
  // Tells the browser tests (and anyone debugging) that React has taken over the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang="tr" className="scroll-smooth">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The first paint waits until the body has been parsed down to #page-end, then shows the
            whole page at once (decision 041); browsers without render-blocking links ignore it. */}
        {/* eslint-disable-next-line react/no-unknown-property -- HTML's `blocking`, which React 18 passes through but does not list */}
        <link rel="expect" href="#page-end" blocking="render" />
        <Links />
        {/* The SEO screen's favicon when an admin set one; error pages without root data keep ours. */}
        {rootData?.seo.favicon ? (
          <link rel="icon" href={rootData.seo.favicon} />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {rootData ? <AnalyticsHead google={rootData.google} verification={rootData.seo.verification} consent={rootData.consent} /> : null}
        {rootData ? <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: rootData.jsonLd }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        {rootData ? <AnalyticsBody google={rootData.google} /> : null}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          İçeriğe geç
        </a>
        {rootData && !isAdmin ? (
          <SiteHeader user={rootData.user} siteName={rootData.seo.siteName} unreadNotifications={rootData.unreadNotifications} />
        ) : null}
        {rootData?.toast ? <Toaster toast={rootData.toast} /> : null}
        <div id="main" className="flex flex-1 flex-col">
          {children}
        </div>
        {rootData && !isAdmin ? <SiteFooter footer={rootData.footer} year={rootData.year} /> : null}
        {rootData?.consent.asks && !rootData.consent.decided && pathname !== "/cookie-consent" ? <CookieBanner /> : null}
        <div id="page-end" hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <MaintenanceWatch />
      <Outlet />
    </>
  );
}

/** Errors no route below caught (an unknown path among them), and the maintenance page. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        503: () => <MaintenancePage />,
        404: () => <ErrorPage status={404} title="Sayfa bulunamadı" message="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir." />,
      }}
    />
  );
}
