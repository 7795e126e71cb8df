import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { dictionaryTermSchema } from "~/lib/dictionary/schema";
import { redirectWithToast } from "~/server/toast.server";
import { createTerm, deleteTerm, updateTerm } from "~/models/dictionary.server";
import { DICTIONARY_PAGE } from "./forms";

const MISSING = "Terim bulunamadı.";

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: dictionaryTermSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const result =
    intent === "create" ? await createTerm(submission.value, admin) : await updateTerm(formId(formData), submission.value, admin);
  if (!result.ok && "notFound" in result) notFound(result.message);
  if (!result.ok) return formReply(intent, submission.reply(refusalErrors(result)));
  return redirectWithToast(request, DICTIONARY_PAGE, {
    type: "success",
    message: intent === "create" ? "Terim sözlüğe eklendi." : "Terim güncellendi.",
  });
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteTerm(formId(formData), admin))) notFound(MISSING);
  return redirectWithToast(request, DICTIONARY_PAGE, { type: "success", message: "Terim silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { create: save, update: save, delete: remove });
