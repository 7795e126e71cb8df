import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";

// The server's copy of React Router's matcher, as server-runtime loads it (decision 050).
const { matchPath, matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

type Route = Parameters<typeof matchRoutes>[0][number];

/** Routes whose `path` reads are counted: flattening the tree reads every one of them. */
function countedRoutes() {
  let reads = 0;
  const route = (id: string, path: string | undefined, rest: { index?: true; caseSensitive?: true; children?: Route[] } = {}) =>
    ({
      id,
      ...rest,
      get path() {
        reads++;
        return path;
      },
    }) as Route;
  const routes = [
    route("root", "", {
      children: [
        route("home", undefined, { index: true }),
        route("blog", "blog"),
        route("post", "blog/:slug"),
        route("docs", "docs/*"),
        route("Upper", "Exact", { caseSensitive: true }),
      ],
    }),
  ];
  return { routes, reads: () => reads };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const ids = (matches: { route: { id?: string } }[] | null) => matches?.map((match) => match.route.id) ?? null;

describe("route matching on the server (patched @remix-run/router)", () => {
  it("flattens a route array once, however often it is matched", () => {
    const { routes, reads } = countedRoutes();
    matchRoutes(routes, "/blog");
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    for (const path of ["/", "/blog/x", "/docs/a/b", "/nowhere"]) matchRoutes(routes, path);
    expect(reads()).toBe(afterFirst);
    // Another array (the render builds its own) is flattened for itself.
    const other = countedRoutes();
    matchRoutes(other.routes, "/blog");
    expect(other.reads()).toBe(afterFirst);
  });

  it("keeps a pathname's matches, and gives each caller matches of its own", () => {
    const { routes } = countedRoutes();
    // Matching a pathname runs the branches' regular expressions; a kept answer runs none.
    const patterns = vi.spyOn(RegExp.prototype, Symbol.match);
    const first = matchRoutes(routes, "/blog/eski-yazi");
    expect(patterns).toHaveBeenCalled();
    patterns.mockClear();
    const again = matchRoutes(routes, "/blog/eski-yazi");
    expect(patterns).not.toHaveBeenCalled();
    expect(ids(again)).toEqual(["root", "post"]);
    // A caller that changes its matches changes nobody else's; within one answer the params are one object.
    (first![1].params as Record<string, string>).slug = "degisti";
    expect(again![1].params).toEqual({ slug: "eski-yazi" });
    expect(again![0].params).toBe(again![1].params);
    expect(again![1].route).toBe(first![1].route);
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
  });

  it("answers as the router does: ranks, parameters, splats, case and index routes", () => {
    const { routes } = countedRoutes();
    for (let round = 0; round < 2; round++) {
      expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "home"]);
      expect(ids(matchRoutes(routes, "/blog"))).toEqual(["root", "blog"]);
      const post = matchRoutes(routes, "/blog/bitcoin-nedir");
      expect(ids(post)).toEqual(["root", "post"]);
      expect(post?.at(-1)?.params).toEqual({ slug: "bitcoin-nedir" });
      expect(matchRoutes(routes, "/docs/a/b")?.at(-1)?.params).toEqual({ "*": "a/b" });
      expect(ids(matchRoutes(routes, "/Exact"))).toEqual(["root", "Upper"]);
      expect(matchRoutes(routes, "/exact")).toBeNull();
      expect(matchRoutes(routes, "/blog/a/b")).toBeNull();
    }
  });

  it("keeps a pattern's case and end apart", () => {
    for (let round = 0; round < 2; round++) {
      expect(matchPath({ path: "/Coin", caseSensitive: true, end: true }, "/coin")).toBeNull();
      expect(matchPath({ path: "/Coin", caseSensitive: false, end: true }, "/coin")?.pathname).toBe("/coin");
      expect(matchPath({ path: "/coin", end: true }, "/coin/btc")).toBeNull();
      expect(matchPath({ path: "/coin", end: false }, "/coin/btc")?.pathnameBase).toBe("/coin");
    }
  });
});
