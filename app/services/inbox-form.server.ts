import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "~/lib/zod";
import { receiveContactMessage, type NewContactMessage } from "~/models/contact.server";
import { consumeContactAllowance } from "~/server/form-limits.server";
import { formReply } from "~/server/form-reply.server";
import { clientKey, readForm } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * The action of a public form whose messages land in the contact inbox (/contact and
 * /consulting): the honeypot, the schema, the one contact allowance per address (switching
 * forms does not double anyone's), the write, and the page again with its thanks.
 */
export async function receiveInboxForm<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  context: AppLoadContext,
  form: {
    /** The form's name in the reply, and the page it posts from (`/${name}`). */
    name: string;
    schema: Schema;
    toMessage: (value: z.output<Schema>) => NewContactMessage;
    thanks: string;
  },
) {
  const page = `/${form.name}`;
  const formData = await readForm(request);
  // Bots fill the hidden field; they are thanked as people are and nothing is stored.
  if (formData.get("website")) return redirectWithToast(request, page, { type: "success", message: form.thanks });
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return formReply(form.name, submission.reply());
  const allowance = await consumeContactAllowance(clientKey(request, context));
  if (!allowance.allowed) return formReply(form.name, submission.reply({ formErrors: [allowance.message] }), { status: 429 });
  await receiveContactMessage(form.toMessage(submission.value));
  return redirectWithToast(request, page, { type: "success", message: form.thanks });
}
