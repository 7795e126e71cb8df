import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { changeClass } from "~/components/market/coin-list";
import { DataSourceNote, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { pageMeta } from "~/lib/seo/meta";
import { getSiteSettings } from "~/models/settings.server";
import { bookCycles, getBookTicker } from "~/services/book-ticker.server";
import { formatPercent, formatQuote } from "./format";
import type { PageCacheHandle } from "~/lib/page-cache/rules";
import { premiumRows } from "~/lib/lira/premium";
import { getLiraTicker } from "~/services/btcturk.server";
import { getMarket } from "~/services/market.server";
import { LiraPremium, type PremiumView } from "./lira-premium";
import { formatPercentUpTo } from "~/lib/format";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const handle: PageCacheHandle = { pageCache: "market" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Arbitraj Fırsatları",
    description:
      "Borsa içi üçgen arbitraj döngüleri (USDT → A → B → USDT ve tersi), en iyi alış-satış fiyatlarından ve işlem ücreti düşülerek hesaplanır; en iyi on döngü.",
  });

const SHOWN = 10;

export async function loader(_: LoaderFunctionArgs) {
  const [book, settings, market, lira] = await Promise.all([getBookTicker(), getSiteSettings(), getMarket(), getLiraTicker()]);
  const fee = settings.arbitrageFeePercent;
  const { cycles, crossPairs } = bookCycles(book, fee);
  return {
    premium: premiumView(market, lira, fee),
    source: book.source,
    cause: book.cause ?? null,
    fetchedAt: book.fetchedAt,
    feePercent: fee,
    crossPairs,
    evaluated: cycles.length,
    positive: cycles.filter((cycle) => cycle.netPercent > 0).length,
    best: cycles.slice(0, SHOWN),
  };
}

function premiumView(
  market: Awaited<ReturnType<typeof getMarket>>,
  lira: Awaited<ReturnType<typeof getLiraTicker>>,
  fee: number,
): PremiumView {
  if (!lira.configured) return { state: "off" };
  if (!lira.ok) return { state: "failed", message: lira.message };
  if (!market.usdTry) return { state: "no-rate" };
  const prices = new Map(market.coins.map((coin) => [coin.symbol, coin.lastPrice]));
  return {
    state: "ok",
    rows: premiumRows(lira.data.quotes, (base) => prices.get(`${base}USDT`) ?? null, market.usdTry, fee),
    usdTry: market.usdTry,
    btcturk: { source: lira.source, fetchedAt: lira.fetchedAt },
    binance: { source: market.source, updatedAt: market.updatedAt },
  };
}

export default function ArbitragePage() {
  const { premium, source, cause, fetchedAt, feePercent, crossPairs, evaluated, positive, best } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="Arbitraj Fırsatları"
        description="Aynı borsada üç işlemle USDT'ye geri dönen döngüler: USDT ile bir coin alıp onu ikinci bir coine çevirmek ve ikinciyi USDT'ye satmak (ve tersi). Hesap, her paritenin en iyi alış ve satış fiyatından ve her adımdan düşülen işlem ücretiyle yapılır."
      >
        <DataSourceNote source={source} updatedAt={fetchedAt} what="Emir defteri fiyatları" cause={cause} />
      </ToolHero>
      <div className="container-page space-y-6 pt-8">
        <Section id="arbitrage-explain-heading" title="Bu tablo ne söyler?" className="card space-y-3 text-slate-300" heading="lg">
          <p>
            Kâr eden (net sonucu pozitif) bir döngü nadirdir ve genellikle saniyeler içinde kaybolur: borsadaki otomatik alım-satım
            programları bu farkları hemen kapatır. Tabloda çoğu zaman yalnızca zarar eden döngüler görürsünüz; bu beklenen durumdur.
          </p>
          <p>
            Hesap yalnızca en iyi fiyatı kullanır; o fiyattan alınabilecek miktar (derinlik), fiyatın siz işlem yaparken değişmesi ve
            transfer süreleri hesaba katılmaz. Fiyatlar sunucumuzda en fazla 30 saniyede bir yenilenir.
          </p>
          <p data-testid="arbitrage-summary">
            İşlem ücreti: adım başına <strong className="text-white">{formatPercentUpTo(feePercent, 3)}</strong> (üç adımda toplam yaklaşık{" "}
            {formatPercentUpTo(feePercent * 3, 3)}). {crossPairs} çapraz paritede {evaluated} döngü hesaplandı;{" "}
            {positive ? `${positive} tanesi ücret sonrası kârlı.` : "hiçbiri ücret sonrası kârlı değil."}
          </p>
        </Section>

        <section aria-labelledby="arbitrage-table-heading" className="card">
          <h2 id="arbitrage-table-heading" className="text-2xl font-bold text-white">
            En iyi {SHOWN} döngü
          </h2>
          {best.length ? (
            <DataTable
              label="Arbitraj döngüleri"
              caption="Üçgen arbitraj döngüleri, net sonuca göre en iyiden"
              columns={["#", "Döngü", "Adımlar", ...figures("Ücretsiz sonuç", "Net sonuç")]}
              cell="py-2 pr-4 last:pr-0"
              frameClassName="mt-4"
            >
              <tbody data-testid="arbitrage-rows">
                {best.map((cycle, index) => (
                  <tr key={cycle.path.join()} className="border-b border-white/5 align-top">
                    <td className="py-2 pr-4 tabular-nums text-slate-400">{index + 1}</td>
                    <th scope="row" className="py-2 pr-4 font-semibold whitespace-nowrap text-white">
                      {cycle.path.join(" → ")}
                    </th>
                    <td className="py-2 pr-4 text-slate-300">
                      <ol className="space-y-0.5">
                        {cycle.legs.map((leg) => (
                          <li key={leg.symbol}>
                            {leg.symbol}: {leg.side === "buy" ? "al" : "sat"} @ {formatQuote(leg.price)}
                          </li>
                        ))}
                      </ol>
                    </td>
                    <td className={`py-2 pr-4 text-right tabular-nums ${changeClass(cycle.grossPercent)}`}>
                      {formatPercent(cycle.grossPercent)}
                    </td>
                    <td className={`py-2 text-right font-semibold tabular-nums ${changeClass(cycle.netPercent)}`}>
                      {formatPercent(cycle.netPercent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : (
            <p role="status" className="mt-4 text-slate-300">
              Emir defterinde iki USDT paritesini birbirine bağlayan çapraz parite bulunamadı; döngü hesaplanamadı.
            </p>
          )}
        </section>
        <LiraPremium view={premium} binanceFeePercent={feePercent} />
        <InvestmentNotice />
      </div>
    </main>
  );
}
