/** What the admin `Pager` shows. */
export interface Pagination {
  page: number;
  pages: number;
  total: number;
  limit: number;
}

/** The requested page number from a URL, or 1 for anything that is not a positive integer. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * One page of an already filtered list; a page past the end shows the last one.
 * For the admin lists that load whole (users, messages, posts): their filters
 * run in the model and the tables stay in the thousands at most.
 */
export function paginate<T>(items: T[], requested: number, limit: number): { items: T[]; pagination: Pagination } {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(Math.max(requested, 1), pages);
  return { items: items.slice((page - 1) * limit, page * limit), pagination: { page, pages, total, limit } };
}
