import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { DataTable } from "~/components/ui/data-table";
import { ConfirmDelete } from "./confirm-delete";
import { DeleteButton } from "./delete-button";
import { Modal } from "./modal";
import { AdminIcon } from "~/components/admin/admin-icon";

export interface ListEditorRow {
  /** What the row's edit and delete buttons name for screen readers. */
  name: string;
  cells: ReactNode[];
}

/**
 * An ordered list an admin adds to, edits and deletes from, on a page of its own
 * (`list.path`). The add, edit and confirm-delete steps are URL states of that page
 * (`?new=1`, `?edit=5`, `?confirm=5`), so the editor works without JavaScript.
 */
export function ListEditor<Item extends { id: number }>({
  list: { path, remove: deleteIntent },
  items,
  columns,
  row,
  addLabel,
  title,
  emptyText = "Henüz kayıt yok.",
  formTitle,
  form,
  deleteMessage,
  query,
}: {
  /** The list's page, and the intent its rows' delete buttons post (the screen's `listIntents` answer both). */
  list: { path: string; remove: string };
  items: Item[];
  columns: string[];
  row: (item: Item) => ListEditorRow;
  addLabel: string;
  /** A heading above the list, when the page has other parts. */
  title?: string;
  emptyText?: string;
  /** The dialog's title: "Yeni ..." for a new item, "... Düzenle" for an existing one. */
  formTitle: (item: Item | undefined) => string;
  /** The item's form (undefined: a new item), with a new item's place (the end) and the page its "İptal" returns to. */
  form: (item: Item | undefined, place: { order: number; cancelTo: string }) => ReactNode;
  deleteMessage: string;
  /** A filter the page's links keep, e.g. `course=3`, so the list stays the one shown. */
  query?: string;
}) {
  const [params] = useSearchParams();
  const editing = items.find((item) => item.id === Number(params.get("edit")));
  const confirming = items.find((item) => item.id === Number(params.get("confirm")));
  const adding = params.get("new") === "1";
  const home = query ? `${path}?${query}` : path;
  const step = (state: string) => `${path}?${query ? `${query}&` : ""}${state}`;

  return (
    <section className="mt-6">
      <div className={`flex items-center gap-4 ${title ? "justify-between" : "justify-end"}`}>
        {title ? <h2 className="text-lg font-semibold text-white">{title}</h2> : null}
        <Link to={step("new=1")} className="btn btn-primary">
          <AdminIcon name="PlusIcon" className="h-5 w-5" />
          {addLabel}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="card mt-4 p-8 text-center text-slate-400">{emptyText}</p>
      ) : (
        <DataTable
          label="Liste tablosu"
          columns={[...columns, { label: "İşlemler", align: "right" }]}
          cell="px-4 py-3"
          frameClassName="card mt-4"
        >
          <tbody className="divide-y divide-white/5">
            {items.map((item) => {
              const { name, cells } = row(item);
              return (
                <tr key={item.id}>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-4 py-3 text-slate-200">
                      {cell}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Link
                      to={step(`edit=${item.id}`)}
                      aria-label={`Düzenle: ${name}`}
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-300 hover:bg-white/5"
                    >
                      <AdminIcon name="PencilSquareIcon" className="h-4 w-4" />
                      Düzenle
                    </Link>
                    <DeleteButton
                      intent={deleteIntent}
                      id={item.id}
                      label={`Sil: ${name}`}
                      message={deleteMessage}
                      confirmHref={step(`confirm=${item.id}`)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {adding || editing ? (
        <Modal title={formTitle(editing)} closeTo={home}>
          <div key={editing?.id ?? "new"}>{form(editing, { order: items.length + 1, cancelTo: home })}</div>
        </Modal>
      ) : null}
      {confirming ? <ConfirmDelete intent={deleteIntent} id={confirming.id} message={deleteMessage} cancelTo={home} /> : null}
    </section>
  );
}
