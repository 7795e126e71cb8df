import { Form, Link } from "@remix-run/react";
import { TYPE_LABELS } from "~/lib/portfolio/schema";
import { formatCoinAmount, formatDay, formatMoney } from "~/lib/portfolio/format";
import type { Preview } from "./actions.server";
import { DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

/** The mapped rows, the rows set aside with why, and the one button that saves. */
export function ImportPreview({ preview }: { preview: Preview }) {
  return (
    <Section id="preview-heading" title="Önizleme: henüz hiçbir şey kaydedilmedi" className="card space-y-4">
      <p className="text-sm text-slate-300">
        Tanınan biçim: {preview.format}. Aktarılacak işlem: <strong>{preview.rows.length}</strong>; aktarılmayacak satır:{" "}
        <strong>{preview.rejected.length}</strong>.
      </p>
      {preview.rows.length ? (
        <DataTable
          label="Aktarılacak işlemler"
          columns={["Satır", "Tarih", "Tür", "Coin", "Miktar", "Birim fiyat", "Ücret", "Not"]}
          cell=""
          headClassName="text-slate-400"
          testId="import-preview"
        >
          <tbody>
            {preview.rows.map(({ line, transaction, warning }) => (
              <tr key={line} className="border-t border-white/10 align-top">
                <td className="py-1.5">{line}</td>
                <td className="py-1.5">{formatDay(transaction.date)}</td>
                <td className="py-1.5">{TYPE_LABELS[transaction.type]}</td>
                <th scope="row" className="py-1.5 font-semibold">
                  {transaction.symbol}
                </th>
                <td className="py-1.5">{formatCoinAmount(transaction.amount)}</td>
                <td className="py-1.5">{formatMoney(transaction.price, transaction.currency)}</td>
                <td className="py-1.5">{formatMoney(transaction.fee, transaction.currency)}</td>
                <td className="py-1.5 text-slate-300">
                  {transaction.note}
                  {warning ? <span className="block text-amber-200">{warning}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {preview.rejected.length ? (
        <div role="alert" className="break-words rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-100">
          <p className="font-semibold">Aktarılmayacak satırlar:</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.rejected.map((row) => (
              <li key={row.line}>
                Satır {row.line}: {row.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {preview.rows.length ? (
          <Form method="post">
            <input type="hidden" name="csv" value={preview.csv} />
            <input type="hidden" name="source" value={preview.source} />
            <button type="submit" name="intent" value="confirm" className="btn btn-primary">
              {preview.rows.length} işlemi portföye kaydet
            </button>
          </Form>
        ) : (
          <p className="text-slate-300">Dosyada aktarılabilecek işlem yok.</p>
        )}
        <Link to="/portfolio-tracker/import" className="btn btn-secondary">
          Vazgeç
        </Link>
      </div>
    </Section>
  );
}
