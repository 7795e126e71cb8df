import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DataSourceNote, QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { marketDataPage, marketDataSearch, parseMarketDataQuery } from "~/lib/market/market-data";
import { pageMeta } from "~/lib/seo/meta";
import { getMarketTable } from "~/services/market-table.server";
import { CoinCapsNote } from "./coin-caps-note";
import { MarketDataTable } from "./market-data-table";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { OutlineIcon } from "~/components/icon-file";

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["q", "sort", "dir", "page"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Piyasa Verileri",
    description:
      "Borsadaki tüm USDT paritelerinin fiyatı, 1 saatlik, 24 saatlik ve 7 günlük değişimi, piyasa değeri ve sırası, dolaşımdaki ve maksimum arzı, hacmi ve TL karşılığı; aranabilir, sıralanabilir, CSV olarak indirilebilir.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, notices } = parseMarketDataQuery(new URL(request.url).searchParams);
  const { market, caps, rows } = await getMarketTable();
  const list = marketDataPage(rows, query);
  if (list.clamped) notices.push(`${query.page}. sayfa yok; son sayfa (${list.page}) gösteriliyor.`);
  return {
    updatedAt: market.updatedAt,
    source: market.source,
    cause: market.cause ?? null,
    usdTry: market.usdTry,
    caps,
    query,
    notices,
    list,
  };
}

export default function MarketDataPage() {
  const { updatedAt, source, cause, usdTry, caps, query, notices, list } = useLoaderData<typeof loader>();
  const csvHref = `/market-data.csv${marketDataSearch(query, { page: 1 })}`;
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Piyasa Verileri"
        description="Borsadaki, 24 saatlik hacmi 100.000 USDT'yi aşan tüm USDT paritelerinin fiyatı, değişimi, en yüksek ve en düşük değeri ve hacmi; yanında CoinGecko'dan piyasa değeri, sırası, arzı ve 1 saatlik ve 7 günlük değişim. Fiyatlar dolar ve (USDT/TRY paritesi varsa) Türk lirası cinsinden."
      >
        <DataSourceNote source={source} updatedAt={updatedAt} cause={cause} what="Borsa verileri" />
        <CoinCapsNote caps={caps} />
      </ToolHero>
      <div className="container-page space-y-6 pt-8">
        <QueryNotices notices={notices} />
        <MarketDataTable list={list} query={query} usdTry={usdTry} />
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
          <a href={csvHref} download className="btn btn-secondary" data-testid="csv-link">
            <OutlineIcon name="ArrowDownTrayIcon" className="h-5 w-5" />
            CSV olarak indir
          </a>
          <span>Aramanıza uyan {list.total} satırın tamamı; Excel için UTF-8, alan ayırıcı noktalı virgül, ondalık ayırıcı virgül.</span>
        </p>
        <p className="text-sm text-slate-400">
          Veriler sunucumuzda tüm ziyaretçiler için tek seferde alınır; borsa verileri en fazla 30 saniyede, CoinGecko'nun piyasa değerleri
          en fazla 5 dakikada bir yenilenir. Borsa verileri JSON olarak{" "}
          <Link to="/crypto-api" className="text-brand-300 underline hover:text-brand-200">
            Kripto API
          </Link>{" "}
          sayfasında belgelenmiştir.
        </p>
        <InvestmentNotice />
      </div>
    </main>
  );
}
