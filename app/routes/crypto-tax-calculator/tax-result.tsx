import type { RateSource, TaxReport } from "~/lib/calculators/tax";
import type { MarketSource } from "~/lib/market/analysis";
import { formatMarketTime } from "~/lib/market/format";
import { formatCoinAmount, formatDay, formatMoney } from "~/lib/portfolio/format";
import { TcmbRateNote, UsdTryNote } from "~/components/usd-try-note";
import type { RatesUsed } from "~/lib/market/usd-try-history";
import { formatNumber } from "~/lib/format";
import { figures, LedgerTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

const lira = (value: number) => formatMoney(value, "TRY");
const gainClass = (value: number) => (value > 0 ? "text-emerald-300" : value < 0 ? "text-red-300" : "");

/** What the page is and is not: said before any figure. */
export function TaxNotice() {
  return (
    <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
      <strong>Önemli:</strong> Bu araç bir hesap yardımcısıdır, vergi danışmanlığı değildir. Türkiye&apos;de kripto varlıkların
      vergilendirilmesine ilişkin kurallar değişebilir; bu sayfa yasanın ne olduğu hakkında bir şey söylemez. Oranı siz girersiniz
      (varsayılan 0). Beyan ve ödeme için güncel mevzuatı ve bir mali müşaviri esas alın.
    </p>
  );
}

/** Realised gains per year, the tax at the visitor's rate, every sale, and what is still held. */
export function TaxResult({
  report,
  market,
  rates,
  rateSource,
}: {
  report: TaxReport;
  market: { source: MarketSource; updatedAt: string; usdTry: number | null };
  rates: RatesUsed | null;
  rateSource: RateSource;
}) {
  return (
    <Section id="tax-result" title="Sonuç" className="space-y-6" heading="2xl">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
        <li>Yöntem: FIFO (ilk giren ilk çıkar). Alış ücreti maliyete eklenir, satış ücreti satış gelirinden düşülür.</li>
        <li>Transfer çıkışı kazanç ya da zarar doğurmaz; yalnızca ücreti o yılın zararı sayılır.</li>
        <li>
          Gelir (staking, airdrop, faiz) alındığı günkü değeriyle o yılın gelir toplamına yazılır ve bu değer coinin maliyeti olur;
          gerçekleşen kazanca ve vergi hesabına katılmaz, ayrı sütunda gösterilir.
        </li>
        <li>
          Vergi: her yılın net kazancına %{formatNumber(report.ratePercent, 4)} uygulanır; net zarar olan yılın vergisi 0&apos;dır ve zarar
          başka yıla aktarılmaz.
        </li>
        {report.convertedUsd && rates ? (
          <li>
            {rateSource === "tcmb" ? (
              <TcmbRateNote rates={rates} />
            ) : (
              <>
                <UsdTryNote rates={rates} />
                Bugünkü kur: {market.usdTry ? formatNumber(market.usdTry, 4) : "yok"} ({formatMarketTime(market.updatedAt)}).
              </>
            )}{" "}
            TL girilen fiyatlar olduğu gibi kullanıldı.
          </li>
        ) : (
          <li>Tüm fiyatlar TL girildi; olduğu gibi kullanıldı.</li>
        )}
      </ul>

      {report.years.length === 0 ? (
        <p className="card text-slate-300">Bu işlemlerde satış, transfer çıkışı ya da gelir yok; gerçekleşen kazanç veya zarar oluşmadı.</p>
      ) : (
        <LedgerTable
          label="Yıllara göre gerçekleşen kazanç"
          caption="Yıllara göre gerçekleşen kazanç ve hesaplanan vergi (TL)"
          columns={[
            "Yıl",
            ...figures(
              "Satış geliri",
              "Maliyet",
              "Net kazanç / zarar",
              `Vergi (%${formatNumber(report.ratePercent, 4)})`,
              "Gelir (staking, airdrop, faiz)",
            ),
          ]}
          minWidth="min-w-[760px]"
          testId="tax-years"
        >
          <tbody>
            {report.years.map((year) => (
              <tr key={year.year} className="border-t border-white/10">
                <th scope="row" className="py-2 pr-3 font-semibold text-white">
                  {year.year}
                </th>
                <td className="py-2 pr-3 text-right">{lira(year.proceeds)}</td>
                <td className="py-2 pr-3 text-right">{lira(year.cost)}</td>
                <td className={`py-2 pr-3 text-right ${gainClass(year.gain)}`}>{lira(year.gain)}</td>
                <td className="py-2 pr-3 text-right">{lira(year.tax)}</td>
                <td className="py-2 pr-3 text-right">{lira(year.income)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-white/20 font-semibold text-white">
              <th scope="row" className="py-2 pr-3">
                Toplam
              </th>
              <td className="py-2 pr-3" />
              <td className="py-2 pr-3" />
              <td className={`py-2 pr-3 text-right ${gainClass(report.totals.gain)}`}>{lira(report.totals.gain)}</td>
              <td className="py-2 pr-3 text-right">{lira(report.totals.tax)}</td>
              <td className="py-2 pr-3 text-right">{lira(report.totals.income)}</td>
            </tr>
          </tfoot>
        </LedgerTable>
      )}

      {report.events.length ? (
        <div>
          <h3 className="mb-2 text-lg font-semibold text-white">Satışlar ve transfer çıkışları</h3>
          <LedgerTable
            label="Satış ve transfer çıkışları"
            columns={["Tarih", "Coin", "İşlem", ...figures("Miktar", "Gelir", "Maliyet / ücret", "Kazanç / zarar")]}
            minWidth="min-w-[720px]"
            testId="tax-events"
          >
            <tbody>
              {report.events.map((event, index) => (
                <tr key={`${event.date}-${event.symbol}-${index}`} className="border-t border-white/10">
                  <td className="py-2 pr-3">{formatDay(event.date)}</td>
                  <td className="py-2 pr-3">{event.symbol}</td>
                  <td className="py-2 pr-3">{event.type === "sell" ? "Satış" : "Transfer çıkışı"}</td>
                  <td className="py-2 pr-3 text-right">{formatCoinAmount(event.amount)}</td>
                  <td className="py-2 pr-3 text-right">{lira(event.proceeds)}</td>
                  <td className="py-2 pr-3 text-right">{lira(event.cost)}</td>
                  <td className={`py-2 pr-3 text-right ${gainClass(event.gain)}`}>{lira(event.gain)}</td>
                </tr>
              ))}
            </tbody>
          </LedgerTable>
        </div>
      ) : null}

      {report.holdings.length ? (
        <p className="text-sm text-slate-400">
          Elde kalan:{" "}
          {report.holdings
            .map((holding) => `${formatCoinAmount(holding.amount)} ${holding.symbol} (maliyeti ${lira(holding.costBasis)})`)
            .join(", ")}
          . Satılmadıkça bunlar için gerçekleşen kazanç yoktur.
        </p>
      ) : null}
    </Section>
  );
}
