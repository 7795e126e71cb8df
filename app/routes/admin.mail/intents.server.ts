import { data, type ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { resendMail } from "~/models/mail-outbox.server";

/** Back to the list the admin came from, the mail still open. */
function backTo(request: Request) {
  const url = new URL(request.url);
  for (const key of ["index", "_data"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `/admin/mail${search ? `?${search}` : ""}`;
}

async function resend({ request, formData, admin }: IntentArgs) {
  const result = await resendMail(formId(formData), admin);
  if (!result.ok) {
    if ("notFound" in result) notFound(result.message);
    return data({ error: result.message }, { status: 400 });
  }
  return redirectWithToast(request, backTo(request), { type: "success", message: "E-posta yeniden gönderilmek üzere sıraya alındı." });
}

export const action = ({ request }: ActionFunctionArgs) => handleIntents(request, { resend });
