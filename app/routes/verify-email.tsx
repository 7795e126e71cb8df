import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EnvelopeIcon } from "@heroicons/react/24/outline";
import { AuthCard, Notice } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmailRequestForm } from "~/components/account/email-request-form";
import { pageMeta } from "~/lib/seo/meta";
import { resendVerification, verifyEmailToken } from "~/models/accounts.server";
import { getUser } from "~/server/auth.server";
import { markRenderPersonal } from "~/server/page-cache/personal.server";
import { redirectWithToast } from "~/server/toast.server";
import { requestMailLink } from "~/services/mail-link-form.server";

// The same words whether or not an unverified account has the address.
export const VERIFICATION_RESENT =
  "Bu adrese ait doğrulanmamış bir hesap varsa, yeni bir doğrulama bağlantısı gönderdik. Bağlantı 24 saat geçerlidir.";

// The name this page's one form goes by in the action's reply.
const FORM = "verify-email";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "E-posta Doğrulama", noindex: true });

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/**
 * The mailed link: following it verifies at once (a sign-up's address, or the new address
 * of an e-mail change) and leads on with a message. A spent or expired link shows why,
 * with the form that sends a new one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  markRenderPersonal();
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) return { error: null, email: url.searchParams.get("email") ?? "" };
  const outcome = await verifyEmailToken(token);
  if (!outcome.ok) return data({ error: outcome.message, email: "" }, { status: 400 });
  if (outcome.changed) {
    const signedIn = await getUser(request);
    return redirectWithToast(request, signedIn ? "/account" : "/login", {
      type: "success",
      message: "E-posta adresiniz doğrulandı ve hesabınızın adresi değiştirildi.",
    });
  }
  return redirectWithToast(request, "/login", { type: "success", message: "E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz." });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return requestMailLink(request, context, FORM, resendVerification);
}

export default function VerifyEmailPage() {
  const { error, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <AuthCard icon={EnvelopeIcon} title="E-posta Doğrulama" intro="Doğrulama bağlantısı gelmediyse ya da süresi dolduysa yenisini isteyin.">
      <div className="mb-4 space-y-3">
        {error ? (
          <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
            {error}
          </p>
        ) : null}
        {actionData?.sent ? <Notice>{VERIFICATION_RESENT}</Notice> : null}
      </div>
      <EmailRequestForm
        id={FORM}
        path="/verify-email"
        action="/verify-email"
        email={email}
        submitText="Doğrulama e-postasını yeniden gönder"
      />
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
