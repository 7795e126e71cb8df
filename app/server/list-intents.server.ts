import { parseWithZod } from "@conform-to/zod/v4";
import type { ListItemSchema, OrderedList, OrderedTable } from "~/models/ordered-list.server";
import { formId, notFound, type IntentHandler } from "./admin-form.server";
import { formReply } from "./form-reply.server";
import { redirectWithToast } from "./toast.server";

/**
 * The save and delete intents of one ordered list on an admin screen (the list
 * editor's forms), writing through the list's model as its `/api` routes do.
 * Both answer with the list's own page and a flash message.
 */
export function listIntents<Table extends OrderedTable, Schema extends ListItemSchema<Table>>(
  list: OrderedList<Table, Schema>,
  options: {
    /** The list's page, where the admin lands after a change. */
    path: string;
    /** The intent of the item form's submit button, e.g. `save-link`. */
    save: string;
    /** The intent of the row's delete button, e.g. `delete-link`. */
    remove: string;
    /** The flash message after a save. */
    saved: string;
  },
): Record<string, IntentHandler> {
  return {
    [options.save]: async ({ request, formData, admin, intent }) => {
      const submission = parseWithZod(formData, { schema: list.schema });
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await list.save(input, id, admin))) notFound(list.notFound);
      return redirectWithToast(request, options.path, { type: "success", message: options.saved });
    },
    [options.remove]: async ({ request, formData, admin }) => {
      if (!(await list.remove(formId(formData), admin))) notFound();
      return redirectWithToast(request, options.path, { type: "success", message: "Silindi." });
    },
  };
}
