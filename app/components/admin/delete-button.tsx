import { Form, Link } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import { OutlineIcon } from "~/components/icon-file";

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
        <OutlineIcon name="TrashIcon" className="h-4 w-4" />
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
        <OutlineIcon name="TrashIcon" className="h-4 w-4" />
        Sil
      </button>
    </Form>
  );
}
