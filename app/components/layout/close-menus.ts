import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Closes every open `<details data-menu>` (the site's and the admin panel's menus) when the page changes. */
export function useCloseMenusOnNavigation() {
  const location = useLocation();
  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>("details[data-menu]").forEach((menu) => (menu.open = false));
  }, [location.key]);
}
