import { Form, Link } from "@remix-run/react";

/**
 * The confirmation step before a deletion. It is a page state (`?confirm=<id>`), so
 * it works the same with and without JavaScript.
 */
export function ConfirmDelete({
  question,
  detail,
  id,
  cancelTo,
  intent = "delete",
}: {
  question: string;
  detail?: string;
  id: number;
  cancelTo: string;
  intent?: string;
}) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-delete-title" className="mb-6 rounded-xl border border-red-500/40 bg-red-950/40 p-5">
      <h2 id="confirm-delete-title" className="font-semibold text-red-100">
        {question}
      </h2>
      {detail ? <p className="mt-1 text-sm text-red-200/80">{detail}</p> : null}
      <div className="mt-4 flex gap-3">
        <Form method="post">
          <input type="hidden" name="id" value={id} />
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a confirmation opened on purpose takes focus, as a dialog does */}
          <button type="submit" name="intent" value={intent} className="btn btn-danger" autoFocus>
            Evet, sil
          </button>
        </Form>
        <Link to={cancelTo} className="btn btn-secondary">
          Vazgeç
        </Link>
      </div>
    </div>
  );
}
