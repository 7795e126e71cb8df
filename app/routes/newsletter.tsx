import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useNavigation } from "@remix-run/react";
import { TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { clientKey, readForm } from "~/server/http.server";
import { consumeNewsletterAllowance } from "~/server/form-limits.server";
import { formReply } from "~/server/form-reply.server";
import { safeRedirect } from "~/lib/redirect";
import { pageMeta } from "~/lib/seo/meta";
import { redirectWithToast } from "~/server/toast.server";
import { subscribeToNewsletter } from "~/models/newsletter.server";
import { CONSENT_TEXT, NEWSLETTER_FORM, SUBSCRIBE_ANSWER } from "~/lib/newsletter/consent";
import { newsletterSchema } from "~/lib/newsletter/schema";
import { boundaryBackTo } from "~/components/error-boundary";
import { NewsletterCard } from "~/components/pages/newsletter-card";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Bülten", description: "Haftalık piyasa özetleri için bültenimize abone olun." });

/**
 * The footer's newsletter form posts here from every page. Success goes back to
 * that page with a toast; an invalid address answers 400 with the form's reply, which
 * the footer shows inline and this page shows without JavaScript. A new, pending or
 * active address gets the same answer (and the honeypot too): the form tells nobody
 * who is subscribed. The subscription starts at the mailed confirmation link.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"));
  const submission = parseWithZod(form, { schema: newsletterSchema });
  // Every attempt counts, before the address is looked up.
  const limit = await consumeNewsletterAllowance(clientKey(request, context));
  if (!limit.allowed) return formReply(NEWSLETTER_FORM, submission.reply({ formErrors: [limit.message] }), { status: 429 });
  if (submission.status !== "success") return formReply(NEWSLETTER_FORM, submission.reply());
  if (!submission.value.website) await subscribeToNewsletter(submission.value.email);
  return redirectWithToast(request, back, { type: "success", message: SUBSCRIBE_ANSWER });
}

export const ErrorBoundary = boundaryBackTo("/newsletter", "Bülten sayfası");

export default function NewsletterPage() {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/newsletter";
  const [form, fields] = useIntentForm(newsletterSchema, { id: "newsletter-page", intent: NEWSLETTER_FORM, shouldValidate: "onSubmit" });
  return (
    <NewsletterCard title="Güncel Kalın" text="Haftalık piyasa özetleri ve yeni rehberler e-posta kutunuza gelsin.">
      <PostForm form={form} className="mt-6 flex flex-col gap-3">
        <input type="hidden" name="redirectTo" value="/newsletter" />
        <TextField
          field={fields.email}
          label="E-posta adresiniz"
          type="email"
          autoComplete="email"
          placeholder="E-posta adresiniz"
          mark={false}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? "Gönderiliyor..." : "Abone Ol"}
        </button>
        <p className="text-xs text-slate-400">{CONSENT_TEXT}</p>
      </PostForm>
    </NewsletterCard>
  );
}
