import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Modal } from "./modal";

/**
 * The one confirmation step before a deletion. It is a page state (`?confirm=<id>`)
 * rendered by the server, so it works the same with and without JavaScript; with
 * JavaScript the dialog keeps focus and Escape cancels.
 */
export function ConfirmDelete({
  message,
  detail,
  id,
  cancelTo,
  intent = "delete",
  title = "Silmeyi Onayla",
  action,
}: {
  /** The question, e.g. "Bu kullanıcıyı silmek istediğinizden emin misiniz?" */
  message: string;
  /** What is being deleted, shown under the question. */
  detail?: ReactNode;
  id: number;
  cancelTo: string;
  intent?: string;
  title?: string;
  /** Where the form posts when it is not the current route. */
  action?: string;
}) {
  return (
    <Modal title={title} closeTo={cancelTo} role="alertdialog">
      <Form method="post" action={action} className="flex flex-col gap-4">
        <p role="alert" className="text-slate-200">
          {message}
        </p>
        {detail ? <p className="text-sm text-slate-400">{detail}</p> : null}
        <input type="hidden" name="id" value={id} />
        <div className="flex justify-end gap-2">
          <Link to={cancelTo} preventScrollReset className="btn btn-secondary">
            Vazgeç
          </Link>
          <button type="submit" name="intent" value={intent} className="btn btn-danger">
            Evet, sil
          </button>
        </div>
      </Form>
    </Modal>
  );
}
