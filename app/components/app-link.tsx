import { useEffect, type AnchorHTMLAttributes } from "react";
import { useLocation, useNavigate, useSubmit } from "@remix-run/react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site from its root: `/about`, `/blog?page=2`, `/privacy#cerezler`. */
  to: string;
  /** Keeps the scroll position, as `<Link preventScrollReset>` does (another view of the same list). */
  preventScrollReset?: boolean;
};

/** Marks a form or link whose in-app navigation keeps the scroll position. */
const KEEP_SCROLL = { "data-prevent-scroll-reset": "" };

/**
 * A link to a page of this site by its path from the root. Without JavaScript it is
 * the anchor it renders; with it, a plain click navigates in the app, as Remix's
 * `<Link>` does (`useAppLinkNavigation`, in the root layout, takes the click). It runs
 * no hooks: `<Link>` resolves its path against the route tree twice on every render,
 * which every page paid for its header, footer and lists, and a path from the root
 * needs no resolving. Relative paths and prefetching still take `<Link>`.
 */
export function AppLink({ to, preventScrollReset, children, ...rest }: AppLinkProps) {
  return (
    // Remix's route discovery reads data-discover to learn the routes a page links to.
    <a {...rest} {...(preventScrollReset ? KEEP_SCROLL : null)} href={to} data-discover="true" data-app-link="">
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
 * The attributes of a form that is sent in the app, as Remix's `<Form>` sends it, also where
 * React does not hold it: a part of the page kept as the server drew it (decision 043) has plain
 * forms. Put on a `<Form>` it changes nothing while React holds the form (its own handler sends it).
 */
export function appFormAttributes({ preventScrollReset = false } = {}) {
  return { "data-app-form": "", ...(preventScrollReset ? KEEP_SCROLL : null) };
}

/**
 * Makes every `AppLink` on the page navigate in the app, and every app form (`appFormAttributes`)
 * that React does not hold send in it: one listener each on the document for all of them. A
 * component's own handler runs first (React listens at the root, set up before this) and may
 * cancel the navigation with `preventDefault`; Remix's `<Form>` does, having sent itself. A link
 * to the page already open replaces its history entry, as `<Link>`'s does.
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = plainClickedAppLink(event);
      if (!link) return;
      event.preventDefault();
      const to = link.getAttribute("href") ?? "/";
      const { pathname, search, hash } = window.location;
      navigate(to, { replace: pathname + search + hash === to, preventScrollReset: link.hasAttribute("data-prevent-scroll-reset") });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-app-form")) return;
      event.preventDefault();
      // The button that sent the form is given, so its name and value (an intent) go with the form.
      submit(event.submitter instanceof HTMLButtonElement ? event.submitter : form, {
        preventScrollReset: form.hasAttribute("data-prevent-scroll-reset"),
      });
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, [navigate, submit]);
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
