import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";

// The server's copies (CommonJS, as the built app loads them) of the packages that
// patches/@remix-run+server-runtime, @remix-run+react and react-router-dom change (decision 052).
const require = createRequire(import.meta.url);
const React = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const { createRequestHandler } = require("@remix-run/node") as typeof import("@remix-run/node");
const { RemixServer, Outlet, Link } = require("@remix-run/react") as typeof import("@remix-run/react");
const remixRoutes = require("@remix-run/react/dist/routes.js") as { createServerRoutes: (...args: unknown[]) => unknown };
const router = require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: (...args: unknown[]) => unknown };

type EntryContext = import("@remix-run/node").EntryContext;
type ServerBuild = import("@remix-run/node").ServerBuild;

const h = React.createElement;

/** A two-route app built by hand, whose entry renders RemixServer as the app's does, keeping each context. */
function smallApp() {
  const contexts: EntryContext[] = [];
  const assetRoute = (id: string, rest: object) => ({
    id,
    module: `/build/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
    ...rest,
  });
  const build = {
    mode: "production",
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
          contexts.push(context);
          const html = renderToString(h(RemixServer, { context, url: request.url }));
          headers.set("Content-Type", "text/html");
          return new Response(html, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => h("main", null, h(Outlet)) } },
      "routes/blog.$slug": {
        id: "routes/blog.$slug",
        parentId: "root",
        path: "blog/:slug",
        module: { default: () => h(Link, { to: "." }, "bu yazı") },
      },
    },
    assets: {
      url: "/build/manifest.js",
      version: "1",
      entry: { module: "/build/entry.js", imports: [] },
      routes: {
        root: assetRoute("root", { path: "" }),
        "routes/blog.$slug": assetRoute("routes/blog.$slug", { parentId: "root", path: "blog/:slug" }),
      },
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: { v3_relativeSplatPath: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
  return { handler: createRequestHandler(build, "production"), contexts };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a server render's routes (patched @remix-run/server-runtime, @remix-run/react, react-router-dom)", () => {
  it("are made once per build, however many pages are rendered", async () => {
    const { handler, contexts } = smallApp();
    const serverRoutes = vi.spyOn(remixRoutes, "createServerRoutes");
    const dataRoutes = vi.spyOn(router, "UNSAFE_convertRoutesToDataRoutes");
    const pages: string[] = [];
    for (const slug of ["a", "b", "a"]) {
      const response = await handler(new Request(`http://localhost/blog/${slug}`));
      expect(response.status).toBe(200);
      pages.push(await response.text());
    }
    // The route modules the entry gets are one object (server-runtime's patch) ...
    expect(contexts[1].routeModules).toBe(contexts[0].routeModules);
    // ... so RemixServer builds its routes once (the top call; it recurses per parent) ...
    expect(serverRoutes.mock.calls.filter((call) => call[4] === undefined)).toHaveLength(1);
    // ... and the static router converts them once: the router's match memo then holds for them.
    expect(dataRoutes).toHaveBeenCalledTimes(1);
    // Links still resolve against each request's own location.
    expect(pages[0]).toContain('href="/blog/a"');
    expect(pages[1]).toContain('href="/blog/b"');
    expect(pages[2]).toBe(pages[0]);
  });

  it("are made again for another build", async () => {
    const first = smallApp();
    const second = smallApp();
    await (await first.handler(new Request("http://localhost/blog/a"))).text();
    await (await second.handler(new Request("http://localhost/blog/a"))).text();
    expect(second.contexts[0].routeModules).not.toBe(first.contexts[0].routeModules);
    expect(Object.keys(second.contexts[0].routeModules)).toEqual(["root", "routes/blog.$slug"]);
  });
});
