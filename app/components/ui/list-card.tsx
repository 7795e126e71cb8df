import type { ReactNode } from "react";

/**
 * A card with a heading over a short list of rows, or a sentence when there are none: the
 * home page's movers and the market overview's movers had each written it.
 */
export function ListCard<Item>({
  title,
  titleClassName = "font-semibold text-white",
  items,
  empty,
  children,
}: {
  title: string;
  titleClassName?: string;
  items: readonly Item[];
  empty: string;
  /** One row: an `<li>` with its key. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <div className="card">
      <h3 className={titleClassName}>{title}</h3>
      {items.length ? (
        <ul className="mt-3 space-y-2 text-sm">{items.map(children)}</ul>
      ) : (
        <p className="mt-3 text-sm text-slate-400">{empty}</p>
      )}
    </div>
  );
}
