import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/page-hero";
import { SignalTable } from "~/components/signals/signal-table";
import { getUser } from "~/server/auth.server";
import { getResearchBySymbol } from "~/models/research.server";
import { followedSignalIds, listSignals } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";
import { rateCoin } from "~/lib/market/rating";
import { researchPath } from "~/lib/research/paths";
import { paragraphs, researchCategoryLabels } from "~/lib/research/schema";
import { pageMeta } from "~/lib/seo/meta";
import { priceBook } from "~/lib/signals/rules";
import { MarketPanel } from "./market-panel";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";
import { Section } from "~/components/ui/section";

const LATEST_SIGNALS = 5;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.coin.name} (${args.data.coin.symbol}) nedir?` : undefined,
    description: args.data
      ? `${args.data.coin.name}: ${researchCategoryLabels[args.data.coin.category]}, ${args.data.coin.launchYear}. Mutabakat, arz modeli, resmî bağlantılar ve canlı piyasa verileri.`
      : undefined,
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const symbol = params.symbol ?? "";
  const coin = await getResearchBySymbol(symbol);
  invariantResponse(coin, "Bu sembolle bir coin araştırması yok; araştırılan coinler listede.");
  // One address per coin: the lower-case one.
  if (symbol !== symbol.toLowerCase()) throw redirect(researchPath(coin.symbol), 301);

  const pair = `${coin.symbol}USDT`;
  const [market, user] = await Promise.all([getMarket(), getUser(request)]);
  const ticker = market.coins.find((entry) => entry.symbol === pair) ?? null;
  const [signals, followed] = await Promise.all([
    listSignals({ coin: pair, page: 1 }, priceBook(market.coins), LATEST_SIGNALS),
    user ? followedSignalIds(user.id) : null,
  ]);
  return {
    coin,
    ticker,
    rating: ticker ? rateCoin(ticker) : null,
    usdTry: market.usdTry,
    source: market.source,
    updatedAt: market.updatedAt,
    signals: signals.signals,
    followed,
    pair,
  };
}

export default function CoinResearchPage() {
  const { coin, ticker, rating, usdTry, source, updatedAt, signals, followed, pair } = useLoaderData<typeof loader>();
  const links = [
    { href: coin.website, label: "Resmî site" },
    { href: coin.whitepaper, label: "Teknik doküman (whitepaper)" },
    { href: coin.sourceCode, label: "Kaynak kod" },
  ].filter((link) => link.href);

  return (
    <main className="flex-1 pb-16">
      <PageHero
        trail={[{ to: "/crypto-research", label: "Kripto Araştırma" }]}
        title={`${coin.name} (${coin.symbol})`}
        lead={
          <>
            <Link to={`/crypto-research?category=${coin.category}`} className="text-brand-300 underline hover:text-brand-200">
              {researchCategoryLabels[coin.category]}
            </Link>{" "}
            · {coin.launchYear}
          </>
        }
      />
      <div className="container-page grid gap-8 pt-8 lg:grid-cols-3">
        <article className="card space-y-6 lg:col-span-2">
          <section aria-labelledby="what-title">
            <h2 id="what-title" className="text-xl font-semibold text-white">
              {coin.name} nedir?
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-200">
              {paragraphs(coin.summary).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <Section id="facts-title" title="Temel bilgiler">
            <dl className="mt-3 grid gap-4 sm:grid-cols-2" data-testid="research-facts">
              <div>
                <dt className="text-sm text-slate-400">Kategori</dt>
                <dd className="text-slate-100">{researchCategoryLabels[coin.category]}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-400">Çıkış yılı</dt>
                <dd className="text-slate-100">{coin.launchYear}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-slate-400">Mutabakat mekanizması</dt>
                <dd className="text-slate-100">{coin.consensus}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-slate-400">Arz modeli</dt>
                <dd className="text-slate-100">{coin.supplyModel}</dd>
              </div>
            </dl>
          </Section>
          {links.length ? (
            <Section id="links-title" title="Resmî bağlantılar">
              <ul className="mt-3 space-y-1">
                {links.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="text-brand-300 underline hover:text-brand-200"
                    >
                      {link.label}
                    </a>{" "}
                    <span className="text-sm text-slate-400">({new URL(link.href).hostname})</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </article>
        <MarketPanel coin={coin} ticker={ticker} rating={rating} usdTry={usdTry} source={source} updatedAt={updatedAt} pair={pair} />
        <Section id="signals-title" title="Son sinyaller" className="space-y-3 lg:col-span-3">
          {signals.length ? (
            <>
              <SignalTable
                signals={signals}
                followed={followed}
                back={researchPath(coin.symbol)}
                caption={`${coin.name} için son sinyaller`}
              />
              <Link to={`/signals?coin=${pair}`} className="text-sm text-brand-300 underline">
                {coin.symbol} için tüm sinyaller
              </Link>
            </>
          ) : (
            <p className="text-slate-300">{coin.symbol} için henüz kayıtlı sinyal yok.</p>
          )}
        </Section>
        <p className="text-sm text-slate-400 lg:col-span-3">
          Bu sayfa bilgilendirme amaçlıdır; yatırım tavsiyesi değildir. Kripto paralar yüksek risk taşır, kararlarınızı kendi araştırmanıza
          dayanarak verin.
        </p>
      </div>
    </main>
  );
}

/** A missing or malformed address keeps the site's header and footer, with its status. */
export const ErrorBoundary = boundaryBackTo("/crypto-research", "Araştırmalara dön");
