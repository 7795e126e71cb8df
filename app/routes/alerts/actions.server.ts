import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { alertSchema, mailSwitchSchema } from "~/lib/alerts/schema";
import { positiveId } from "~/lib/params";
import type { User } from "~/server/auth.server";
import { formReply } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import { createAlert, deleteAlert, rearmAlert, setAlertMails, updateAlert } from "~/models/alerts.server";
import { currentAlertSnapshot } from "~/services/alert-snapshot.server";
import { PAGE } from "./page";

async function currentSnapshot() {
  return currentAlertSnapshot();
}

/** Sets a new alert, or puts the form back with the Turkish reason. */
export async function addAlert(request: Request, user: User, formData: FormData) {
  const snapshot = await currentSnapshot();
  const submission = parseWithZod(formData, { schema: alertSchema(snapshot) });
  if (submission.status !== "success") return formReply("create", submission.reply());
  const result = await createAlert(user.id, submission.value, snapshot);
  if (!result.ok) return formReply("create", submission.reply({ formErrors: [result.error] }));
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm kuruldu." });
}

export async function editAlert(request: Request, user: User, formData: FormData) {
  const snapshot = await currentSnapshot();
  const submission = parseWithZod(formData, { schema: alertSchema(snapshot) });
  if (submission.status !== "success") return formReply("update", submission.reply());
  const id = positiveId(formData.get("id"));
  const result = id ? await updateAlert(user.id, id, submission.value, snapshot) : null;
  if (!result) return formReply("update", submission.reply({ formErrors: ["Alarm bulunamadı."] }), { status: 404 });
  if (!result.ok) return formReply("update", submission.reply({ formErrors: [result.error] }));
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm güncellendi." });
}

export async function removeAlert(request: Request, user: User, formData: FormData) {
  const id = positiveId(formData.get("id"));
  const deleted = id ? await deleteAlert(user.id, id) : false;
  return redirectWithToast(
    request,
    PAGE,
    deleted ? { type: "success", message: "Alarm silindi." } : { type: "error", message: "Alarm bulunamadı." },
  );
}

export async function rearm(request: Request, user: User, formData: FormData) {
  const id = positiveId(formData.get("id"));
  const result = id ? await rearmAlert(user.id, id) : null;
  if (!result) return redirectWithToast(request, PAGE, { type: "error", message: "Alarm bulunamadı." });
  if (!result.ok) return redirectWithToast(request, PAGE, { type: "error", message: result.error });
  return redirectWithToast(request, PAGE, { type: "success", message: "Alarm yeniden kuruldu." });
}

export async function switchMails(request: Request, user: User, formData: FormData) {
  const parsed = mailSwitchSchema.safeParse({ mails: formData.get("mails") });
  if (!parsed.success) return data({ mailError: parsed.error.issues[0].message }, { status: 400 });
  await setAlertMails(user.id, parsed.data.mails === "on");
  return redirectWithToast(request, PAGE, {
    type: "success",
    message:
      parsed.data.mails === "on" ? "Alarm e-postaları açıldı." : "Alarm e-postaları kapatıldı; alarmlar yine Bildirimlerim'de görünür.",
  });
}
