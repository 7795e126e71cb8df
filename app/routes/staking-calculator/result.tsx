import { GrowthChart } from "~/components/charts/growth-chart";
import { COMPOUNDING_LABELS, type calculateStaking } from "~/lib/calculators/staking";
import { formatChange, formatTry, formatUsd } from "~/lib/market/format";
import { formatCoinAmount } from "~/lib/portfolio/format";
import { figures, LedgerTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

const percent = (fraction: number) => formatChange(fraction * 100).replace(/^\+/, "");

/** The calculator's answer: totals, the APR/APY conversion, a chart and the month-by-month table. */
export function StakingResult({
  result,
  coin,
  priceUsd,
  usdTry,
  compounding,
}: {
  result: ReturnType<typeof calculateStaking>;
  coin: string;
  priceUsd: number;
  usdTry: number | null;
  compounding: string;
}) {
  const lira = (usd: number) => (usdTry ? formatTry(usd, usdTry) : "—");
  return (
    <Section id="staking-result" title="Sonuç" className="space-y-6" heading="2xl">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="card">
          <dt className="text-sm text-slate-400">Toplam ödül</dt>
          <dd className="mt-1 text-2xl font-semibold text-white" data-testid="total-reward">
            {formatCoinAmount(result.totalReward)} {coin}
          </dd>
          <dd className="text-sm text-slate-300">
            {formatUsd(result.totalRewardUsd)} · {lira(result.totalRewardUsd)}
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-400">Dönem sonu bakiye</dt>
          <dd className="mt-1 text-2xl font-semibold text-white">
            {formatCoinAmount(result.finalBalance)} {coin}
          </dd>
          <dd className="text-sm text-slate-300">
            {formatUsd(result.finalValueUsd)} · {lira(result.finalValueUsd)} (başlangıç {formatUsd(result.startValueUsd)})
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-400">APR ↔ APY</dt>
          <dd className="mt-1 text-lg font-semibold text-white" data-testid="apr-apy">
            APR {percent(result.apr)} = APY {percent(result.apy)}
          </dd>
          <dd className="text-sm text-slate-300">{COMPOUNDING_LABELS[compounding as keyof typeof COMPOUNDING_LABELS]} bileşik getiriyle</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-400">
        Bugünkü fiyat {formatUsd(priceUsd)}; senaryodaki dönem sonu fiyatı {formatUsd(result.finalPriceUsd)} (ara aylarda eşit adımlarla).
        Bir ay yılın on ikide biri sayılır. Ödüller değişken olabilir, kilit süresi ve ağ ücretleri hesaba katılmamıştır.
      </p>
      <div className="card">
        <GrowthChart
          title={`${coin} staking bakiyesinin aylara göre dolar değeri`}
          summary={`Başlangıç ${formatUsd(result.startValueUsd)}, ${result.months.length}. ay sonunda ${formatUsd(result.finalValueUsd)}.`}
          points={result.months.map((month) => ({ label: `${month.month}`, value: month.valueUsd }))}
        />
      </div>
      <LedgerTable
        label="Aylık staking tablosu"
        columns={["Ay", ...figures(`Aylık ödül (${coin})`, `Toplam ödül (${coin})`, `Bakiye (${coin})`, "Fiyat", "Değer (USD / TRY)")]}
        cell="py-2 pr-3 last:pr-0"
        minWidth="min-w-[640px]"
      >
        <tbody data-testid="staking-rows">
          {result.months.map((month) => (
            <tr key={month.month} className="border-t border-white/10">
              <th scope="row" className="py-2 pr-3 font-medium">
                {month.month}
              </th>
              <td className="py-2 pr-3 text-right">{formatCoinAmount(month.reward)}</td>
              <td className="py-2 pr-3 text-right">{formatCoinAmount(month.totalReward)}</td>
              <td className="py-2 pr-3 text-right">{formatCoinAmount(month.balance)}</td>
              <td className="py-2 pr-3 text-right">{formatUsd(month.priceUsd)}</td>
              <td className="py-2 text-right">
                {formatUsd(month.valueUsd)} · {lira(month.valueUsd)}
              </td>
            </tr>
          ))}
        </tbody>
      </LedgerTable>
    </Section>
  );
}
