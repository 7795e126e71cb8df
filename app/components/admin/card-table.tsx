import type { ReactNode } from "react";
import { DataTable, type Column } from "~/components/ui/data-table";

/**
 * A card with a visible title over its table (the caption names it for screen readers); with no
 * rows, one row across the table says so, so the header still shows what would be listed.
 */
export function CardTable({
  title,
  label,
  columns,
  empty,
  children,
}: {
  title: string;
  /** What the scrolling box is called. */
  label: string;
  columns: Column[];
  /** The text shown instead of rows; null when there are rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="card p-0">
      <h2 className="p-4 text-lg font-semibold text-white">{title}</h2>
      <DataTable label={label} caption={title} columns={columns} cell="px-4 py-2">
        <tbody className="divide-y divide-white/5 text-slate-300">
          {empty === null ? (
            children
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-400">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </DataTable>
    </div>
  );
}
