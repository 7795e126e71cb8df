import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { redirectWithToast } from "~/server/toast.server";
import { changePasswordSchema, createUserSchema, updateUserSchema } from "~/lib/users/schemas";
import { UserRuleError, adminCreateUser, changeUserPassword, deleteUser, endUserSessions, updateUser } from "~/models/users.server";

/** The page the admin came from, without the one-off edit/password/confirm steps. */
function backUrl(request: Request) {
  const url = new URL(request.url);
  for (const key of ["edit", "password", "confirm", "new", "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

/** A broken user rule (a taken name, the last admin) shown on its field, or above the form. */
function ruleReply(submission: Submission<unknown>, error: UserRuleError) {
  return submission.reply({
    hideFields: ["password"],
    ...(error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] }),
  });
}

async function create({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: createUserSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields: ["password"] }));
  try {
    await adminCreateUser(submission.value, admin);
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    return formReply(intent, ruleReply(submission, error));
  }
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcı başarıyla oluşturuldu" });
}

async function update({ request, formData, admin, intent }: IntentArgs) {
  const id = formId(formData);
  const submission = parseWithZod(formData, { schema: updateUserSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields: ["password"] }));
  try {
    if (!(await updateUser(id, submission.value, admin))) notFound("Kullanıcı bulunamadı.");
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    return formReply(intent, ruleReply(submission, error));
  }
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcı başarıyla güncellendi" });
}

async function password({ request, formData, admin, intent }: IntentArgs) {
  const id = formId(formData);
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply({ hideFields: ["password", "passwordConfirm"] }));
  if (!(await changeUserPassword(id, submission.value.password, admin))) notFound("Kullanıcı bulunamadı.");
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Şifre başarıyla değiştirildi" });
}

async function endSessions({ request, formData, admin }: IntentArgs) {
  if (!(await endUserSessions(formId(formData), admin))) notFound("Kullanıcı bulunamadı.");
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcının tüm oturumları kapatıldı" });
}

async function remove({ request, formData, admin }: IntentArgs) {
  const id = formId(formData);
  try {
    if (!(await deleteUser(id, admin))) notFound("Kullanıcı bulunamadı.");
  } catch (error) {
    if (!(error instanceof UserRuleError)) throw error;
    return redirectWithToast(request, backUrl(request), { type: "error", message: error.message });
  }
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcı başarıyla silindi" });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, { create, update, password, "end-sessions": endSessions, delete: remove });
