import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A choice in a list's GET filter form: "Tümü" first, then one option per entry
 * of `labels`, in their order. The current value comes from the URL.
 */
export function FilterSelect({
  id,
  name,
  label,
  labels,
  value,
}: {
  id: string;
  name: string;
  label: string;
  labels: Record<string, string>;
  value: string | null | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="input">
        <option value="">Tümü</option>
        {Object.entries(labels).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A list's GET filter form (it works without JavaScript): an optional free-text search, the
 * page's `FilterSelect`s, the submit button, and "Temizle" back to the whole list once filtered.
 */
export function FilterForm({
  clearTo,
  filtered,
  search,
  submitLabel = "Filtrele",
  children,
}: {
  clearTo: string;
  filtered: boolean;
  search?: { id: string; label: string; value: string | undefined; placeholder?: string; maxLength?: number };
  submitLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="card flex flex-wrap items-end gap-4 p-4">
      {search ? (
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor={search.id} className="label">
            {search.label}
          </label>
          <input
            id={search.id}
            name="q"
            type="search"
            defaultValue={search.value ?? ""}
            placeholder={search.placeholder}
            maxLength={search.maxLength}
            className="input w-full"
          />
        </div>
      ) : null}
      {children}
      <button type="submit" className="btn btn-secondary">
        {submitLabel}
      </button>
      {filtered ? (
        <Link to={clearTo} className="btn btn-secondary">
          Temizle
        </Link>
      ) : null}
    </Form>
  );
}
