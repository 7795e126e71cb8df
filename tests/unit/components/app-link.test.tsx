import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink, AppNavLink, isActivePath } from "~/components/app-link";

/** Renders `element` as the page at `path` in a router, as the server does. */
async function renderAt(path: string, element: ReactNode) {
  const routes = [{ id: "page", path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");

describe("AppLink", () => {
  it("renders the anchor a visitor without JavaScript follows, marked for route discovery", async () => {
    const html = await renderAt(
      "/blog/x",
      <AppLink to="/privacy#cerezler" className="link">
        Çerezler
      </AppLink>,
    );
    expect(html).toBe('<a class="link" href="/privacy#cerezler" data-discover="true" data-app-link="">Çerezler</a>');
  });

  it("marks the open page's menu link, and the section a page lies under unless `end`", async () => {
    const menu = (
      <>
        <AppNavLink to="/" end className={navClass}>
          Ana Sayfa
        </AppNavLink>
        <AppNavLink to="/blog" className={navClass}>
          Blog
        </AppNavLink>
        <AppNavLink to="/about" className={navClass}>
          Hakkımızda
        </AppNavLink>
      </>
    );
    expect(await renderAt("/", menu)).toBe(
      '<a class="on" aria-current="page" href="/" data-discover="true" data-app-link="">Ana Sayfa</a>' +
        '<a class="off" href="/blog" data-discover="true" data-app-link="">Blog</a>' +
        '<a class="off" href="/about" data-discover="true" data-app-link="">Hakkımızda</a>',
    );
    const onPost = await renderAt("/blog/bitcoin-nedir", menu);
    expect(onPost).toContain('<a class="off" href="/" data-discover="true" data-app-link="">');
    expect(onPost).toContain('<a class="on" aria-current="page" href="/blog" data-discover="true" data-app-link="">');
  });
});

describe("isActivePath", () => {
  it.each([
    ["/blog", "/blog", false, true],
    ["/blog", "/blog/", false, true],
    ["/blog", "/blog/", true, false],
    ["/blog/", "/blog", false, true],
    ["/blog", "/blog/yazi", false, true],
    ["/blog", "/blog/yazi", true, false],
    ["/blog", "/blogger", false, false],
    ["/", "/about", false, false],
    ["/", "/", true, true],
    ["/Blog", "/blog", false, true],
    ["/blog?page=2", "/blog", true, true],
  ])("%s while %s is open (end: %s) is %s", (to, pathname, end, active) => {
    expect(isActivePath(to, pathname, end)).toBe(active);
  });
});
