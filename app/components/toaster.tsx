import { useEffect, useState } from "react";
import { OutlineIcon } from "~/components/icon-file";
import { toastDuration, type Toast } from "~/lib/toast";

const styles: Record<Toast["type"], string> = {
  success: "border-emerald-500/50 bg-emerald-950/95 text-emerald-100",
  error: "border-red-500/50 bg-red-950/95 text-red-100",
  info: "border-sky-500/50 bg-slate-900/95 text-slate-100",
};

/**
 * The flash message of this page. It is plain markup, so it shows without
 * JavaScript; with JavaScript it fades out after `toastDuration` (3 s for success, 4 s otherwise).
 */
export function Toaster({ toast }: { toast: Toast }) {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), toastDuration(toast));
    return () => window.clearTimeout(timer);
  }, [toast]);

  if (!visible) return null;
  // Below the 64 px header and under its layer (z-40): a toast never covers the menu button or an
  // open menu, which matters most without JavaScript, where the toast stays until the next page.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center px-4">
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-testid="toast"
        className={`pointer-events-auto flex max-w-[350px] items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${styles[toast.type]}`}
      >
        <p className="flex-1">{toast.message}</p>
        <button
          type="button"
          onClick={() => setVisible(false)}
          className="rounded p-0.5 opacity-70 hover:opacity-100"
          aria-label="Bildirimi kapat"
        >
          <OutlineIcon name="XMarkIcon" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
