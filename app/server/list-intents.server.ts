import { parseWithZod } from "@conform-to/zod/v4";
import type { ListItemSchema, OrderedList, OrderedTable } from "~/models/ordered-list.server";
import { formId, notFound, type IntentHandler } from "./admin-form.server";
import { formReply } from "./form-reply.server";
import { redirectWithToast } from "./toast.server";

/**
 * The save and delete intents of one ordered list on an admin screen (the list
 * editor's forms), writing through the list's model as its `/api` routes do.
 * Both answer with the list's own page and a flash message (`saved` after a save).
 * `tab` is the list's page and its forms' intents, as the screen's `tabs.ts` names
 * them for its list editor too (e.g. `save-link`, `delete-link`).
 */
export function listIntents<Table extends OrderedTable, Schema extends ListItemSchema<Table>>(
  list: OrderedList<Table, Schema>,
  tab: { path: string; save: string; remove: string },
  saved: string,
): Record<string, IntentHandler> {
  return {
    [tab.save]: async ({ request, formData, admin, intent }) => {
      const submission = parseWithZod(formData, { schema: list.schema });
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const { id, ...input } = submission.value;
      if (!(await list.save(input, id, admin))) notFound(list.notFound);
      return redirectWithToast(request, tab.path, { type: "success", message: saved });
    },
    [tab.remove]: async ({ request, formData, admin }) => {
      if (!(await list.remove(formId(formData), admin))) notFound();
      return redirectWithToast(request, tab.path, { type: "success", message: "Silindi." });
    },
  };
}
