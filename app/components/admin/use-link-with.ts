import { useLocation } from "@remix-run/react";

/**
 * The admin's dialogs and selections are URL states (`?edit=5`, `?view=3`, `?confirm=2`): this
 * gives a link to the current page with some of its query changed (null removes a key) and the
 * rest, such as the filters and the page number, kept.
 */
export function useLinkWith() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
}
