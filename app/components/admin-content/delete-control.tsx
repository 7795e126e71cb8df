import { Form, Link } from "@remix-run/react";
import { TrashIcon } from "@heroicons/react/24/outline";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A delete button. With JavaScript it posts after the browser's confirmation
 * dialog; without, it links to a confirmation step (`confirmHref`) rendered by the page.
 */
export function DeleteButton({
  intent,
  id,
  label,
  message,
  confirmHref,
}: {
  intent: string;
  id: number;
  /** Accessible name, e.g. "Sil: Ana Sayfa". */
  label: string;
  message: string;
  confirmHref: string;
}) {
  const hydrated = useHydrated();
  const className = "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-300 hover:bg-red-500/10";
  if (!hydrated) {
    return (
      <Link to={confirmHref} preventScrollReset className={className} aria-label={label}>
        <TrashIcon className="h-4 w-4" aria-hidden="true" />
        Sil
      </Link>
    );
  }
  return (
    <Form
      method="post"
      preventScrollReset
      className="inline"
      onSubmit={(event) => {
        if (!window.confirm(message)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        <TrashIcon className="h-4 w-4" aria-hidden="true" />
        Sil
      </button>
    </Form>
  );
}

/** The confirmation step used without JavaScript. */
export function ConfirmDelete({
  intent,
  id,
  message,
  cancelTo,
}: {
  intent: string;
  id: number;
  message: string;
  cancelTo: string;
}) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <p role="alert" className="text-slate-200">
        {message}
      </p>
      <input type="hidden" name="id" value={id} />
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className="btn btn-secondary">
          İptal
        </Link>
        <button type="submit" name="intent" value={intent} className="btn btn-danger">
          Evet, sil
        </button>
      </div>
    </Form>
  );
}
