import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { FilterButtons } from "~/components/ui/list-controls";
import { QueryNotices } from "~/components/market/snapshot-page";
import { researchPath } from "~/lib/research/paths";
import { RESEARCH_CATEGORIES, isResearchCategory, researchCategoryLabels } from "~/lib/research/schema";
import { pageMeta } from "~/lib/seo/meta";
import { listResearch } from "~/models/research.server";
import { Options } from "~/components/ui/options";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Araştırma",
    description:
      "Büyük kripto paraların ne olduğu, kategorisi, çıkış yılı, mutabakat mekanizması, arz modeli ve resmî bağlantıları; her coin için sade Türkçe bir araştırma sayfası.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const raw = (new URL(request.url).searchParams.get("category") ?? "").trim();
  const category = isResearchCategory(raw) ? raw : null;
  const problem = raw && !category ? "Bilinmeyen kategori; tüm coinler gösteriliyor." : null;
  const [coins, all] = await Promise.all([listResearch(category ?? undefined), listResearch()]);
  const counts = Object.fromEntries(RESEARCH_CATEGORIES.map((name) => [name, all.filter((coin) => coin.category === name).length]));
  return data({ coins, category, counts, total: all.length, problem }, { status: problem ? 400 : 200 });
}

export default function CryptoResearchIndex() {
  const { coins, category, counts, total, problem } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <PageHero
        trail={[{ to: "/services", label: "Hizmetler" }]}
        title="Kripto Araştırma"
        lead="Büyük kripto paraları tanıyın: ne işe yaradıkları, nasıl çalıştıkları, arzlarının nasıl belirlendiği ve resmî kaynakları. Her sayfada canlı piyasa verileri, analiz puanı, derece ve son sinyaller de yer alır."
      />
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={problem ? [problem] : []} />
        <Form method="get" className="card flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="research-category" className="label">
              Kategori
            </label>
            <select id="research-category" name="category" defaultValue={category ?? ""} className="input">
              <option value="">Tümü ({total})</option>
              <Options
                values={RESEARCH_CATEGORIES.filter((name) => counts[name] > 0)}
                label={(name) => `${researchCategoryLabels[name]} (${counts[name]})`}
              />
            </select>
          </div>
          <FilterButtons submit="Filtrele" active={category !== null} clearTo="/crypto-research" clearText="Filtreyi kaldır" />
        </Form>
        <p role="status" className="text-sm text-slate-400">
          {category ? `${researchCategoryLabels[category]}: ` : ""}
          {coins.length} coin
        </p>
        {coins.length === 0 ? (
          <p className="card text-slate-300">Bu kategoride henüz araştırma sayfası yok.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="research-list">
            {coins.map((coin) => (
              <li key={coin.id} className="card flex flex-col gap-2">
                <h2 className="text-lg font-semibold text-white">
                  <Link to={researchPath(coin.symbol)} className="hover:text-brand-200">
                    {coin.name} <span className="text-sm font-normal text-slate-400">({coin.symbol})</span>
                  </Link>
                </h2>
                <p className="text-sm">
                  <Link to={`/crypto-research?category=${coin.category}`} className="text-brand-300 underline hover:text-brand-200">
                    {researchCategoryLabels[coin.category]}
                  </Link>
                  <span className="text-slate-400"> · {coin.launchYear}</span>
                </p>
                <p className="text-sm text-slate-300">{coin.consensus}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-400">
          Bu sayfalar bilgilendirme amaçlıdır; yatırım tavsiyesi değildir. Kripto paralar yüksek risk taşır.
        </p>
      </div>
    </main>
  );
}
