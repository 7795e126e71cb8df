import { createCookie } from "@remix-run/node";

// A plain preference, not a secret: a cookie lets the server render the sidebar
// in the chosen width, so nothing jumps after hydration.
const sidebarCookie = createCookie("admin_sidebar", { path: "/admin", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export async function isSidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get("Cookie"))) === "collapsed";
}

export function sidebarPreferenceCookie(collapsed: boolean) {
  return sidebarCookie.serialize(collapsed ? "collapsed" : "expanded");
}
