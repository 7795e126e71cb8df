import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { boundaryBackTo } from "~/components/error-boundary";
import { pageMeta } from "~/lib/seo/meta";
import { clientIp, readForm } from "~/server/http.server";
import { confirmSubscription, confirmationState } from "~/models/newsletter.server";
import { NewsletterCard } from "~/components/pages/newsletter-card";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bülten aboneliği onayı", noindex: true });

const NO_STORE = { "Cache-Control": "private, no-store" };

const MESSAGES = {
  confirmed: { title: "Aboneliğiniz onaylandı", text: "Teşekkürler! Haftalık bültenimiz bundan sonra e-posta kutunuza gelecek." },
  already: { title: "Aboneliğiniz zaten onaylı", text: "Bu adres bültenimize kayıtlı; yapmanız gereken bir şey yok." },
  invalid: {
    title: "Bağlantı geçersiz",
    text: "Bu onay bağlantısı geçersiz ya da süresi dolmuş (bağlantılar 7 gün geçerlidir). Bülten sayfasından yeniden abone olabilirsiniz.",
  },
} as const;

/**
 * GET /newsletter/confirm?token=…, the link in the confirmation mail, opens a page with one
 * button: mail scanners follow links, and a GET must not give consent on the reader's behalf.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await confirmationState(token);
  return data({ token: state === "pending" ? token : null, state }, { status: state === "invalid" ? 400 : 200, headers: NO_STORE });
}

/** The button's POST: a pending sign-up becomes active, with when, from where and under which wording consent was given. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  const outcome = await confirmSubscription(token, clientIp(request, context));
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: NO_STORE });
}

export default function NewsletterConfirmPage() {
  const { token, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (token && !result) {
    return (
      <NewsletterCard title="Bülten aboneliğini onaylayın" text="Haftalık bültenimize abone olmak için aşağıdaki düğmeye basın.">
        <Form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(token)}`} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary">
            Aboneliği onayla
          </button>
        </Form>
      </NewsletterCard>
    );
  }
  const outcome = result?.outcome ?? (state === "pending" ? "invalid" : state);
  const message = MESSAGES[outcome];
  return (
    <NewsletterCard title={message.title} text={message.text}>
      <Link to={outcome === "invalid" ? "/newsletter" : "/"} className="btn btn-primary mt-6">
        {outcome === "invalid" ? "Bülten sayfasına git" : "Ana sayfaya dön"}
      </Link>
    </NewsletterCard>
  );
}

export const ErrorBoundary = boundaryBackTo("/newsletter", "Bülten sayfası");
