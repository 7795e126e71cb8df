import { parseWithZod } from "@conform-to/zod/v4";
import { formId, invalid, notFound, unknownIntent } from "~/lib/admin-form.server";
import { dictionaryTermSchema } from "~/lib/dictionary/schema";
import { redirectWithToast } from "~/lib/toast.server";
import type { ActivityActor } from "~/models/activity.server";
import { createTerm, deleteTerm, updateTerm, type TermSaveResult } from "~/models/dictionary.server";

export const DICTIONARY_PAGE = "/admin/dictionary";

interface IntentContext {
  request: Request;
  formData: FormData;
  actor: ActivityActor;
}

async function saveTerm(intent: "create" | "update", { request, formData, actor }: IntentContext) {
  const submission = parseWithZod(formData, { schema: dictionaryTermSchema });
  if (submission.status !== "success") return invalid(intent, submission.reply());
  const result: TermSaveResult =
    intent === "create" ? await createTerm(submission.value, actor) : await updateTerm(formId(formData), submission.value, actor);
  if (!result.ok && "notFound" in result) notFound("Terim bulunamadı.");
  if (!result.ok) return invalid(intent, submission.reply({ fieldErrors: { [result.field]: [result.message] } }));
  return redirectWithToast(request, DICTIONARY_PAGE, {
    type: "success",
    message: intent === "create" ? "Terim sözlüğe eklendi." : "Terim güncellendi.",
  });
}

const createTermIntent = (context: IntentContext) => saveTerm("create", context);
const updateTermIntent = (context: IntentContext) => saveTerm("update", context);

async function deleteTermIntent({ request, formData, actor }: IntentContext) {
  if (!(await deleteTerm(formId(formData), actor))) notFound("Terim bulunamadı.");
  return redirectWithToast(request, DICTIONARY_PAGE, { type: "success", message: "Terim silindi." });
}

const intents: Record<string, (context: IntentContext) => Promise<Response | ReturnType<typeof invalid>>> = {
  create: createTermIntent,
  update: updateTermIntent,
  delete: deleteTermIntent,
};

/** Runs the posted `intent`; an unknown one is a 400. */
export function runDictionaryIntent(context: IntentContext) {
  const intent = String(context.formData.get("intent") ?? "");
  const run = intents[intent];
  return run ? run(context) : unknownIntent();
}
