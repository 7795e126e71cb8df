import { useLocation, useNavigate } from "@remix-run/react";
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site from its root: `/about`, `/blog?page=2`, `/privacy#cerezler`. */
  to: string;
  replace?: boolean;
};

/** Whether a click is the plain one an in-app navigation takes over (not a new tab, not a download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of this site by its path from the root. Without JavaScript it is
 * the anchor it renders; with it, a plain click navigates in the app, as Remix's
 * `<Link>` does (a link to the page already open replaces its history entry).
 * `<Link>` resolves its path against the route tree on every render, twice, which
 * every page paid for the header, the footer and the lists; a path from the root
 * needs no resolving. Relative paths and prefetching still take `<Link>`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, onClick, target, children, ...rest },
  ref,
) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      // Remix's route discovery reads this to learn the routes a page links to.
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        navigate(to, { replace: replace ?? pathname + search + hash === to });
      }}
    >
      {children}
    </a>
  );
});

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
