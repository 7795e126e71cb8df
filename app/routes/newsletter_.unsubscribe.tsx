import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { boundaryBackTo } from "~/components/error-boundary";
import { pageMeta } from "~/lib/seo/meta";
import { getSubscriberByUnsubscribeToken, unsubscribeByToken } from "~/models/newsletter.server";
import { NewsletterCard } from "~/components/pages/newsletter-card";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bülten aboneliğini sonlandır", noindex: true });

const NO_STORE = { "Cache-Control": "private, no-store" };

/** "o***@example.com": enough for the reader to know it is theirs, not the whole address for whoever has the link. */
function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

function tokenOf(url: string) {
  return new URL(url).searchParams.get("token") ?? "";
}

/** GET: the page behind every newsletter mail's unsubscribe link asks before acting (link scanners only GET). */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request.url);
  const subscriber = await getSubscriberByUnsubscribeToken(token);
  return data(
    { token, email: subscriber ? maskEmail(subscriber.email) : null, active: subscriber ? subscriber.status !== "unsubscribed" : false },
    { status: subscriber ? 200 : 400, headers: NO_STORE },
  );
}

/**
 * POST: the page's button and the mail client's one-click request (RFC 8058, body
 * `List-Unsubscribe=One-Click`, no cookie; server.mjs lets it through the cross-site
 * check on this path only). The token in the URL decides alone; no session is read.
 */
export async function action({ request }: ActionFunctionArgs) {
  const outcome = await unsubscribeByToken(tokenOf(request.url));
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: NO_STORE });
}

export default function NewsletterUnsubscribePage() {
  const { token, email, active } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.outcome === "unsubscribed" || result?.outcome === "already" || (email && !active)) {
    return (
      <NewsletterCard
        title="Aboneliğiniz sonlandırıldı"
        text="Bu adrese artık bülten gönderilmeyecek. Dilediğiniz zaman yeniden abone olabilirsiniz."
      >
        <Link to="/" className="btn btn-secondary mt-6">
          Ana sayfaya dön
        </Link>
      </NewsletterCard>
    );
  }
  if (!email || result?.outcome === "invalid") {
    return (
      <NewsletterCard
        title="Bağlantı geçersiz"
        text="Bu abonelikten çıkma bağlantısı tanınmadı. Lütfen bültendeki bağlantıyı eksiksiz açın."
      />
    );
  }
  return (
    <NewsletterCard
      title="Bülten aboneliğini sonlandır"
      text={
        <>
          <strong className="text-white">{email}</strong> adresine haftalık bülten gönderilmesini durdurmak için aşağıdaki düğmeye basın.
        </>
      }
    >
      <Form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-6">
        <button type="submit" className="btn btn-danger">
          Aboneliği sonlandır
        </button>
      </Form>
    </NewsletterCard>
  );
}

export const ErrorBoundary = boundaryBackTo("/", "Ana sayfa");
