import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { HomeSectionView } from "~/components/home/sections";
import { onDemand } from "~/components/on-demand";
import { listHomeSections } from "~/models/home.server";
import { homePageView } from "~/services/home-view.server";
import { pageMeta } from "~/lib/seo/meta";
import type { RootLoaderData } from "~/root";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

// Shown only while no home section is enabled, so its code is loaded only then.
const FallbackHome = onDemand(() => import("~/components/home/fallback-home").then((module) => module.FallbackHome));

// "market": the market section's figures move without a content write.
export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction = (args) => pageMeta(args);

export async function loader() {
  return homePageView(await listHomeSections({ enabledOnly: true }));
}

export default function HomePage() {
  const { sections, fallback } = useLoaderData<typeof loader>();
  const siteName = useRouteLoaderData<RootLoaderData>("root")?.seo.siteName ?? "Kripto Rehber";
  const hasHero = sections.some((section) => section.type === "hero");

  return (
    <main className="flex-1">
      {fallback ? (
        <FallbackHome siteName={siteName} view={fallback} />
      ) : (
        <>
          {/* Without a hero the page still needs its one top-level heading. */}
          {hasHero ? null : <h1 className="sr-only">{siteName}</h1>}
          {sections.map((section) => (
            <HomeSectionView key={section.id} section={section} />
          ))}
        </>
      )}
    </main>
  );
}
