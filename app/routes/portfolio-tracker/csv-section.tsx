import { Form, Link, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-note";
import { CSV_COLUMNS, CSV_MAX_ROWS } from "~/lib/portfolio/csv";
import { MAX_PORTFOLIO_TRANSACTIONS } from "~/lib/portfolio/schema";
import { formatNumber } from "~/lib/format";
import { Section } from "~/components/ui/section";
import { OutlineIcon } from "~/components/icon-file";

const COLUMN_HELP: Record<(typeof CSV_COLUMNS)[number], string> = {
  date: "işlem tarihi, YYYY-AA-GG (ör. 2024-03-15)",
  type: "buy (alış), sell (satış), transfer_in (transfer girişi), transfer_out (transfer çıkışı) veya income (gelir: staking, airdrop, faiz)",
  symbol: "coin sembolü (ör. BTC)",
  amount: "miktar, sıfırdan büyük",
  price: "birim fiyat; transfer_out için boş bırakılabilir, income için alındığı günkü değeri",
  currency: "USD veya TRY",
  fee: "toplam ücret, işlemin para biriminde (boş: 0)",
  note: "isteğe bağlı not",
};

/** Export link, import form and the columns a file must have. */
export function CsvSection({ errors }: { errors: string[] | null }) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  return (
    <Section id="csv-heading" title="CSV ile içe ve dışa aktarma" className="card space-y-4">
      <div className="flex flex-wrap gap-3">
        <a href="/portfolio-tracker.csv" download className="btn btn-secondary">
          <OutlineIcon name="ArrowDownTrayIcon" className="h-5 w-5" />
          İşlemleri CSV olarak indir
        </a>
        <Link to="/portfolio-tracker/import" className="btn btn-secondary">
          <OutlineIcon name="ArrowUpTrayIcon" className="h-5 w-5" />
          Binance dosyasından içe aktar (önizlemeli)
        </Link>
      </div>
      <div className="text-sm text-slate-300">
        <p>
          Dosyanın ilk satırı sütun başlıklarıdır; sütunlar virgülle (veya noktalı virgülle) ayrılır, ondalık için nokta ya da virgül
          kullanılabilir. Dışa aktarılan dosya aynı biçimdedir. Bir dosyada en fazla {formatNumber(CSV_MAX_ROWS)} işlem olabilir; bir
          portföy en fazla {formatNumber(MAX_PORTFOLIO_TRANSACTIONS)} işlem tutar.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {CSV_COLUMNS.map((column) => (
            <li key={column}>
              <code className="text-brand-200">{column}</code>: {COLUMN_HELP[column]}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Hatalı satır varsa satır numarasıyla gösterilir ve dosyadaki <strong>hiçbir</strong> işlem eklenmez.
        </p>
      </div>
      <ErrorList title="İçe aktarma yapılmadı:" errors={errors} />
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="csv-file" className="label">
            CSV dosyası
          </label>
          <input id="csv-file" name="file" type="file" accept=".csv,text/csv" className="input" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="csv-text" className="label">
            veya CSV metni
          </label>
          <textarea
            id="csv-text"
            name="csv"
            rows={4}
            className="input font-mono"
            placeholder={`${CSV_COLUMNS.join(",")}\n2024-03-15,buy,BTC,0.1,65000,USD,5,`}
          />
        </div>
        <div>
          <button type="submit" name="intent" value="import" className="btn btn-primary" disabled={importing}>
            <OutlineIcon name="ArrowUpTrayIcon" className="h-5 w-5" />
            İçe aktar
          </button>
        </div>
      </Form>
    </Section>
  );
}
