import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ToolCard } from "~/components/pages/tool-card";
import { tools } from "~/lib/tools/catalogue";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Hizmetler",
    description: "Kripto analizden staking hesaplayıcıya, 22 kripto aracımızın tamamı ve ne işe yaradıkları.",
  });

export default function ServicesPage() {
  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-16">
        <div className="container-page text-center">
          <h1 className="text-4xl font-bold text-white">Hizmetlerimiz</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
            Yapay zekâ destekli analizden eğitime, portföy takibinden vergi hesabına kadar {tools.length} kripto aracı tek çatı altında.
          </p>
        </div>
      </section>
      <section aria-label="Araç kataloğu" className="container-page py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.id} data-testid="service-card">
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>
      <section className="container-page pb-4 text-center">
        <p className="text-slate-300">Aradığınız aracı bulamadınız mı?</p>
        <Link to="/contact" className="btn btn-secondary mt-4">
          Bize Yazın
        </Link>
      </section>
    </main>
  );
}
