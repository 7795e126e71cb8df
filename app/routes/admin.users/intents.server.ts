import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, saveIntent, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { changePasswordSchema, createUserSchema, updateUserSchema } from "~/lib/users/schemas";
import { adminCreateUser, changeUserPassword, deleteUser, endUserSessions, updateUser, type UserWrite } from "~/models/users.server";

/** The page the admin came from, without the one-off edit/password/confirm steps. */
function backUrl(request: Request) {
  const url = new URL(request.url);
  for (const key of ["edit", "password", "confirm", "new", "index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

/** A write to an existing user; a user gone meanwhile is a 404. */
async function found(written: Promise<unknown>) {
  if (!(await written)) notFound("Kullanıcı bulunamadı.");
}

/** The same for a write a user rule may refuse: the refusal goes back to the form (saveIntent). */
async function foundUser(written: Promise<UserWrite>) {
  const result = await written;
  if (!result.ok && "notFound" in result) notFound(result.message);
  return result;
}

// A broken user rule (a taken name, the last admin) goes back on its field, or above the form.
const create = saveIntent(createUserSchema, adminCreateUser, {
  to: backUrl,
  message: "Kullanıcı başarıyla oluşturuldu",
  hideFields: ["password"],
});

const update = saveIntent(updateUserSchema, (user, admin, { formData }) => foundUser(updateUser(formId(formData), user, admin)), {
  to: backUrl,
  message: "Kullanıcı başarıyla güncellendi",
  hideFields: ["password"],
});

const password = saveIntent(
  changePasswordSchema,
  (value, admin, { formData }) => found(changeUserPassword(formId(formData), value.password, admin)),
  { to: backUrl, message: "Şifre başarıyla değiştirildi", hideFields: ["password", "passwordConfirm"] },
);

async function endSessions({ request, formData, admin }: IntentArgs) {
  await found(endUserSessions(formId(formData), admin));
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcının tüm oturumları kapatıldı" });
}

async function remove({ request, formData, admin }: IntentArgs) {
  const result = await foundUser(deleteUser(formId(formData), admin));
  if (!result.ok) return redirectWithToast(request, backUrl(request), { type: "error", message: result.message });
  return redirectWithToast(request, backUrl(request), { type: "success", message: "Kullanıcı başarıyla silindi" });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, { create, update, password, "end-sessions": endSessions, delete: remove });
