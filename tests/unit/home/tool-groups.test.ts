import { describe, expect, it } from "vitest";
import { tools } from "~/lib/tools/catalogue";
import { groupTools, toolGroups } from "~/lib/tools/groups";

describe("services page groups", () => {
  it("puts every catalogue tool in exactly one of the five groups", () => {
    const named = toolGroups.flatMap((group) => [...group.paths]);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(tools.map((tool) => tool.path).sort());
    expect(groupTools(tools).map((group) => [group.title, group.tools.length])).toEqual([
      ["Piyasa", 7],
      ["Sinyaller ve işlem", 4],
      ["Kişisel araçlar", 4],
      ["Öğrenme", 3],
      ["Haberler ve veri", 5],
    ]);
  });

  it("keeps a tool no group names, in the last group", () => {
    const extra = { ...tools[0]!, id: 99, path: "/yeni-arac" };
    expect(
      groupTools([...tools, extra])
        .at(-1)!
        .tools.at(-1),
    ).toBe(extra);
  });
});
