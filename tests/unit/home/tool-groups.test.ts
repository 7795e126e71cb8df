import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { tools } from "~/lib/tools/catalogue";
import { groupTools, toolGroups } from "~/lib/tools/groups";

describe("services page groups", () => {
  it("puts every catalogue tool in exactly one of the six groups", () => {
    const named = toolGroups.flatMap((group) => [...group.paths]);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(tools.map((tool) => tool.path).sort());
    expect(groupTools(tools).map((group) => [group.title, group.tools.length])).toEqual([
      ["Asistan, alarmlar ve botlar", 5],
      ["Piyasa", 6],
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

describe("the catalogue's count where it is written", () => {
  it("says the catalogue's own number of tools in every default text, the README and the features page", () => {
    for (const file of ["app/lib/site/defaults.ts", "app/lib/site/identity.ts", "app/components/home/fallback-home.tsx"]) {
      expect(fs.readFileSync(file, "utf8"), file).toContain(`${tools.length} kripto aracı`);
    }
    const readme = fs.readFileSync("README.md", "utf8");
    expect(readme).toContain(`a catalogue of ${tools.length} crypto tools`);
    const features = fs.readFileSync("docs/features.md", "utf8");
    expect(features).toContain(`Each of the ${tools.length} tools of the catalogue`);
  });

  it("lists the member features a new user looks for", () => {
    expect(tools.map((tool) => tool.path)).toEqual(
      expect.arrayContaining(["/ai-chat", "/alerts", "/trading-bots", "/watchlists", "/converter"]),
    );
  });
});
