import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { emailRequestSchema } from "~/lib/users/account-schemas";
import { consumeMailLinkAllowance } from "~/server/account-limits.server";
import { formReply } from "~/server/form-reply.server";
import { clientKey, readForm } from "~/server/http.server";

/**
 * The action of a form that asks for a link by mail (/forgot-password, /verify-email): the
 * address, the allowance per address and per e-mail, then `send`. The answer is the same
 * whether or not an account has the address, so the form tells nobody who is registered;
 * `sent` lets the page say so.
 */
export async function requestMailLink(request: Request, context: AppLoadContext, form: string, send: (email: string) => Promise<unknown>) {
  const submission = parseWithZod(await readForm(request), { schema: emailRequestSchema });
  if (submission.status !== "success") return formReply(form, submission.reply(), { extra: { sent: false } });
  const { email } = submission.value;
  const limit = await consumeMailLinkAllowance(clientKey(request, context), email);
  if (!limit.allowed) return formReply(form, submission.reply({ formErrors: [limit.message] }), { status: 429, extra: { sent: false } });
  await send(email);
  return formReply(form, submission.reply({ resetForm: true }), { status: 200, extra: { sent: true } });
}
