import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tools } from "~/lib/tools/catalogue";

const routesDir = path.resolve(__dirname, "../../../app/routes");
const entries = fs.readdirSync(routesDir);

/** The route module that answers a one-segment path: `x.tsx`, `x/route.tsx`, `x._index.tsx` or `x._index/route.tsx`. */
function moduleFor(pathname: string) {
  const name = pathname.slice(1);
  return [`${name}.tsx`, name, `${name}._index.tsx`, `${name}._index`].find((candidate) => entries.includes(candidate));
}

describe("route modules", () => {
  it("give every catalogue tool and every page the site links to a module of its own", () => {
    const linked = [
      ...tools.map((tool) => tool.path),
      "/crypto-launches",
      "/education",
      "/consulting",
      "/privacy",
      "/terms",
      "/faq",
      "/register",
    ];
    expect(linked.filter((pathname) => !moduleFor(pathname))).toEqual([]);
  });

  it("leave no top-level parameter route: a path no module claims falls to the 404 splat", () => {
    expect(entries.filter((entry) => entry.startsWith("$"))).toEqual(["$.tsx"]);
  });
});
