import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { alertSchema, mailSwitchSchema } from "~/lib/alerts/schema";
import { positiveId } from "~/lib/params";
import { consumeAlertWrite } from "~/server/alert-limits.server";
import type { UserIntentArgs } from "~/server/intents.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { refusalStatus } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { NO_SUCH_ALERT, createAlert, deleteAlert, rearmAlert, setAlertMails, updateAlert } from "~/models/alerts.server";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";
import { PAGE } from "./page";

async function currentSnapshot() {
  return currentAlertSnapshot();
}

/** Sets a new alert, or puts the form back with the Turkish reason. */
export async function addAlert({ request, user, formData }: UserIntentArgs) {
  const snapshot = await currentSnapshot();
  const submission = parseWithZod(formData, { schema: alertSchema(snapshot) });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const refused = await consumeAlertWrite(user.id);
  if (refused) return formReply("create", submission.reply({ formErrors: [refused.message] }), { status: 429 });
  const result = await createAlert(user.id, submission.value, snapshot);
  if (!result.ok) return formReply("create", submission.reply(refusalErrors(result)));
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm kuruldu." });
}

export async function editAlert({ request, user, formData }: UserIntentArgs) {
  const snapshot = await currentSnapshot();
  const submission = parseWithZod(formData, { schema: alertSchema(snapshot) });
  if (submission.status !== "success") return formReply("update", submission.reply());
  const refused = await consumeAlertWrite(user.id);
  if (refused) return formReply("update", submission.reply({ formErrors: [refused.message] }), { status: 429 });
  const id = positiveId(formData.get("id"));
  const result = id ? await updateAlert(user.id, id, submission.value, snapshot) : NO_SUCH_ALERT;
  if (!result.ok) return formReply("update", submission.reply(refusalErrors(result)), { status: refusalStatus(result) });
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm güncellendi." });
}

export async function removeAlert({ request, user, formData }: UserIntentArgs) {
  const id = positiveId(formData.get("id"));
  const deleted = id ? await deleteAlert(user.id, id) : false;
  return redirectWithToast(
    request,
    PAGE,
    deleted ? { type: "success", message: "Alarm silindi." } : { type: "error", message: "Alarm bulunamadı." },
  );
}

export async function rearm({ request, user, formData }: UserIntentArgs) {
  const refused = await consumeAlertWrite(user.id);
  if (refused) return redirectWithToast(request, PAGE, { type: "error", message: refused.message });
  const id = positiveId(formData.get("id"));
  const result = id ? await rearmAlert(user.id, id) : NO_SUCH_ALERT;
  if (!result.ok) return redirectWithToast(request, PAGE, { type: "error", message: result.message });
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm yeniden kuruldu." });
}

export async function switchMails({ request, user, formData }: UserIntentArgs) {
  const parsed = mailSwitchSchema.safeParse({ mails: formData.get("mails") });
  if (!parsed.success) return data({ mailError: parsed.error.issues[0].message }, { status: 400 });
  await setAlertMails(user.id, parsed.data.mails === "on");
  return redirectWithToast(request, PAGE, {
    type: "success",
    message:
      parsed.data.mails === "on" ? "Alarm e-postaları açıldı." : "Alarm e-postaları kapatıldı; alarmlar yine Bildirimlerim'de görünür.",
  });
}
