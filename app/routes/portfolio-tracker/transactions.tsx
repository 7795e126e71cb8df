import { Link } from "@remix-run/react";
import { DeleteButton } from "~/components/admin/delete-button";
import { formatCoinAmount, formatDay, formatMoney } from "~/lib/portfolio/format";
import { TYPE_LABELS, type Transaction } from "~/lib/portfolio/schema";
import { figures, LedgerTable } from "~/components/ui/data-table";
import { OutlineIcon } from "~/components/icon-file";

/** The transactions in the order given (the page lists them newest first); the owner's rows have edit and (confirmed) delete controls. */
export function TransactionsTable({ transactions, editable }: { transactions: Transaction[]; editable: boolean }) {
  return (
    <LedgerTable
      label="İşlemler tablosu"
      columns={[
        "Tarih",
        "Tür",
        "Coin",
        ...figures("Miktar", "Birim fiyat", "Ücret"),
        "Not",
        ...(editable ? [{ label: "İşlemler", className: "last:pr-0" }] : []),
      ]}
      minWidth="min-w-[720px]"
    >
      <tbody data-testid="transaction-rows">
        {transactions.map((transaction) => (
          <tr key={transaction.id} className="border-t border-white/10">
            <td className="py-2 pr-3 whitespace-nowrap">{formatDay(transaction.date)}</td>
            <td className="py-2 pr-3">{TYPE_LABELS[transaction.type]}</td>
            <td className="py-2 pr-3 font-semibold text-white">{transaction.symbol}</td>
            <td className="py-2 pr-3 text-right">{formatCoinAmount(transaction.amount)}</td>
            <td className="py-2 pr-3 text-right">
              {transaction.type === "transfer_out" ? "—" : formatMoney(transaction.price, transaction.currency)}
            </td>
            <td className="py-2 pr-3 text-right">{formatMoney(transaction.fee, transaction.currency)}</td>
            <td className="max-w-[16rem] truncate py-2 pr-3 text-slate-300" title={transaction.note}>
              {transaction.note}
            </td>
            {editable ? (
              <td className="py-2 whitespace-nowrap">
                <Link
                  to={`?edit=${transaction.id}#transaction-form`}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-brand-200 hover:bg-white/5"
                  aria-label={`Düzenle: ${formatDay(transaction.date)} ${transaction.symbol} ${TYPE_LABELS[transaction.type]}`}
                >
                  <OutlineIcon name="PencilSquareIcon" className="h-4 w-4" />
                  Düzenle
                </Link>
                <DeleteButton
                  intent="delete"
                  id={transaction.id}
                  label={`Sil: ${formatDay(transaction.date)} ${transaction.symbol} ${TYPE_LABELS[transaction.type]}`}
                  message={`${formatDay(transaction.date)} tarihli ${transaction.symbol} ${TYPE_LABELS[transaction.type].toLocaleLowerCase("tr")} işlemi silinsin mi?`}
                  confirmHref={`?delete=${transaction.id}#confirm-delete`}
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </LedgerTable>
  );
}
