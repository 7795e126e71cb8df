import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { boundaryBackTo } from "~/components/error-boundary";
import { pageMeta } from "~/lib/seo/meta";
import { clientIp } from "~/server/http.server";
import { confirmSubscription } from "~/models/newsletter.server";

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
    <main className="container-page flex flex-1 items-start justify-center py-16">
      <section className="card w-full max-w-md p-8">
        <Icon name="EnvelopeIcon" className="h-10 w-10 text-brand-400" />
        <h1 className="mt-3 text-2xl font-bold text-white">{message.title}</h1>
        <p className="mt-2 text-slate-300">{message.text}</p>
        <Link to={outcome === "invalid" ? "/newsletter" : "/"} className="btn btn-primary mt-6">
          {outcome === "invalid" ? "Bülten sayfasına git" : "Ana sayfaya dön"}
        </Link>
      </section>
    </main>
  );
}

export const ErrorBoundary = boundaryBackTo("/newsletter", "Bülten sayfası");
