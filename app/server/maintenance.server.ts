import { isMaintenanceMode } from "~/models/system.server";
import { getUser } from "./auth.server";

const EXEMPT_PREFIXES = ["/admin", "/login", "/logout", "/api", "/build", "/images", "/favicon"];

/** The page a request is for, also for Remix's `.data` requests (`/_root.data` is `/`). */
function pagePath(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

export function isExemptFromMaintenance(pathname: string) {
  const path = pagePath(pathname);
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Seconds a visitor is told to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER = 600;

/**
 * Whether this request must get the maintenance page instead of the site. The
 * switch is read first (remembered per content version), so while maintenance is
 * off a request given as a function is never built.
 */
export async function isBlockedByMaintenance(request: Request | (() => Request)): Promise<boolean> {
  if (!(await isMaintenanceMode())) return false;
  const asked = typeof request === "function" ? request() : request;
  if (isExemptFromMaintenance(new URL(asked.url).pathname)) return false;
  const user = await getUser(asked);
  return user?.role !== "admin";
}
