import { Icon } from "~/components/icon";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { clientIp, readForm } from "~/server/http.server";
import { consumeNewsletterAllowance } from "~/server/form-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { emailField } from "~/lib/users/fields";
import { pageMeta } from "~/lib/seo/meta";
import { redirectWithToast } from "~/server/toast.server";
import { subscribeToNewsletter } from "~/models/newsletter.server";
import { CONSENT_TEXT, SUBSCRIBE_ANSWER } from "~/lib/newsletter/consent";
import { boundaryBackTo } from "~/components/error-boundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Bülten", description: "Haftalık piyasa özetleri için bültenimize abone olun." });

/**
 * The footer's newsletter form posts here from every page. Success goes back to
 * that page with a toast; an invalid address answers 400 with `{ error }`, which
 * the footer shows inline and this page shows without JavaScript. A new, pending or
 * active address gets the same answer (and the honeypot too): the form tells nobody
 * who is subscribed. The subscription starts at the mailed confirmation link.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"));
  // Every attempt counts, before the address is looked at or looked up.
  const limit = consumeNewsletterAllowance(clientIp(request, context));
  if (!limit.allowed) return data({ error: limit.message }, { status: 429 });
  const parsed = emailField.safeParse(form.get("email") ?? "");
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  if (!form.get("website")) await subscribeToNewsletter(parsed.data);
  return redirectWithToast(request, back, { type: "success", message: SUBSCRIBE_ANSWER });
}

export const ErrorBoundary = boundaryBackTo("/newsletter", "Bülten sayfası");

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/newsletter";
  return (
    <main className="container-page flex flex-1 items-start justify-center py-16">
      <section className="card w-full max-w-md p-8">
        <Icon name="EnvelopeIcon" className="h-10 w-10 text-brand-400" />
        <h1 className="mt-3 text-2xl font-bold text-white">Güncel Kalın</h1>
        <p className="mt-2 text-slate-300">Haftalık piyasa özetleri ve yeni rehberler e-posta kutunuza gelsin.</p>
        <Form method="post" className="mt-6 flex flex-col gap-3">
          <input type="hidden" name="redirectTo" value="/newsletter" />
          <label htmlFor="newsletter-page-email" className="label">
            E-posta adresiniz
          </label>
          <input
            id="newsletter-page-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="E-posta adresiniz"
            className="input"
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "newsletter-page-error" : undefined}
          />
          {actionData?.error ? (
            <p id="newsletter-page-error" role="alert" className="field-error">
              {actionData.error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? "Gönderiliyor..." : "Abone Ol"}
          </button>
          <p className="text-xs text-slate-400">{CONSENT_TEXT}</p>
        </Form>
      </section>
    </main>
  );
}
