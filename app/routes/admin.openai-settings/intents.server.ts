import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { aiSettingsSchema } from "~/lib/ai/settings";
import { redirectWithToast } from "~/server/toast.server";
import { runtimeFromInput, updateAiSettings, type AiSettingsInput, type AiSettingsRefusal } from "~/models/ai.server";
import { testProvider, type ProviderTest } from "~/services/ai-chat.server";

// The key field is never echoed back into the page.
const hidden = { hideFields: ["api_key"] };

/**
 * Runs `work` on a valid form with the form's reply (the key field never echoed back); an invalid
 * form, or a broken rule of the settings (`refuse`), goes back to the form as that field's error.
 */
async function withSettings(
  intent: "save" | "test",
  formData: FormData,
  work: (value: AiSettingsInput, reply: SubmissionResult<string[]>, refuse: (refusal: AiSettingsRefusal) => unknown) => Promise<unknown>,
) {
  const submission = parseWithZod(formData, { schema: aiSettingsSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply(hidden));
  const refuse = (refusal: AiSettingsRefusal) =>
    formReply(intent, submission.reply({ ...hidden, ...refusalErrors(refusal) }), {
      extra: { test: { ok: false as const, error: refusal.message } },
    });
  return work(submission.value, submission.reply(hidden), refuse);
}

function save({ request, formData, admin }: IntentArgs) {
  return withSettings("save", formData, async (value, _reply, refuse) => {
    const saved = await updateAiSettings(value, admin);
    if (!saved.ok) return refuse(saved);
    return redirectWithToast(request, "/admin/openai-settings", { type: "success", message: "Ayarlar başarıyla kaydedildi" });
  });
}

/** Tries the provider with what is on the form, without saving it. */
function test({ request, formData }: IntentArgs) {
  return withSettings("test", formData, async (value, result, refuse) => {
    const found = await runtimeFromInput(value);
    if (!found.ok) return refuse(found);
    const outcome: ProviderTest = found.runtime
      ? await testProvider(found.runtime, { signal: request.signal })
      : { ok: false, error: "Önce bir API anahtarı girin." };
    return formReply("test", result, { status: 200, extra: { test: outcome } });
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleIntents(request, { save, test });
}
