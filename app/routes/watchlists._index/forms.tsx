import { Form } from "@remix-run/react";
import { TextField, useIntentForm } from "~/components/ui/form-fields";
import { Modal } from "~/components/admin/modal";
import { NAME_MAX } from "~/lib/watchlists/limits";
import { createWatchlistSchema, renameWatchlistSchema } from "~/lib/watchlists/schema";

/** The name of a new list; the same schema checks it here and in the action. */
export function CreateForm() {
  const [form, fields] = useIntentForm(createWatchlistSchema, { id: "watchlist-create", intent: "create" });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card flex flex-col gap-3 p-6 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField field={fields.name} label="Yeni liste adı" placeholder={`En fazla ${NAME_MAX} karakter`} />
      </div>
      {form.errors?.length ? <p className="field-error">{form.errors[0]}</p> : null}
      <button type="submit" name="intent" value="create" className="btn btn-primary">
        Liste oluştur
      </button>
    </Form>
  );
}

/** The rename dialog, a URL state (`?edit=ID`) so it works without JavaScript. */
export function RenameDialog({ id, name }: { id: number; name: string }) {
  const [form, fields] = useIntentForm(renameWatchlistSchema, {
    id: `watchlist-rename-${id}`,
    intent: "rename",
    replyKey: id,
    defaultValue: { name },
  });
  return (
    <Modal title="Listeyi yeniden adlandır" closeTo="/watchlists">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="id" value={id} />
        <TextField field={fields.name} label="Liste adı" />
        <div className="flex justify-end gap-2">
          <button type="submit" name="intent" value="rename" className="btn btn-primary">
            Kaydet
          </button>
        </div>
      </Form>
    </Modal>
  );
}
