import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { consumeAccountPasswordCheck } from "~/server/account-limits.server";
import { logoutEverywhere, type User } from "~/server/auth.server";
import { commitSession, getSession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { UserIntentArgs } from "~/server/intents.server";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "~/lib/users/account-schemas";
import { changeOwnPassword, deleteOwnAccount, requestEmailChange, sendVerificationLink } from "~/models/accounts.server";

type Handler = (args: UserIntentArgs) => Promise<unknown>;

const passwordFields = { hideFields: ["currentPassword", "password", "passwordConfirm"] };

/** Counts a check of the current password; the Turkish refusal when there were too many. */
async function tooManyChecks(user: User): Promise<string | undefined> {
  const allowance = await consumeAccountPasswordCheck(user.id);
  return allowance.allowed ? undefined : allowance.message;
}

function refuse(intent: string, result: SubmissionResult<string[]>) {
  return formReply(intent, result, { status: 429 });
}

const changeEmail: Handler = async ({ request, formData, user }) => {
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  if (submission.status !== "success") return formReply("change-email", submission.reply(passwordFields));
  const refused = await tooManyChecks(user);
  if (refused) return refuse("change-email", submission.reply({ ...passwordFields, formErrors: [refused] }));
  const result = await requestEmailChange(user, submission.value);
  if (!result.ok)
    return formReply("change-email", submission.reply({ ...passwordFields, ...refusalErrors(result) }), {
      status: result.status ?? 400,
    });
  return redirectWithToast(request, "/account", {
    type: "success",
    message: `${submission.value.email} adresine bir doğrulama bağlantısı gönderdik. Adresiniz bağlantıyı açtığınızda değişecek.`,
  });
};

/** "Adresimi doğrula": mails the link that proves the address (the mailbox's link allowance counts it). */
const verifyEmail: Handler = async ({ request, user }) => {
  const result = await sendVerificationLink(user);
  if (!result.ok) return data({ verifyError: result.message }, { status: result.status ?? 400 });
  return redirectWithToast(request, "/account", {
    type: "success",
    message: `${user.email} adresine bir doğrulama bağlantısı gönderdik. Bağlantıyı açıp sayfadaki düğmeye bastığınızda adresiniz doğrulanır.`,
  });
};

const changePassword: Handler = async ({ request, formData, user }) => {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return formReply("change-password", submission.reply(passwordFields));
  const refused = await tooManyChecks(user);
  if (refused) return refuse("change-password", submission.reply({ ...passwordFields, formErrors: [refused] }));
  const token = (await getSession(request)).get("sessionToken");
  const result = await changeOwnPassword(user, submission.value, token);
  if (!result.ok) return formReply("change-password", submission.reply({ ...passwordFields, ...refusalErrors(result) }));
  return redirectWithToast(request, "/account", {
    type: "success",
    message: "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
  });
};

const deleteAccount: Handler = async ({ request, formData, user }) => {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return formReply("delete-account", submission.reply(hidden));
  const refused = await tooManyChecks(user);
  if (refused) return refuse("delete-account", submission.reply({ ...hidden, formErrors: [refused] }));
  const result = await deleteOwnAccount(user, submission.value.password);
  if (!result.ok) return formReply("delete-account", submission.reply({ ...hidden, fieldErrors: { password: [result.message] } }));
  // The sessions went with the account; the browser gets a fresh cookie carrying only the goodbye.
  const fresh = await getSession(new Request(request.url));
  fresh.flash("toast", { type: "info", message: "Hesabınız ve size ait tüm veriler silindi. Hoşça kalın." });
  return redirect("/", { headers: { "Set-Cookie": await commitSession(request, fresh) } });
};

export const accountIntents: Record<string, Handler> = {
  "logout-everywhere": ({ request, user }) => logoutEverywhere(request, user),
  "verify-email": verifyEmail,
  "change-email": changeEmail,
  "change-password": changePassword,
  "delete-account": deleteAccount,
};
