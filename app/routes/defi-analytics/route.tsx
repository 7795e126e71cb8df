import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SourceStatus } from "~/components/market/source-status";
import { QueryNotices, ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { parseProtocolOrder, sortProtocols } from "~/lib/defi/tvl";
import { formatCompactUsd } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { defiSourceConfigured, getDefiChains, getDefiProtocols, getTvlHistory } from "~/services/defillama.server";
import { settle } from "~/services/settle.server";
import { ChainsTable, ProtocolsTable, TvlChart } from "./sections";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "DeFi Analitiği: Kilitli Toplam Değer (TVL)",
    description:
      "DeFi'de kilitli toplam değerin (TVL) son bir yıllık grafiği, zincirlere göre dağılımı ve en büyük protokollerin 1 ve 7 günlük değişimi.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { order, error } = parseProtocolOrder(new URL(request.url).searchParams);
  const [chains, protocols, history] = await Promise.all([settle(getDefiChains()), settle(getDefiProtocols()), settle(getTvlHistory())]);
  return data(
    {
      order,
      notices: error ? [error] : [],
      sourceConfigured: defiSourceConfigured(),
      chains,
      history,
      protocols: protocols.ok ? { ...protocols, data: sortProtocols(protocols.data, order) } : protocols,
    },
    { status: error ? 400 : 200 },
  );
}

export default function DefiAnalyticsPage() {
  const { order, notices, sourceConfigured, chains, history, protocols } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title="DeFi Analitiği"
        description="Merkeziyetsiz finans protokollerinde kilitli toplam değer (TVL): tüm piyasanın son bir yılı, zincirlere göre dağılımı ve en büyük protokoller."
      >
        <p className="mt-4 text-sm text-slate-400" data-testid="defi-source">
          {sourceConfigured
            ? "Kaynak: DeFiLlama uyumlu bir API. Veriler sunucuda en çok 10 dakikada bir yenilenir; tutarlar ABD dolarıdır."
            : "DeFi veri kaynağı bu sunucuda kapalı."}
        </p>
      </ToolHero>
      <div className="container-page space-y-8 pt-8">
        <QueryNotices notices={notices} />

        <Section id="history-heading" title="Toplam TVL, son bir yıl" className="card" heading="2xl-bold">
          <SourceStatus result={history} what="TVL geçmişi" testId="history-source" />
          {history.ok ? (
            <>
              <p className="mt-4 text-3xl font-bold text-white tabular-nums" data-testid="tvl-total">
                {formatCompactUsd(history.data[history.data.length - 1]?.tvl ?? 0)}
              </p>
              <TvlChart history={history.data} />
            </>
          ) : null}
        </Section>

        <Section id="chains-heading" title="Zincirlere göre TVL" className="card" heading="2xl-bold">
          <SourceStatus result={chains} what="Zincir verileri" testId="chains-source" />
          {chains.ok ? (
            <>
              <p className="mt-3 text-sm text-slate-300">
                Değer kilitli {chains.data.count} zincirin toplamı {formatCompactUsd(chains.data.total)}; en büyük{" "}
                {chains.data.chains.length} zincir:
              </p>
              <ChainsTable chains={chains.data} />
            </>
          ) : null}
        </Section>

        <section aria-labelledby="protocols-heading" id="protocols" className="card">
          <h2 id="protocols-heading" className="text-2xl font-bold text-white">
            En büyük protokoller
          </h2>
          <SourceStatus result={protocols} what="Protokol verileri" testId="protocols-source" />
          {protocols.ok ? (
            <>
              <p className="mt-3 text-sm text-slate-300">
                TVL'ye göre ilk {protocols.data.length} protokol (merkezi borsalar hariç). Sütun başlığına tıklayarak sıralayın; değişimler
                TVL'nin yüzde değişimidir.
              </p>
              <ProtocolsTable protocols={protocols.data} order={order} />
            </>
          ) : null}
        </section>

        <InvestmentNotice />
      </div>
    </main>
  );
}
