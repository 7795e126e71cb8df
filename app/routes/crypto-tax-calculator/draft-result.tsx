import { DRAFT_2026, type DraftReport } from "~/lib/calculators/tax-draft";
import { TcmbRateNote, UsdTryNote } from "~/components/usd-try-note";
import type { RateSource } from "~/lib/calculators/tax";
import type { RatesUsed } from "~/lib/market/usd-try-history";
import { formatDay, formatMoney } from "~/lib/portfolio/format";
import { formatNumber } from "~/lib/format";
import { LedgerTable } from "~/components/ui/data-table";

const lira = (value: number) => formatMoney(value, "TRY");
const gainClass = (value: number) => (value > 0 ? "text-emerald-300" : value < 0 ? "text-red-300" : "");
const TYPE_NAMES = { sell: "Satış", transfer_in: "Transfer girişi", transfer_out: "Transfer çıkışı" } as const;

/** The draft, dated, with its status as last checked; always on the page so a reader knows the mode exists. */
export function DraftExplainer({ mode }: { mode: "current" | "draft" }) {
  return (
    <section aria-labelledby="draft-heading" className="card space-y-2 text-sm text-slate-300" data-testid="draft-explainer">
      <h2 id="draft-heading" className="text-lg font-semibold text-white">
        {DRAFT_2026.title}; yasalaşma durumu: {DRAFT_2026.status} — son kontrol: {formatDay(DRAFT_2026.checkedOn)}
      </h2>
      <p>
        Taslak, SPK lisanslı platformlarda elde edilen kazanca her çeyrekte %{DRAFT_2026.withholdingPercent} stopaj öngörür ve bu stopaj
        nihai vergidir. Bir çeyreğin zararı yalnızca aynı yılın sonraki çeyreklerindeki kazançtan düşülür; önceki çeyreklere ve sonraki yıla
        aktarılmaz. Diğer platformlardaki (yurt dışı borsalar, cüzdanlar) kazanç yıllık beyannameye girer. Lisanslı platformlar üzerinden
        yapılan satış ve transferlerin tutarından %{formatNumber(DRAFT_2026.transactionTaxPercent, 4)} işlem vergisi alınır.
      </p>
      <p className="font-semibold text-amber-200">
        Bu bir taslaktır: yürürlükte bir yasa değildir ve metni değişebilir. Taslak kipi, taslağı yazıldığı gibi uygular.
      </p>
      <p>
        Kip:{" "}
        {mode === "draft" ? (
          <strong className="text-white">2026 taslağı</strong>
        ) : (
          <strong className="text-white">Güncel (sizin oranınız)</strong>
        )}
        . Formlardaki &quot;Hesaplama kipi&quot; seçimiyle değiştirilir; her işlemin platformu satırındaki &quot;Platform&quot; seçimidir.
      </p>
    </section>
  );
}

/** The draft's result: quarterly withholding, the annual-return part, the transaction tax, each apart. */
export function DraftResult({ report, rates, rateSource }: { report: DraftReport; rates: RatesUsed | null; rateSource: RateSource }) {
  return (
    <section aria-labelledby="draft-result" className="space-y-6" data-testid="draft-result">
      <h2 id="draft-result" className="text-2xl font-semibold text-white">
        Sonuç: 2026 taslağına göre
      </h2>
      <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
        Taslaktır: bu hesap {DRAFT_2026.title} metnini uygular; yasalaşmış bir kural değildir. Kazançlar FIFO ile bulunur (alış ücreti
        maliyete eklenir, satış ücreti gelirden düşülür).
      </p>
      {rates ? (
        <div className="text-sm text-slate-300">
          {rateSource === "tcmb" ? <TcmbRateNote rates={rates} /> : <UsdTryNote rates={rates} />}
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Lisanslı platform stopajı (nihai)" value={lira(report.totals.withholding)} testId="draft-withholding" />
        <Figure label="Yıllık beyana girecek net kazanç" value={lira(report.totals.otherGain)} testId="draft-annual" />
        <Figure
          label={`İşlem vergisi (%${formatNumber(DRAFT_2026.transactionTaxPercent, 4)})`}
          value={lira(report.totals.transactionTax)}
          testId="draft-transaction-tax"
        />
      </div>

      {report.quarters.length ? (
        <LedgerTable
          label="Çeyreklere göre stopaj"
          caption="Lisanslı platformlar: çeyreklere göre stopaj (TL)"
          captionClassName="mb-2 text-left text-lg font-semibold text-white"
          columns={[
            "Çeyrek",
            "Net kazanç / zarar",
            "Mahsup edilen zarar",
            "Matrah",
            `Stopaj (%${DRAFT_2026.withholdingPercent})`,
            "Devreden zarar",
          ]}
          minWidth="min-w-[720px]"
          testId="draft-quarters"
        >
          <tbody>
            {report.quarters.map((quarter) => (
              <tr key={`${quarter.year}-${quarter.quarter}`} className="border-t border-white/10">
                <th scope="row" className="py-2 pr-3 font-semibold text-white">
                  {quarter.year} {quarter.quarter}. çeyrek
                </th>
                <td className={`py-2 pr-3 ${gainClass(quarter.gain)}`}>{lira(quarter.gain)}</td>
                <td className="py-2 pr-3">{lira(quarter.offset)}</td>
                <td className="py-2 pr-3">{lira(quarter.base)}</td>
                <td className="py-2 pr-3">{lira(quarter.withholding)}</td>
                <td className="py-2 pr-3">{lira(quarter.lossCarried)}</td>
              </tr>
            ))}
          </tbody>
        </LedgerTable>
      ) : (
        <p className="card text-slate-300">Lisanslı platformlarda satış ya da transfer çıkışı yok; stopaj doğmadı.</p>
      )}

      {report.years.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300" data-testid="draft-years">
          {report.years.map((year) => (
            <li key={year.year}>
              {year.year}: stopaj {lira(year.withholding)}; diğer platformlardan yıllık beyana {lira(year.otherGain)}
              {year.otherGain < 0 ? " (zarar)" : ""}; işlem vergisi {lira(year.transactionTax)}
              {year.lossUnused > 0
                ? `; yıl sonunda mahsup edilemeyen lisanslı platform zararı ${lira(year.lossUnused)} (taslağa göre sonraki yıla geçmez)`
                : ""}
              .
            </li>
          ))}
        </ul>
      ) : null}

      {report.transactionTax.length ? (
        <LedgerTable
          label="İşlem vergisi satırları"
          caption="İşlem vergisi: lisanslı platformlardaki satış ve transferler"
          captionClassName="mb-2 text-left text-lg font-semibold text-white"
          columns={["Tarih", "Coin", "İşlem", "Tutar", "Vergi"]}
          minWidth="min-w-[560px]"
          testId="draft-transaction-lines"
        >
          <tbody>
            {report.transactionTax.map((line) => (
              <tr key={line.index} className="border-t border-white/10">
                <td className="py-2 pr-3">{formatDay(line.date)}</td>
                <td className="py-2 pr-3">{line.symbol}</td>
                <td className="py-2 pr-3">{TYPE_NAMES[line.type]}</td>
                <td className="py-2 pr-3">{line.value === null ? "Fiyat girilmedi; tutar bilinmiyor" : lira(line.value)}</td>
                <td className="py-2 pr-3">{lira(line.tax)}</td>
              </tr>
            ))}
          </tbody>
        </LedgerTable>
      ) : null}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="card">
      <p className="text-sm text-slate-400">{label}</p>
      <p className="text-xl font-semibold text-white" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
