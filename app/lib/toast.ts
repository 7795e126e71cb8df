export type ToastType = "success" | "error" | "info";

export interface Toast {
  type: ToastType;
  message: string;
}

/** How long a toast stays with JavaScript; without it, it stays until the next page. */
export function toastDuration(toast: Toast) {
  return toast.type === "success" ? 3000 : 4000;
}
