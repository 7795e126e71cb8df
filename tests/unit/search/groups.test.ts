import { describe, expect, it } from "vitest";
import { groupByKey, groupCounts, groupHits } from "~/lib/search/groups";

// The search page's sections, pure.
describe("search sections", () => {
  it("puts hits in the page's sections in rank order, research pages with the coins, empty sections left out", () => {
    const hits = [
      { kind: "term" as const, id: 1 },
      { kind: "coin" as const, id: 2 },
      { kind: "research" as const, id: 3 },
      { kind: "term" as const, id: 4 },
    ];
    expect(groupHits(hits).map((section) => [section.group.key, section.hits.map((hit) => hit.id)])).toEqual([
      ["coin", [2, 3]],
      ["term", [1, 4]],
    ]);
    expect(groupHits([])).toEqual([]);
  });

  it("counts matches per section from the counts per kind, and finds a section by its key", () => {
    expect(groupCounts({ coin: 2, research: 3, news: 1, post: 0 }).map((entry) => [entry.group.key, entry.count])).toEqual([
      ["coin", 5],
      ["news", 1],
    ]);
    expect(groupByKey("faq")?.label).toBe("Sık sorulan sorular");
    expect(groupByKey("nope")).toBeNull();
    expect(groupByKey(null)).toBeNull();
  });
});
