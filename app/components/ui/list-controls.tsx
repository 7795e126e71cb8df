import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { OutlineIcon } from "~/components/icon-file";
import { Options } from "~/components/ui/options";

/**
 * The pieces of a searchable, sortable, paged list that works without JavaScript (a GET form
 * and plain links): the coin list and the market table had each written them.
 */

type SearchInputProps = {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  maxLength?: number;
};

/** The `q` box of a GET search form, with a label only screen readers hear. */
function SearchInput({ id, label, placeholder, defaultValue, maxLength, className }: SearchInputProps & { className: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className={className}
      />
    </>
  );
}

/** A search box with a magnifier inside it (drawn over the box, whose padding leaves it room). */
export function SearchBox(props: SearchInputProps) {
  return (
    <div className="relative">
      <SearchInput {...props} className="input pl-10" />
      <Icon name="MagnifyingGlassIcon" className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400" />
    </div>
  );
}

/**
 * The search form under a page's title (the dictionary's and the site search's): a wide box and
 * an "Ara" button; `children` carries hidden fields the search keeps.
 */
export function HeroSearch({ action, children, ...input }: SearchInputProps & { action?: string; children?: ReactNode }) {
  return (
    <Form method="get" action={action} role="search" className="mt-6 flex max-w-xl gap-2">
      <SearchInput {...input} className="input flex-1" />
      {children}
      <button type="submit" className="btn btn-primary">
        <OutlineIcon name="MagnifyingGlassIcon" className="h-4 w-4" />
        Ara
      </button>
    </Form>
  );
}

type Direction = "asc" | "desc";

// The direction select's choices; the empty one leaves the column's own default in force.
const DIRECTION_LABELS = { "": "Varsayılan yön", desc: "Azalan", asc: "Artan" } as const;
const DIRECTIONS = ["", "desc", "asc"] as const;

/**
 * A query's sort column (`sort`) and direction (`dir`) as two selects; the direction shows
 * "Varsayılan yön" while the URL's direction is the column's own default.
 */
export function SortSelects<Sort extends string>({
  idPrefix,
  sorts,
  labels,
  query,
  defaultDirection,
}: {
  idPrefix: string;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  query: { sort: Sort; dir: Direction };
  defaultDirection: (sort: Sort) => Direction;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-sort`} className="sr-only">
          Sıralama
        </label>
        <select id={`${idPrefix}-sort`} name="sort" defaultValue={query.sort} className="input">
          <Options values={sorts} label={(option) => labels[option]} />
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-dir`} className="sr-only">
          Sıralama yönü
        </label>
        <select
          id={`${idPrefix}-dir`}
          name="dir"
          defaultValue={query.dir === defaultDirection(query.sort) ? "" : query.dir}
          className="input"
        >
          <Options values={DIRECTIONS} label={(value) => DIRECTION_LABELS[value]} />
        </select>
      </div>
    </>
  );
}

/** A filter form's submit button, then (while a filter is on) the link back to the whole list. */
export function FilterButtons({
  submit,
  active,
  clearTo,
  clearText,
}: {
  submit: string;
  active: boolean;
  clearTo: string;
  clearText: string;
}) {
  return (
    <>
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
      {active ? (
        <Link to={clearTo} className="btn btn-secondary">
          {clearText}
        </Link>
      ) : null}
    </>
  );
}

/**
 * The line above a list: how many rows it holds ("12 coin", with "bulundu" while a search or
 * filter is on), which page this is and, while filtered, the link back to the whole list.
 */
export function ListSummary({
  count,
  filtered,
  page,
  pageCount,
  clearTo,
  clearText,
  linkClassName = "text-brand-300 underline hover:text-brand-200",
  testId,
}: {
  count: string;
  filtered: boolean;
  page: number;
  pageCount: number;
  clearTo: string;
  clearText: string;
  linkClassName?: string;
  testId?: string;
}) {
  return (
    <p className="mt-4 text-sm text-slate-400" data-testid={testId}>
      {count}
      {filtered ? " bulundu" : ""} · Sayfa {page} / {pageCount}
      {filtered ? (
        <>
          {" · "}
          <Link to={clearTo} className={linkClassName}>
            {clearText}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** What a list says when its search finds nothing, with a link back to the whole list. */
export function NoResults({ message, to, linkText }: { message: string; to: string; linkText: string }) {
  return (
    <div role="status" className="mt-6 rounded-lg border border-white/10 p-6 text-center">
      <p className="font-semibold text-white">{message}</p>
      <Link to={to} className="btn btn-secondary mt-4">
        {linkText}
      </Link>
    </div>
  );
}

/** "Sayfa 2 / 5" between a previous and a next link, each there only when that page exists. */
export function PageLinks({
  page,
  pageCount,
  href,
  previousText = "Önceki Sayfa",
  nextText = "Sonraki Sayfa",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  previousText?: string;
  nextText?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn-secondary" rel="prev">
          {previousText}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-400">
        Sayfa {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn btn-secondary" rel="next">
          {nextText}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
