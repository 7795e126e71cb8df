import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/api.md is the one place the API's shapes are written down; this keeps its list of paths
// and the /api route modules the same set, so a new route cannot go undocumented and a removed
// one cannot linger in the docs.
const root = path.resolve(__dirname, "../../..");

/** `/api/faqs/{}` for `api.faqs.$id.tsx`, `api.openai.test/route.tsx` or `api.signals.$id_.follow.tsx`. */
function routePath(entry: string): string {
  const segments = entry.replace(/(\/route)?\.tsx$/, "").split(".");
  return "/" + segments.map((segment) => (segment.startsWith("$") ? "{}" : segment.replace(/_$/, ""))).join("/");
}

/** Expands `{a,b}` alternatives and turns every `{name}` parameter into `{}`; the query is dropped. */
function expand(docPath: string): string[] {
  const withoutQuery = docPath.split("?")[0]!;
  const alternatives = /\{([^}]*,[^}]*)\}/.exec(withoutQuery);
  if (alternatives) {
    return alternatives[1]!.split(",").flatMap((choice) => expand(withoutQuery.replace(alternatives[0], choice)));
  }
  return [withoutQuery.replace(/\{[^}]*\}/g, "{}")];
}

const routes = new Set(
  fs
    .readdirSync(path.join(root, "app/routes"))
    .filter((entry) => entry.startsWith("api."))
    .map(routePath),
);
const documented = new Set(
  [...fs.readFileSync(path.join(root, "docs/api.md"), "utf8").matchAll(/`(?:GET|POST|PUT|PATCH|DELETE) (\/api[^`\s]*)/g)].flatMap((match) =>
    expand(match[1]!),
  ),
);

/** A route's `{}` segment takes any documented value (`/api/footer/{}` serves `/api/footer/links`). */
function serves(route: string, documentedPath: string): boolean {
  const routeSegments = route.split("/");
  const docSegments = documentedPath.split("/");
  return routeSegments.length === docSegments.length && routeSegments.every((segment, i) => segment === "{}" || segment === docSegments[i]);
}

describe("docs/api.md", () => {
  it("documents every /api route", () => {
    expect([...routes].filter((route) => ![...documented].some((doc) => serves(route, doc))).sort()).toEqual([]);
  });

  it("lists no path that has no route", () => {
    expect([...documented].filter((doc) => ![...routes].some((route) => serves(route, doc))).sort()).toEqual([]);
  });
});
