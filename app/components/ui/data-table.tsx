import type { ReactNode } from "react";

/**
 * A header cell: its text, or the text with how it sits. `hidden` keeps the name for screen
 * readers only (an actions column); `align: "right"` is for figures, which read best aligned;
 * `sort` tells assistive technology that the rows are sorted by this column (its label is then
 * usually the link that turns the order).
 */
export type Column =
  string | { label: ReactNode; align?: "right" | "center"; hidden?: boolean; className?: string; sort?: "ascending" | "descending" };

const ALIGN = { right: "text-right", center: "text-center" } as const;

/** Columns of figures (prices, amounts, percentages): right-aligned, so their digits line up. */
export function figures(...labels: ReactNode[]): Column[] {
  return labels.map((label) => ({ label, align: "right" }));
}

/**
 * Every table on the site: a box that scrolls sideways on its own on a phone (issue 32: the page
 * never does), reachable by keyboard and named for screen readers, with a caption and one header
 * row. The rows stay the caller's, as `<tbody>` children: they differ from table to table, the
 * frame and the header do not.
 */
export function DataTable({
  label,
  caption = label,
  captionClassName = "sr-only",
  columns,
  cell = "px-3 py-2",
  frameClassName = "",
  tableClassName = "",
  headClassName = "border-b border-white/10 text-xs uppercase text-slate-400",
  testId,
  children,
}: {
  /** What the scrolling box is called for screen readers. */
  label: string;
  /** The table's caption (read, not shown); the label unless given. */
  caption?: ReactNode;
  /** Where the caption is also shown (a table whose caption explains its figures), its look. */
  captionClassName?: string;
  columns: Column[];
  /** The padding every header cell shares with the rows' cells. */
  cell?: string;
  /** Extra classes for the scrolling box (e.g. "card p-0", "mt-4"). */
  frameClassName?: string;
  /** Extra classes for the table (e.g. "min-w-[720px]" for one that must not squeeze). */
  tableClassName?: string;
  headClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto ${frameClassName}`.trim()} tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full text-left text-sm ${tableClassName}`.trim()} data-testid={testId}>
        <caption className={captionClassName}>{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((column, index) => (
              <HeaderCell key={index} column={column} cell={cell} />
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

function HeaderCell({ column, cell }: { column: Column; cell: string }) {
  const { label, align, hidden, className, sort } = typeof column === "string" ? { label: column } : column;
  const classes = [cell, align ? ALIGN[align] : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <th scope="col" className={classes} aria-sort={sort}>
      {hidden ? <span className="sr-only">{label}</span> : label}
    </th>
  );
}

/**
 * The money tables of the portfolio and the calculators: lighter figures under a head without a
 * rule, and (when given) a minimum width below which the table scrolls instead of wrapping amounts.
 */
export function LedgerTable({
  minWidth = "",
  stackOnPhone = false,
  ...props
}: Omit<Parameters<typeof DataTable>[0], "tableClassName" | "headClassName"> & {
  minWidth?: string;
  /** Below `md` the table is a list of stacked rows (the caller's cells name themselves there); the head shows from `md`. */
  stackOnPhone?: boolean;
}) {
  return (
    <DataTable
      cell="py-2 pr-3"
      {...props}
      tableClassName={`${stackOnPhone ? "block md:table" : ""} ${minWidth} text-slate-200`.trim()}
      headClassName={`${stackOnPhone ? "hidden md:table-header-group" : ""} text-xs uppercase text-slate-400`.trim()}
    />
  );
}
