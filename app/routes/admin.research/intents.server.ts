import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { coinResearchSchema } from "~/lib/research/schema";
import { redirectWithToast } from "~/server/toast.server";
import { deleteResearch, saveResearch } from "~/models/research.server";
import { RESEARCH_ADMIN_PATH } from "./forms";

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: coinResearchSchema });
  const key = submission.payload.id ? Number(submission.payload.id) : null;
  if (submission.status !== "success") return formReply(intent, submission.reply(), { key });
  const result = await saveResearch(submission.value, admin);
  if (!result.ok && "notFound" in result) notFound(result.message);
  if (!result.ok) return formReply(intent, submission.reply(refusalErrors(result)), { key });
  return redirectWithToast(request, RESEARCH_ADMIN_PATH, { type: "success", message: "Coin araştırması kaydedildi." });
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteResearch(formId(formData), admin))) notFound("Coin araştırması bulunamadı.");
  return redirectWithToast(request, RESEARCH_ADMIN_PATH, { type: "success", message: "Coin araştırması silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { "save-research": save, "delete-research": remove });
