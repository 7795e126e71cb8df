import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-note";
import { CSV_COLUMNS, CSV_MAX_ROWS } from "~/lib/portfolio/csv";
import type { RateSource, TaxMode } from "~/lib/calculators/tax";
import { ModeField, RateSourceField, TaxRateField } from "./typed-rows";
import { formatNumber } from "~/lib/format";
import { Section } from "~/components/ui/section";

interface CsvReply {
  csv: string;
  taxRate: string;
  taxRateError: string | null;
  mode: TaxMode;
  rateSource: RateSource;
  csvErrors: string[];
}

/**
 * A pasted CSV, in the portfolio import's columns. It is posted (a long list does not fit in a
 * URL); the answer is a redirect to the same list as typed-in rows, whose URL can be shared, or
 * for a list too long for that, the result on the answered page itself.
 */
export function CsvForm({ reply, tcmbOn }: { reply: CsvReply | null; tcmbOn: boolean }) {
  const errors = reply?.csvErrors ?? [];
  return (
    <Section id="csv-heading" title="CSV yapıştırın" className="card space-y-4">
      <p className="text-sm text-slate-300">
        Portföy Takibi&apos;nin CSV sütunları: <code className="break-all text-brand-200">{CSV_COLUMNS.join(",")}</code>. İlk satır
        başlıktır; <code className="text-brand-200">type</code> buy, sell, transfer_in, transfer_out veya income (gelir),{" "}
        <code className="text-brand-200">currency</code> USD veya TRY olur. Hatalı satırlar satır numarasıyla gösterilir. En fazla 30
        işlemlik bir liste yukarıdaki forma aktarılır ve sonucun kendi adresi olur; daha uzun listelerin sonucu bu sayfada gösterilir. Bir
        seferde en fazla {formatNumber(CSV_MAX_ROWS)} işlem hesaplanır.
      </p>
      <ErrorList id="csv-error" title="CSV okunamadı:" errors={errors} />
      <Form method="post" className="space-y-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="tax-csv" className="label">
            CSV metni
          </label>
          <textarea
            id="tax-csv"
            name="csv"
            rows={6}
            defaultValue={reply?.csv ?? ""}
            placeholder={`${CSV_COLUMNS.join(",")}\n2024-01-15,buy,BTC,0.1,1400000,TRY,50,`}
            className="input w-full font-mono text-xs"
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? "csv-error" : undefined}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <TaxRateField id="csv-tax-rate" value={reply?.taxRate ?? ""} error={reply?.taxRateError ?? null} />
          <ModeField id="csv-tax-mode" value={reply?.mode ?? "current"} />
          <RateSourceField id="csv-tax-rates" value={reply?.rateSource ?? "tcmb"} tcmbOn={tcmbOn} />
          <button type="submit" className="btn btn-primary">
            CSV ile hesapla
          </button>
        </div>
      </Form>
    </Section>
  );
}
