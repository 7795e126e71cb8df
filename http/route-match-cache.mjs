// Remembers which routes match a path, so that a request stops paying for route
// matching four times over. React Router's `matchRoutes` flattens, ranks and
// compiles every route of the app on each call (about 150 here), and Remix calls
// it through the `@remix-run/router` module's exports for every document request:
// server-runtime's matchServerRoutes, React Router's <Routes> in the static render
// and the lazy-route-discovery manifest (once per path segment).
//
// Those callers read `router.matchRoutes` from the CommonJS exports object at call
// time, so replacing that property once at start-up, before the Remix build is
// loaded, reaches them all (there is one copy of @remix-run/router in the tree).
// Remix builds a new route array for every render, so the memo is keyed by the
// route tree's shape (ids, paths, index and case flags, nesting), which is all
// that matching reads; the routes in a result always come from the array passed
// in, found by id. A tree whose ids are missing or repeated is never cached.
//
// The static handler's `query`, which runs the loaders, calls the module's own
// `matchRoutes` binding instead, which no exports change can reach. So the router is
// loaded here first, with one line added at the end of its source that lets the same
// memo take that binding's place too. If the file no longer has that function, or was
// loaded before this module, only the exported one is replaced.
//
// The routes' shape is read once per array: route arrays must not change after their
// first match. That holds on the server (the browser's router, which patches routes
// in as it discovers them, never runs this module).
import Module, { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const ROUTER = require.resolve("@remix-run/router");
const REPLACE_HOOK = "__replaceMatchRoutes";

/** Path results kept, least recently used first out; a result is a few small objects. */
const MAX_RESULTS = 2000;
/** Distinct route-tree shapes remembered; an app has one or two. */
const MAX_SHAPES = 16;
const NO_ID = Symbol("no id");

/**
 * Wraps a `matchRoutes(routes, location, basename)` function with a bounded memo.
 * Every call returns fresh match objects (and one fresh `params` object shared by
 * the matches, as the original does), so a caller may change what it gets.
 */
export function createMatchRoutesCache(matchRoutes, parsePath, { maxResults = MAX_RESULTS, maxShapes = MAX_SHAPES } = {}) {
  const trees = new WeakMap();
  const shapes = new Map();
  const results = new Map();
  let lastShape = 0;
  const stats = { hits: 0, misses: 0, uncached: 0 };

  /** The tree's shape number and its routes by id, or undefined when it cannot be cached. */
  function treeOf(routes) {
    let tree = trees.get(routes);
    if (tree !== undefined) return tree === NO_ID ? undefined : tree;
    const byId = new Map();
    const describe = (list) => {
      let text = "";
      for (const route of list) {
        if (typeof route.id !== "string" || byId.has(route.id)) throw NO_ID;
        byId.set(route.id, route);
        const path = route.path == null ? "\u0002" : route.path;
        text += `${route.id}\u0001${path}\u0001${route.index === true ? 1 : 0}${route.caseSensitive === true ? 1 : 0}`;
        text += Array.isArray(route.children) && route.children.length > 0 ? `(${describe(route.children)})` : ";";
      }
      return text;
    };
    let text;
    try {
      text = describe(routes);
    } catch (error) {
      if (error !== NO_ID) throw error;
      trees.set(routes, NO_ID);
      return undefined;
    }
    let shape = shapes.get(text);
    if (shape === undefined) {
      if (shapes.size >= maxShapes) {
        shapes.clear();
        results.clear();
      }
      // Numbers are never reused, so a tree remembered under a forgotten shape cannot meet another's results.
      shape = ++lastShape;
      shapes.set(text, shape);
    }
    tree = { shape, byId };
    trees.set(routes, tree);
    return tree;
  }

  function remember(key, matches) {
    if (results.size >= maxResults) results.delete(results.keys().next().value);
    results.set(
      key,
      matches && {
        params: { ...matches[matches.length - 1].params },
        steps: matches.map((match) => ({ id: match.route.id, pathname: match.pathname, pathnameBase: match.pathnameBase })),
      },
    );
  }

  function cachedMatchRoutes(routes, locationArg, basename = "/") {
    const tree = Array.isArray(routes) ? treeOf(routes) : undefined;
    const location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
    if (!tree || !location || typeof basename !== "string") {
      stats.uncached += 1;
      return matchRoutes(routes, locationArg, basename);
    }
    const key = `${tree.shape}\u0000${basename}\u0000${location.pathname || "/"}`;
    const entry = results.get(key);
    if (entry === undefined) {
      stats.misses += 1;
      const matches = matchRoutes(routes, locationArg, basename);
      remember(key, matches);
      return matches;
    }
    stats.hits += 1;
    results.delete(key);
    results.set(key, entry);
    if (entry === null) return null;
    const params = { ...entry.params };
    return entry.steps.map((step) => ({ params, pathname: step.pathname, pathnameBase: step.pathnameBase, route: tree.byId.get(step.id) }));
  }

  return { matchRoutes: cachedMatchRoutes, stats, clear: () => (results.clear(), shapes.clear()) };
}

/** Loads @remix-run/router so that its own `matchRoutes` binding can be replaced, when it is not loaded yet. */
function loadRouter() {
  if (require.cache[ROUTER]) return require(ROUTER);
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    const source =
      filename === ROUTER && /^function matchRoutes\(/m.test(content)
        ? `${content}\n;exports.${REPLACE_HOOK} = function (replacement) { matchRoutes = replacement; };\n`
        : content;
    return compile.call(this, source, filename);
  };
  try {
    return require(ROUTER);
  } finally {
    Module.prototype._compile = compile;
  }
}

/**
 * Puts the memo in place of `@remix-run/router`'s `matchRoutes`, once: the exported
 * one and, when the router was loaded by `loadRouter`, the one its static handler calls.
 * Returns the cache (its `stats` show whether the callers reach it).
 */
export function installRouteMatchCache(router = loadRouter()) {
  const installed = router.matchRoutes.routeMatchCache;
  if (installed) return installed;
  const cache = createMatchRoutesCache(router.matchRoutes, router.parsePath);
  cache.matchRoutes.routeMatchCache = cache;
  router.matchRoutes = cache.matchRoutes;
  cache.internal = typeof router[REPLACE_HOOK] === "function";
  if (cache.internal) router[REPLACE_HOOK](cache.matchRoutes);
  return cache;
}

/**
 * Remix's document render turns the build's route manifest into React Router routes
 * again for every request (`createServerRoutes`, called through its module's exports
 * by RemixServer). For the same manifest, flags and route modules the result is the
 * same, so it is built once and reused: its one caller, the static router, copies
 * the routes and never changes them.
 */
export function memoiseServerRoutes(routesModule) {
  const create = routesModule.createServerRoutes;
  if (typeof create !== "function" || create.memoised) return;
  const built = new WeakMap();
  const sameModules = (kept, given) => {
    const keys = Object.keys(given);
    return keys.length === Object.keys(kept).length && keys.every((id) => kept[id] === given[id]);
  };
  const createServerRoutes = function (manifest, routeModules, future, isSpaMode, ...rest) {
    if (rest.length > 0 || !manifest || typeof manifest !== "object") return create(manifest, routeModules, future, isSpaMode, ...rest);
    const kept = built.get(manifest);
    if (kept && kept.future === future && kept.isSpaMode === isSpaMode && sameModules(kept.routeModules, routeModules)) return kept.routes;
    const routes = create(manifest, routeModules, future, isSpaMode);
    built.set(manifest, { future, isSpaMode, routeModules: { ...routeModules }, routes });
    return routes;
  };
  createServerRoutes.memoised = true;
  routesModule.createServerRoutes = createServerRoutes;
}

/**
 * The static router behind that render then copies the same routes into data routes
 * (`UNSAFE_convertRoutesToDataRoutes`, read through the router's exports), again for
 * every request. With the routes memoised above, the same array comes back each time,
 * so its data routes are built once per array and property mapper. Anything else goes to the original.
 */
export function memoiseDataRoutes(router) {
  const convert = router.UNSAFE_convertRoutesToDataRoutes;
  if (typeof convert !== "function" || convert.memoised) return;
  const built = new WeakMap();
  const convertRoutesToDataRoutes = function (routes, mapRouteProperties, parentPath, manifest, ...rest) {
    const plain = rest.length === 0 && parentPath === undefined && Array.isArray(routes) && typeof mapRouteProperties === "function";
    if (!plain || (manifest !== undefined && Object.keys(manifest).length > 0))
      return convert(routes, mapRouteProperties, parentPath, manifest, ...rest);
    let kept = built.get(routes);
    if (kept === undefined || kept.mapRouteProperties !== mapRouteProperties) {
      const keptManifest = {};
      kept = { mapRouteProperties, manifest: keptManifest, dataRoutes: convert(routes, mapRouteProperties, undefined, keptManifest) };
      built.set(routes, kept);
    }
    // The static router only looks routes up in its manifest by id: the empty one it
    // hands in finds them in the kept one, its prototype, without copying ~150 entries.
    if (manifest !== undefined) Object.setPrototypeOf(manifest, kept.manifest);
    return kept.dataRoutes;
  };
  convertRoutesToDataRoutes.memoised = true;
  router.UNSAFE_convertRoutesToDataRoutes = convertRoutesToDataRoutes;
}

export const routeMatchCache = installRouteMatchCache();
memoiseDataRoutes(require(ROUTER));
memoiseServerRoutes(require(path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js")));
