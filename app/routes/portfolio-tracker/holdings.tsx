import { AllocationChart } from "~/components/charts/allocation-chart";
import { formatUsd } from "~/lib/market/format";
import { formatCoinAmount, formatTryOrDash } from "~/lib/portfolio/format";
import type { PortfolioSummary } from "~/lib/portfolio/summary";
import { figures, LedgerTable } from "~/components/ui/data-table";

const pnlClass = (value: number | null) => (value === null || value === 0 ? "" : value > 0 ? "text-emerald-300" : "text-rose-300");

function Money({ usd, lira }: { usd: number | null; lira: number | null }) {
  return (
    <>
      <span className="block">{usd === null ? "—" : formatUsd(usd)}</span>
      <span className="block text-xs text-slate-400">{formatTryOrDash(lira)}</span>
    </>
  );
}

function Pnl({ usd, lira }: { usd: number | null; lira: number | null }) {
  return (
    <span className={pnlClass(usd)}>
      <span className="block">{usd === null ? "—" : formatUsd(usd)}</span>
      <span className="block text-xs opacity-80">{formatTryOrDash(lira)}</span>
    </span>
  );
}

/** The holdings at today's prices, their totals, the allocation chart and realised results per year. */
export function Holdings({ summary, usdTry, caption }: { summary: PortfolioSummary; usdTry: number | null; caption: string }) {
  const { holdings, totals, years, unpriced, income } = summary;
  if (holdings.length === 0) {
    return <p className="text-slate-300">Henüz işlem yok. Aşağıdaki formdan ilk işleminizi ekleyin veya CSV dosyası içe aktarın.</p>;
  }
  return (
    <div className="space-y-6">
      <dl className={`grid gap-4 ${income ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}`}>
        <div className="card">
          <dt className="text-sm text-slate-400">Toplam değer</dt>
          <dd className="mt-1 text-2xl font-semibold text-white" data-testid="total-value">
            {formatUsd(totals.valueUsd)}
          </dd>
          <dd className="text-sm text-slate-400">{formatTryOrDash(totals.valueTry)}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-400">Gerçekleşmemiş kâr/zarar</dt>
          <dd className="mt-1 text-2xl font-semibold">
            <Pnl usd={totals.unrealizedPnlUsd} lira={totals.unrealizedPnlTry} />
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-400">Gerçekleşen kâr/zarar</dt>
          <dd className="mt-1 text-2xl font-semibold">
            <Pnl usd={totals.realizedPnlUsd} lira={totals.realizedPnlTry} />
          </dd>
        </div>
        {income ? (
          <div className="card">
            <dt className="text-sm text-slate-400">Gelir (staking, airdrop, faiz)</dt>
            <dd className="mt-1 text-2xl font-semibold text-white" data-testid="income-total">
              <Money usd={income.usd} lira={income.try} />
            </dd>
            <dd className="text-xs text-slate-400">Alındığı günkü değeriyle; bu değer coinin maliyetidir.</dd>
          </div>
        ) : null}
      </dl>

      <LedgerTable
        label="Varlıklar tablosu"
        caption={caption}
        columns={["Coin", ...figures("Miktar", "Ort. maliyet (FIFO)", "Fiyat", "Değer", "Gerçekleşmemiş K/Z", "Gerçekleşen K/Z")]}
        cell="py-2 pr-3 last:pr-0"
        minWidth="min-w-[720px]"
      >
        <tbody data-testid="holding-rows">
          {holdings.map((holding) => (
            <tr key={holding.symbol} className="border-t border-white/10 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold text-white">
                {holding.symbol}
              </th>
              <td className="py-2 pr-3 text-right">{formatCoinAmount(holding.amount)}</td>
              <td className="py-2 pr-3 text-right">
                <Money
                  usd={holding.amount > 0 ? holding.averageCost : null}
                  lira={holding.amount > 0 && holding.costBasisTry !== null ? holding.costBasisTry / holding.amount : null}
                />
              </td>
              <td className="py-2 pr-3 text-right">{holding.priceUsd === null ? "Fiyat yok" : formatUsd(holding.priceUsd)}</td>
              <td className="py-2 pr-3 text-right">
                <Money usd={holding.valueUsd} lira={holding.valueTry} />
              </td>
              <td className="py-2 pr-3 text-right">
                <Pnl usd={holding.unrealizedPnlUsd} lira={holding.unrealizedPnlTry} />
              </td>
              <td className="py-2 text-right">
                <Pnl usd={holding.realizedPnlUsd} lira={holding.realizedPnlTry} />
              </td>
            </tr>
          ))}
        </tbody>
      </LedgerTable>
      {unpriced.length ? (
        <p className="text-sm text-amber-200">
          Piyasa verisinde USDT paritesi bulunmayan coinler toplamlara katılmadı: {unpriced.join(", ")}.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="allocation-heading" className="card">
          <h3 id="allocation-heading" className="mb-4 text-lg font-semibold text-white">
            Varlık dağılımı
          </h3>
          <AllocationChart
            title="Portföy dağılımı (dolar değerine göre)"
            slices={holdings
              .filter((holding) => holding.share !== null && holding.share > 0)
              .map((holding) => ({ label: holding.symbol, share: holding.share ?? 0, valueText: formatUsd(holding.valueUsd ?? 0) }))}
          />
        </section>
        <section aria-labelledby="years-heading" className="card">
          <h3 id="years-heading" className="mb-4 text-lg font-semibold text-white">
            Yıllara göre gerçekleşen kâr/zarar
          </h3>
          {years.length === 0 ? (
            <p className="text-sm text-slate-300">Henüz satış veya transfer çıkışı yok.</p>
          ) : (
            <LedgerTable label="Yıllara göre gerçekleşen kâr/zarar" columns={["Yıl", ...figures("USD", "TRY")]} cell="py-2">
              <tbody>
                {years.map((year) => (
                  <tr key={year.year} className="border-t border-white/10">
                    <th scope="row" className="py-2 font-medium">
                      {year.year}
                    </th>
                    <td className={`py-2 text-right ${pnlClass(year.gain)}`}>{formatUsd(year.gain)}</td>
                    <td className={`py-2 text-right ${pnlClass(year.gain)}`}>{formatTryOrDash(usdTry ? year.gain * usdTry : null)}</td>
                  </tr>
                ))}
              </tbody>
            </LedgerTable>
          )}
        </section>
      </div>
    </div>
  );
}
