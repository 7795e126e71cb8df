import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How often an open page asks the server whether maintenance has started or ended. */
export const MAINTENANCE_POLL_MS = 30_000;

declare global {
  interface Window {
    /** A shorter poll interval, set by the browser tests before the page loads. */
    __maintenancePollMs?: number;
  }
}

function pollInterval() {
  const override = window.__maintenancePollMs;
  return typeof override === "number" && override > 0 ? override : MAINTENANCE_POLL_MS;
}

/** The site's maintenance flag from `GET /api/system-info`; null when the answer is unusable. */
async function readMaintenanceMode(): Promise<boolean | null> {
  try {
    const response = await fetch("/api/system-info", { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("maintenance_mode" in body)) return null;
    return body.maintenance_mode === true;
  } catch {
    return null;
  }
}

/**
 * Polls the maintenance flag while the tab is visible and calls `onChange` once
 * when it turns from `shown` (what the page reflects now) to the other value.
 */
export function useMaintenanceWatch(shown: boolean, onChange: () => void, enabled = true) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!enabled) return;
    let last = shown;
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (document.visibilityState === "hidden") return;
      const mode = await readMaintenanceMode();
      if (stopped || mode === null || mode === last) return;
      last = mode;
      if (mode !== shown) onChangeRef.current();
    }, pollInterval());
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [shown, enabled]);
}

/**
 * On the site's pages: when maintenance starts, the loaders run again and the
 * server's answer (the maintenance page for visitors; the page as before for an
 * admin) takes over. The admin panel is never gated, so it does not poll.
 */
export function MaintenanceWatch() {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const inAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  useMaintenanceWatch(false, () => revalidator.revalidate(), !inAdmin);
  return null;
}
