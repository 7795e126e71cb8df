import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ToolCard } from "~/components/pages/tool-card";
import { tools } from "~/lib/tools/catalogue";
import { groupTools } from "~/lib/tools/groups";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Hizmetler",
    description: `AI asistandan fiyat alarmlarına, kripto analizden vergi hesabına ${tools.length} kripto aracımızın tamamı ve ne işe yaradıkları.`,
  });

export default function ServicesPage() {
  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-16">
        <div className="container-page text-center">
          <h1 className="text-4xl font-bold text-white">Hizmetlerimiz</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
            Yapay zekâ asistanından alarmlara ve botlara, portföy takibinden vergi hesabına kadar {tools.length} kripto aracı tek çatı
            altında.
          </p>
        </div>
      </section>
      <div className="container-page space-y-12 py-12">
        {groupTools(tools).map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} data-testid="service-group">
            <h2 id={`group-${group.key}`} className="text-2xl font-bold text-white">
              {group.title}
            </h2>
            <p className="mt-1 text-slate-400">{group.description}</p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.tools.map((tool) => (
                <li key={tool.id} data-testid="service-card">
                  <ToolCard tool={tool} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="container-page pb-4 text-center">
        <p className="text-slate-300">Aradığınız aracı bulamadınız mı?</p>
        <Link to="/contact" className="btn btn-secondary mt-4">
          Bize Yazın
        </Link>
      </section>
    </main>
  );
}
