import { useEffect, type AnchorHTMLAttributes } from "react";
import { useLocation, useNavigate } from "@remix-run/react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site from its root: `/about`, `/blog?page=2`, `/privacy#cerezler`. */
  to: string;
};

/**
 * A link to a page of this site by its path from the root. Without JavaScript it is
 * the anchor it renders; with it, a plain click navigates in the app, as Remix's
 * `<Link>` does (`useAppLinkNavigation`, in the root layout, takes the click). It runs
 * no hooks: `<Link>` resolves its path against the route tree twice on every render,
 * which every page paid for its header, footer and lists, and a path from the root
 * needs no resolving. Relative paths and prefetching still take `<Link>`.
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    // Remix's route discovery reads data-discover to learn the routes a page links to.
    <a {...rest} href={to} data-discover="true" data-app-link="">
      {children}
    </a>
  );
}

/** Whether a click is the plain one an in-app navigation takes over (not a new tab, not a download). */
function plainClickedAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[data-app-link]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}

/**
 * Makes every `AppLink` on the page navigate in the app: one listener on the document
 * for all of them. A component's own click handler runs first (React listens at the
 * root, set up before this) and may cancel the navigation with `preventDefault`. A
 * link to the page already open replaces its history entry, as `<Link>`'s does.
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = plainClickedAppLink(event);
      if (!link) return;
      event.preventDefault();
      const to = link.getAttribute("href") ?? "/";
      const { pathname, search, hash } = window.location;
      navigate(to, { replace: pathname + search + hash === to });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** Whether `to` is the open page (`end`), or the open page lies under it. */
export function isActivePath(to: string, pathname: string, end = false) {
  // Compared without case, as React Router's NavLink does.
  const path = to
    .split(/[?#]/)[0]
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
  const open = pathname.toLowerCase();
  if (open === path) return true;
  return !end && path !== "/" && open.startsWith(`${path}/`);
}

/** An `AppLink` in a menu: marked `aria-current="page"` and styled by `className` while its page is open. */
export function AppNavLink({
  to,
  end,
  className,
  ...rest
}: Omit<AppLinkProps, "className"> & { end?: boolean; className: (state: { isActive: boolean }) => string }) {
  const isActive = isActivePath(to, useLocation().pathname, end);
  return <AppLink {...rest} to={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
