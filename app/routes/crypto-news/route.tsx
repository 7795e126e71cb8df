import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FilterSelect } from "~/components/admin/filter-select";
import { Pager } from "~/components/admin/pager";
import { QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { FilterButtons } from "~/components/ui/list-controls";
import { MAX_NEWS_QUERY_LENGTH, parseNewsQuery } from "~/lib/news/schema";
import { pageMeta } from "~/lib/seo/meta";
import { listNewsSources, newsPage } from "~/models/news.server";
import { NewsList, SourceFreshness } from "./news-parts";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kripto Haberler",
    description:
      "Türkçe kripto para haber sitelerinin RSS ve Atom beslemelerinden toplanan başlıklar: kaynağa göre süzülebilir, aranabilir, her haber kendi sitesine bağlantılı.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, notices } = parseNewsQuery(new URL(request.url).searchParams);
  const sources = (await listNewsSources()).filter((source) => source.enabled);
  if (query.source && !sources.some((source) => source.id === query.source)) {
    notices.push("Seçilen kaynak bulunamadı; tüm kaynaklar gösteriliyor.");
    query.source = null;
  }
  const list = await newsPage(query);
  if (list.clamped) notices.push(`${query.page}. sayfa yok; son sayfa (${list.pagination.page}) gösteriliyor.`);
  return {
    query,
    notices,
    stories: list.stories,
    pagination: list.pagination,
    sources: sources.map(({ id, name, lastFetchAt, lastFetchOk, lastSuccessAt }) => ({
      id,
      name,
      lastFetchAt,
      lastFetchOk,
      lastSuccessAt,
    })),
    now: new Date().toISOString(),
  };
}

export default function CryptoNewsPage() {
  const { query, notices, stories, pagination, sources, now } = useLoaderData<typeof loader>();
  const reached = sources.filter((source) => source.lastSuccessAt);
  const filtered = Boolean(query.q || query.source);
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Kripto Haberler"
        description="Türkçe kripto para haber sitelerinin beslemelerinden sunucumuzun düzenli aralıklarla topladığı başlıklar. Haberlerin tamamı kendi sitelerinde; burada başlık, kısa özet, kaynak ve yayın zamanı yer alır."
      />
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={notices} />
        {sources.length === 0 ? (
          <p role="status" className="card p-6 text-slate-300">
            Şu anda etkin bir haber kaynağı yok; bu yüzden gösterilecek haber de yok.
          </p>
        ) : reached.length === 0 ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-amber-100"
            data-testid="news-unreached"
          >
            Haber kaynaklarının hiçbirine henüz ulaşılamadı; bu yüzden gösterilecek haber yok. Kaynaklar okunabildiğinde başlıklar burada
            görünür.
          </p>
        ) : null}
        {sources.length > 0 ? (
          <Form method="get" className="card flex flex-wrap items-end gap-4 p-4" aria-label="Haberleri süz">
            <FilterSelect
              id="news-source"
              name="source"
              label="Kaynak"
              labels={Object.fromEntries(sources.map((source) => [String(source.id), source.name]))}
              value={query.source ? String(query.source) : ""}
            />
            <div className="flex min-w-56 flex-1 flex-col gap-1.5">
              <label htmlFor="news-q" className="label">
                Haberlerde ara
              </label>
              <input id="news-q" type="search" name="q" defaultValue={query.q} maxLength={MAX_NEWS_QUERY_LENGTH} className="input" />
            </div>
            <FilterButtons submit="Ara" active={filtered} clearTo="/crypto-news" clearText="Temizle" />
          </Form>
        ) : null}
        {reached.length > 0 ? (
          stories.length ? (
            <>
              <NewsList stories={stories} />
              <Pager {...pagination} />
            </>
          ) : (
            <p className="card p-6 text-slate-300">{filtered ? "Aramanıza uyan haber bulunamadı." : "Kaynaklardan henüz haber gelmedi."}</p>
          )
        ) : null}
        {sources.length > 0 ? <SourceFreshness sources={sources} now={now} /> : null}
        <p className="text-sm text-slate-400">
          Başlıklar ve özetler kaynak sitelere aittir; doğruluklarından o siteler sorumludur. Haberler yatırım tavsiyesi değildir.
        </p>
      </div>
    </main>
  );
}
