import { Icon } from "~/components/icon";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A dialog whose open state is the URL (`?edit=5`, `?new=1`): the server renders
 * it, so it works without JavaScript; with JavaScript, Escape closes it and focus
 * moves into it and stays there while Tab cycles.
 */
export function Modal({
  title,
  closeTo,
  children,
  role = "dialog",
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  /** `alertdialog` for a confirmation that interrupts the admin. */
  role?: "dialog" | "alertdialog";
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeTo, { preventScrollReset: true });
      // Tab and Shift+Tab cycle inside the dialog instead of wandering into the page behind it.
      if (event.key === "Tab" && panel.current) {
        const focusable = [
          ...panel.current.querySelectorAll<HTMLElement>(
            "a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex='-1'])",
          ),
        ];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-950/80 p-4 backdrop-blur-sm">
      <div ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} className="card my-8 w-full max-w-2xl p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className="rounded p-1 text-slate-400 hover:bg-white/5 hover:text-white">
            <Icon name="XMarkIcon" className="h-5 w-5" />
            <span className="sr-only">Kapat</span>
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
