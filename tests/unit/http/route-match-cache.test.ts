import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMatchRoutesCache, installRouteMatchCache } from "../../../http/route-match-cache.mjs";

type Route = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type MatchRoutes = (routes: Route[], location: string | { pathname: string }, basename?: string) => Match[] | null;

const require = createRequire(import.meta.url);
const moduleFile = path.resolve(__dirname, "../../../http/route-match-cache.mjs");
const router = require("@remix-run/router") as { matchRoutes: MatchRoutes; parsePath: (path: string) => { pathname?: string } };
const original = router.matchRoutes;

/** A route tree like Remix's: a root layout, an index, static, dynamic and splat routes, a pathless layout. */
function routeTree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/blog", path: "blog" },
        { id: "routes/blog.$slug", path: "blog/:slug" },
        { id: "routes/Docs", path: "Docs", caseSensitive: true },
        { id: "routes/_auth", children: [{ id: "routes/_auth.login", path: "login" }] },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

function cached() {
  return createMatchRoutesCache(original, router.parsePath) as {
    matchRoutes: MatchRoutes;
    stats: { hits: number; misses: number; uncached: number };
  };
}

const paths = [
  "/",
  "/blog",
  "/blog/",
  "/blog/merhaba-d%C3%BCnya",
  "/blog/a/b",
  "/Docs",
  "/docs",
  "/login",
  "/nope/deeper",
  "/blog?x=1#top",
];

describe("route match cache", () => {
  it("answers every path as matchRoutes does, on a miss and on a hit, for a new array of the same shape", () => {
    const cache = cached();
    for (const path of paths) {
      const expected = original(routeTree(), path);
      const first = routeTree();
      const second = routeTree();
      expect(cache.matchRoutes(first, path)).toEqual(expected);
      const hit = cache.matchRoutes(second, path);
      expect(hit).toEqual(expected);
      // The routes in a result are the given array's own objects.
      for (const match of hit ?? []) expect(findRoute(second, match.route.id!)).toBe(match.route);
    }
    // "/blog?x=1#top" is "/blog" already seen: its first call is a hit too.
    expect(cache.stats.hits).toBe(paths.length + 1);
  });

  it("keys on the pathname and the basename, whether the location is a string or an object", () => {
    const cache = cached();
    const routes = routeTree();
    cache.matchRoutes(routes, "/blog/x?page=2");
    expect(cache.matchRoutes(routes, { pathname: "/blog/x" })).toEqual(original(routes, "/blog/x"));
    expect(cache.stats.hits).toBe(1);
    expect(cache.matchRoutes(routes, "/app/blog/x", "/app")).toEqual(original(routes, "/app/blog/x", "/app"));
    expect(cache.matchRoutes(routes, "/blog/x", "/app")).toBeNull();
    expect(cache.stats.misses).toBe(3);
  });

  it("never hands a result to a tree of another shape", () => {
    const cache = cached();
    cache.matchRoutes(routeTree(), "/blog/x");
    const changed = routeTree();
    changed[0].children![2].path = "blog/:slug/edit";
    expect(cache.matchRoutes(changed, "/blog/x")).toEqual(original(changed, "/blog/x"));
    expect(cache.matchRoutes(changed, "/blog/x")?.map((m) => m.route.id)).toEqual(["root", "routes/$"]);
    const caseless = routeTree();
    caseless[0].children![3].caseSensitive = false;
    expect(cache.matchRoutes(caseless, "/docs")?.map((m) => m.route.id)).toEqual(["root", "routes/Docs"]);
    expect(cache.stats.hits).toBe(1);
  });

  it("returns fresh objects, so a caller's change does not reach the next caller", () => {
    const cache = cached();
    const routes = routeTree();
    const first = cache.matchRoutes(routes, "/blog/a")!;
    first[1].params.slug = "changed";
    first.pop();
    const second = cache.matchRoutes(routes, "/blog/a")!;
    expect(second).toHaveLength(2);
    expect(second[1].params).toEqual({ slug: "a" });
    // As in the original, the matches share one params object.
    expect(second[0].params).toBe(second[1].params);
  });

  it("does not cache a tree without unique ids, and stays within its bounds", () => {
    const cache = createMatchRoutesCache(original, router.parsePath, { maxResults: 3 }) as ReturnType<typeof cached>;
    const anonymous: Route[] = [{ path: "a" }, { path: "b" }];
    expect(cache.matchRoutes(anonymous, "/a")?.[0].route).toBe(anonymous[0]);
    expect(cache.stats.uncached).toBe(1);
    const routes = routeTree();
    for (const path of ["/a1", "/a2", "/a3", "/a4"]) cache.matchRoutes(routes, path);
    cache.matchRoutes(routes, "/a1");
    expect(cache.stats.hits).toBe(0);
    cache.matchRoutes(routes, "/a4");
    expect(cache.stats.hits).toBe(1);
  });

  it("replaces @remix-run/router's export once, which Remix's server runtime then uses", async () => {
    const cache = installRouteMatchCache(router) as ReturnType<typeof cached>;
    expect(installRouteMatchCache(router)).toBe(cache);
    expect(router.matchRoutes).toBe(cache.matchRoutes);
    const { matchServerRoutes } = require("@remix-run/server-runtime/dist/routeMatching.js") as {
      matchServerRoutes: (routes: Route[], pathname: string) => { route: Route }[] | null;
    };
    const before = cache.stats.hits + cache.stats.misses;
    matchServerRoutes(routeTree(), "/blog/x");
    matchServerRoutes(routeTree(), "/blog/x");
    expect(cache.stats.hits + cache.stats.misses).toBe(before + 2);
    expect(cache.stats.hits).toBeGreaterThanOrEqual(1);
  });

  // The internal binding can only be replaced when this module loads the router first,
  // as it does as server.mjs's first import; a test worker may have loaded the router
  // already, so this runs in a fresh Node process.
  it("also takes the place of the binding the static handler's query calls, when loaded first", () => {
    const script = `
      import { createRequire } from "node:module";
      import { routeMatchCache as cache } from ${JSON.stringify(moduleFile)};
      const require = createRequire(${JSON.stringify(moduleFile)});
      const { createStaticHandler } = require("@remix-run/router");
      const routes = ${JSON.stringify(routeTree())};
      const handler = createStaticHandler(routes);
      const before = { ...cache.stats };
      const answers = [];
      for (const url of ["http://localhost/blog/merhaba", "http://localhost/blog/merhaba?page=2"]) {
        const context = await handler.query(new Request(url));
        answers.push(context instanceof Response ? null : context.matches.map((m) => [m.route.id, m.params.slug]));
      }
      console.log(JSON.stringify({ internal: cache.internal, before, after: cache.stats, answers }));
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    const { internal, before, after, answers } = JSON.parse(output.trim().split("\n").at(-1)!) as {
      internal: boolean;
      before: { hits: number; misses: number };
      after: { hits: number; misses: number };
      answers: ([string, string][] | null)[];
    };
    expect(internal).toBe(true);
    expect(after.misses + after.hits).toBe(before.misses + before.hits + 2);
    expect(after.hits).toBe(before.hits + 1);
    for (const matches of answers) {
      expect(matches).toEqual([
        ["root", "merhaba"],
        ["routes/blog.$slug", "merhaba"],
      ]);
    }
  });
});

function findRoute(routes: Route[], id: string): Route | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && findRoute(route.children, id);
    if (inner) return inner;
  }
  return undefined;
}

describe("Remix's server routes, built once per manifest", () => {
  const remixRoutesFile = path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js");
  const remixRoutes = require(remixRoutesFile) as {
    createServerRoutes: ((manifest: object, modules: object, future: object, spa: boolean) => Route[]) & { memoised?: boolean };
  };
  const manifest = {
    root: { id: "root", path: "", hasLoader: true },
    "routes/blog": { id: "routes/blog", parentId: "root", path: "blog", hasLoader: true },
  };
  const Root = () => null;
  const Blog = () => null;
  const rootModule = { default: Root };
  const blogModule = { default: Blog };

  it("is what RemixServer calls, and gives the same routes while the modules are the same", () => {
    expect(remixRoutes.createServerRoutes.memoised).toBe(true);
    const future = {};
    // Remix hands over a new object of the same modules for every request.
    const first = remixRoutes.createServerRoutes(manifest, { root: rootModule, "routes/blog": blogModule }, future, false);
    const again = remixRoutes.createServerRoutes(manifest, { root: rootModule, "routes/blog": blogModule }, future, false);
    expect(again).toBe(first);
    expect(first[0].children?.map((route) => route.id)).toEqual(["routes/blog"]);
  });

  it("builds again for another module, other flags or another manifest", () => {
    const future = {};
    const modules = { root: rootModule, "routes/blog": blogModule };
    const first = remixRoutes.createServerRoutes(manifest, modules, future, false);
    expect(remixRoutes.createServerRoutes(manifest, { ...modules, "routes/blog": { default: Root } }, future, false)).not.toBe(first);
    expect(remixRoutes.createServerRoutes(manifest, modules, {}, false)).not.toBe(first);
    expect(remixRoutes.createServerRoutes({ ...manifest }, modules, future, false)).not.toBe(first);
  });
});

describe("React Router's data routes, built once per route array", () => {
  const { createStaticRouter } = require("react-router-dom/server") as {
    createStaticRouter: (routes: Route[], context: object) => { routes: Route[]; state: { matches: { route: Route }[] } };
  };
  const convert = (
    require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: ((...args: unknown[]) => Route[]) & { memoised?: boolean } }
  ).UNSAFE_convertRoutesToDataRoutes;
  const context = (routes: Route[]) => ({
    matches: [{ route: routes[0], params: {}, pathname: "/", pathnameBase: "/" }],
    location: { pathname: "/" },
  });

  it("is what the static router calls: the same routes give the same data routes, and matches point into them", () => {
    expect(convert.memoised).toBe(true);
    const routes = routeTree();
    const first = createStaticRouter(routes, context(routes));
    const again = createStaticRouter(routes, context(routes));
    expect(again.routes).toBe(first.routes);
    expect(again.state.matches[0].route).toBe(first.routes[0]);
    expect(first.routes[0].children?.map((route) => route.id)).toEqual(routes[0].children?.map((route) => route.id));
  });

  it("builds again for another route array, and fills the manifest a caller hands in", () => {
    const routes = routeTree();
    const first = createStaticRouter(routes, context(routes)).routes;
    const otherRoutes = routeTree();
    expect(createStaticRouter(otherRoutes, context(otherRoutes)).routes).not.toBe(first);
    const manifest: Record<string, Route> = {};
    const mapRouteProperties = () => ({});
    const built = convert(routes, mapRouteProperties, undefined, manifest);
    expect(convert(routes, mapRouteProperties, undefined, {})).toBe(built);
    for (const id of [
      "root",
      "routes/_index",
      "routes/blog",
      "routes/blog.$slug",
      "routes/Docs",
      "routes/_auth",
      "routes/_auth.login",
      "routes/$",
    ]) {
      expect(manifest[id]?.id).toBe(id);
    }
    expect(manifest["routes/blog"]).toBe(built[0].children?.find((route) => route.id === "routes/blog"));
  });
});
