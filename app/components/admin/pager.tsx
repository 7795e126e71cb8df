import { Link, useLocation } from "@remix-run/react";

/** "1–20 / 57 · Sayfa 1 / 3" with previous and next links that keep the other URL parameters. */
export function Pager({ page, pages, total, limit }: { page: number; pages: number; total: number; limit: number }) {
  const { pathname, search } = useLocation();
  if (total === 0) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    params.delete("confirm");
    return `${pathname}?${params}`;
  };
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <nav aria-label="Sayfalama" className="mt-4 flex items-center justify-between text-sm text-slate-400">
      <p>
        {from}–{to} / {total} · Sayfa {page} / {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="btn btn-secondary" rel="prev">
            Önceki
          </Link>
        ) : (
          <span className="btn btn-secondary opacity-50" aria-disabled="true">
            Önceki
          </span>
        )}
        {page < pages ? (
          <Link to={href(page + 1)} className="btn btn-secondary" rel="next">
            Sonraki
          </Link>
        ) : (
          <span className="btn btn-secondary opacity-50" aria-disabled="true">
            Sonraki
          </span>
        )}
      </div>
    </nav>
  );
}
