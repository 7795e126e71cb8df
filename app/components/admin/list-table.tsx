import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PencilSquareIcon, PlusIcon } from "@heroicons/react/24/outline";
import { DeleteButton } from "./delete-button";

export interface ListRow {
  id: number;
  /** What the row's edit and delete buttons name for screen readers. */
  name: string;
  cells: ReactNode[];
}

/**
 * One tab's list on the content screens: an add link, the rows with edit and
 * delete, and an empty text. Add and edit open the page's URL-driven modal.
 */
export function ListTable({
  tab,
  addLabel,
  columns,
  rows,
  deleteIntent,
  deleteMessage,
  emptyText = "Henüz kayıt yok.",
  title,
}: {
  title?: string;
  tab: string;
  addLabel: string;
  columns: string[];
  rows: ListRow[];
  deleteIntent: string;
  deleteMessage: string;
  emptyText?: string;
}) {
  return (
    <section className="mt-6">
      <div className={`flex items-center gap-4 ${title ? "justify-between" : "justify-end"}`}>
        {title ? <h2 className="text-lg font-semibold text-white">{title}</h2> : null}
        <Link to={`?tab=${tab}&new=1`} className="btn btn-primary">
          <PlusIcon className="h-5 w-5" aria-hidden="true" />
          {addLabel}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="card mt-4 p-8 text-center text-slate-400">{emptyText}</p>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-white/10 text-xs text-slate-400 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right">
                  İşlemler
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {rows.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, index) => (
                    <td key={index} className="px-4 py-3 text-slate-200">
                      {cell}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Link
                      to={`?tab=${tab}&edit=${row.id}`}
                      aria-label={`Düzenle: ${row.name}`}
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-300 hover:bg-white/5"
                    >
                      <PencilSquareIcon className="h-4 w-4" aria-hidden="true" />
                      Düzenle
                    </Link>
                    <DeleteButton
                      intent={deleteIntent}
                      id={row.id}
                      label={`Sil: ${row.name}`}
                      message={deleteMessage}
                      confirmHref={`?tab=${tab}&confirm=${row.id}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
