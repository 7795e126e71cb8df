import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { FormReply } from "~/lib/forms/reply";

/**
 * The answer of an action whose form did not go through, in the one shape every form reads
 * (`FormReply`, decision 039): 400 by default, or the status that says why (429 for a spent
 * allowance, 404 for a row that went away, 503 when a provider is not set up). `extra` carries
 * what a page shows beside the form, such as a "sent" notice.
 */
export function formReply<Extra extends Record<string, unknown> = Record<never, never>>(
  intent: string,
  result: SubmissionResult<string[]>,
  options: { status?: number; key?: string | number | null; extra?: Extra } = {},
) {
  const reply: FormReply = { intent, key: options.key, result };
  return data({ ...(options.extra as Extra), ...reply }, { status: options.status ?? 400 });
}

/** Where a model's refusal (decision 008) shows on its form: under the field it names, or above the form. */
export function refusalErrors({ field, message }: { field?: string; message: string }) {
  return field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
}
