import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { launchSchema } from "~/lib/launches/schema";
import { redirectWithToast } from "~/server/toast.server";
import { deleteLaunch, saveLaunch } from "~/models/launches.server";
import { LAUNCHES_PATH } from "./forms";

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: launchSchema });
  if (submission.status !== "success")
    return formReply(intent, submission.reply(), { key: submission.payload.id ? Number(submission.payload.id) : null });
  if (!(await saveLaunch(submission.value, admin))) notFound("Lansman bulunamadı.");
  return redirectWithToast(request, LAUNCHES_PATH, { type: "success", message: "Lansman kaydedildi." });
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteLaunch(formId(formData), admin))) notFound("Lansman bulunamadı.");
  return redirectWithToast(request, LAUNCHES_PATH, { type: "success", message: "Lansman silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { "save-launch": save, "delete-launch": remove });
