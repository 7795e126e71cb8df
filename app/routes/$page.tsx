import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckCircleIcon, ClockIcon } from "@heroicons/react/24/outline";
import { Icon } from "~/components/icon";
import { findTool, liveDestinations } from "~/lib/tools/catalogue";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

interface LinkedPage {
  title: string;
  description: string;
  icon: string;
  color: string;
  features: string[];
  /** Where a visitor can already get part of this today. */
  destinations: { path: string; title: string }[];
}

// Pages that seeded content links to, beside the tool catalogue.
const otherPages: Record<string, LinkedPage> = {
  "/education": {
    title: "Eğitim",
    description: "Kripto paralara ve blokzincire sıfırdan başlayanlar için adım adım öğrenme yolu.",
    icon: "AcademicCapIcon",
    color: "from-emerald-500 to-teal-500",
    features: [
      "Temel kavramlardan ileri stratejilere uzanan ders dizileri.",
      "Blog yazılarımızdan derlenen konu başlıkları.",
      "Sorularınızı yapay zekâ asistanına Türkçe sorabilme.",
    ],
    destinations: [
      { path: "/blog", title: "Blog" },
      { path: "/crypto-education", title: "Kripto Eğitim" },
      { path: "/ai-chat", title: "AI Sohbet" },
    ],
  },
};

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, description: args.data?.description });

/** Every tool route of the catalogue (both launches paths) and the other linked pages; anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const path = `/${params.page ?? ""}`;
  const tool = findTool(path);
  const page: (LinkedPage & { live: boolean; isTool: boolean }) | undefined = tool
    ? {
        title: tool.title,
        description: tool.description,
        icon: tool.icon,
        color: tool.color,
        features: tool.features,
        destinations: liveDestinations,
        live: tool.status === "live",
        isTool: true,
      }
    : otherPages[path] && { ...otherPages[path], live: false, isTool: false };
  if (!page) throw new Response("Sayfa bulunamadı", { status: 404 });
  return page;
}

export default function LinkedPageView() {
  const page = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-16">
        <div className="container-page">
          <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link to="/" className="hover:text-white">
                  Ana Sayfa
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              {page.isTool ? (
                <>
                  <li>
                    <Link to="/services" className="hover:text-white">
                      Hizmetler
                    </Link>
                  </li>
                  <li aria-hidden="true">/</li>
                </>
              ) : null}
              <li aria-current="page" className="text-slate-200">
                {page.title}
              </li>
            </ol>
          </nav>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <span className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br text-white ${page.color}`}>
              <Icon name={page.icon} className="h-8 w-8" />
            </span>
            <div>
              <h1 className="text-4xl font-bold text-white">{page.title}</h1>
              <p className="mt-3 max-w-3xl text-lg text-slate-300">{page.description}</p>
            </div>
          </div>
          {page.live ? null : (
            <p
              role="status"
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-amber-500/15 px-4 py-1.5 text-sm text-amber-200"
            >
              <ClockIcon className="h-4 w-4" aria-hidden="true" />
              Bu sayfa hazırlanıyor; yakında hizmetinizde.
            </p>
          )}
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
        <section aria-labelledby="features-heading" className="card lg:col-span-2">
          <h2 id="features-heading" className="text-2xl font-semibold text-white">
            {page.live ? "Neler sunuyor?" : "Neler sunacak?"}
          </h2>
          <ul className="mt-5 space-y-4">
            {page.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-300">
                <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="meanwhile-heading" className="card">
          <h2 id="meanwhile-heading" className="text-lg font-semibold text-white">
            Şimdiden kullanabilecekleriniz
          </h2>
          <ul className="mt-4 space-y-3">
            {page.destinations.map((destination) => (
              <li key={destination.path}>
                <Link to={destination.path} className="btn btn-secondary w-full justify-between">
                  {destination.title}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/services" className="mt-6 inline-block text-sm text-brand-300 hover:text-brand-200">
            Tüm hizmetleri görüntüle
          </Link>
        </section>
      </div>
    </main>
  );
}
