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

/** Where page `requested` falls among `total` items: clamped to the pages there are (a page past the end is the last one). */
export function pageWindow(total: number, requested: number | undefined, limit: number): Pagination & { offset: number } {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(Math.max(requested ?? 1, 1), pages);
  return { page, pages, total, limit, offset: (page - 1) * limit };
}

/**
 * One page of an already filtered list.
 * For the admin lists that load whole (users, messages, posts): their filters
 * run in the model and the tables stay in the thousands at most.
 */
export function paginate<T>(items: T[], requested: number, limit: number): { items: T[]; pagination: Pagination } {
  const { offset, ...pagination } = pageWindow(items.length, requested, limit);
  return { items: items.slice(offset, offset + limit), pagination };
}
