import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { boundaryBackTo } from "~/components/error-boundary";
import { pageMeta } from "~/lib/seo/meta";
import { clientIp } from "~/server/http.server";
import { confirmSubscription } from "~/models/newsletter.server";
import { NewsletterCard } from "~/components/pages/newsletter-card";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Bülten aboneliği onayı", noindex: true });

const MESSAGES = {
  confirmed: { title: "Aboneliğiniz onaylandı", text: "Teşekkürler! Haftalık bültenimiz bundan sonra e-posta kutunuza gelecek." },
  already: { title: "Aboneliğiniz zaten onaylı", text: "Bu adres bültenimize kayıtlı; yapmanız gereken bir şey yok." },
  invalid: {
    title: "Bağlantı geçersiz",
    text: "Bu onay bağlantısı geçersiz ya da süresi dolmuş (bağlantılar 7 gün geçerlidir). Bülten sayfasından yeniden abone olabilirsiniz.",
  },
} as const;

/**
 * GET /newsletter/confirm?token=…, the link in the confirmation mail: a pending sign-up
 * becomes active, with when, from where and under which wording consent was given.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(token, clientIp(request, context));
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: { "Cache-Control": "private, no-store" } });
}

export default function NewsletterConfirmPage() {
  const { outcome } = useLoaderData<typeof loader>();
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
