import { describe, expect, it } from "vitest";
import { pageParam, paginate } from "~/lib/pagination";

describe("admin list paging", () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it("slices the requested page and says where it is", () => {
    expect(paginate(items, 2, 20)).toEqual({ items: items.slice(20, 40), pagination: { page: 2, pages: 3, total: 45, limit: 20 } });
  });

  it("shows the last page for a page past the end, and one empty page for no items", () => {
    expect(paginate(items, 9, 20).pagination.page).toBe(3);
    expect(paginate(items, 9, 20).items).toEqual([41, 42, 43, 44, 45]);
    expect(paginate([], 3, 20)).toEqual({ items: [], pagination: { page: 1, pages: 1, total: 0, limit: 20 } });
  });

  it("reads only positive whole page numbers from the URL", () => {
    expect(pageParam("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "1.5", "abc", "1e400"]) expect(pageParam(bad)).toBe(1);
  });
});
