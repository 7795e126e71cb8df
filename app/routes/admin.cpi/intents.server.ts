import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { cpiMonthSchema } from "~/lib/portfolio/cpi-form";
import { deleteCpiMonth, saveCpiMonth } from "~/models/cpi.server";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import { CPI_PAGE } from "./cpi-form";

const MISSING = "Ay bulunamadı.";

async function save({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: cpiMonthSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const result = await saveCpiMonth(intent === "create" ? undefined : formId(formData), submission.value, admin);
  if (!result.ok && "notFound" in result) notFound(result.message);
  if (!result.ok) return formReply(intent, submission.reply(refusalErrors(result)));
  return redirectWithToast(request, CPI_PAGE, {
    type: "success",
    message: intent === "create" ? "TÜFE ayı eklendi." : "TÜFE ayı güncellendi.",
  });
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteCpiMonth(formId(formData), admin))) notFound(MISSING);
  return redirectWithToast(request, CPI_PAGE, { type: "success", message: "TÜFE ayı silindi." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { create: save, update: save, delete: remove });
