import type { SubmissionResult } from "@conform-to/react";

/**
 * The one answer of a page action whose form did not go through (decision 039): which
 * form it is for (`intent`, and `key` when one intent has a form per row) and Conform's
 * reply with the fields' Turkish errors. `useIntentForm` hands it only to that form, so
 * a page with several forms and a page with one read it the same way. A route may add
 * its own fields beside these (a "sent" notice, a generated draft).
 */
export interface FormReply {
  intent: string;
  key?: string | number | null;
  result: SubmissionResult<string[]>;
}
