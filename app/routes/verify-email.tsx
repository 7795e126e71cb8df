import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, Notice } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmailRequestForm } from "~/components/account/email-request-form";
import { pageMeta } from "~/lib/seo/meta";
import { isVerificationLinkValid, resendVerification, verifyEmailToken } from "~/models/accounts.server";
import { getUser } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { getSession } from "~/server/session.server";
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

const INVALID_LINK = "Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş.";

/**
 * The mailed link opens a page with one button: a mail scanner that GETs the link changes
 * nothing; the button's POST verifies (a sign-up's address, or the new address of an e-mail
 * change). A spent or expired link shows why, with the form that sends a new one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  markRenderPersonal();
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  if (!token) return { error: null, email, token: null };
  if (!(await isVerificationLinkValid(token))) return data({ error: INVALID_LINK, email: "", token: null }, { status: 400 });
  return { error: null, email: "", token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request.clone());
  if (form.get("intent") !== "confirm") return requestMailLink(request, context, FORM, resendVerification);
  const outcome = await verifyEmailToken(String(form.get("token") ?? ""), (await getSession(request)).get("sessionToken"));
  if (!outcome.ok) return data({ confirmError: outcome.message }, { status: 400 });
  const signedIn = await getUser(request);
  const message = outcome.changed
    ? "E-posta adresiniz doğrulandı ve hesabınızın adresi değiştirildi."
    : `E-posta adresiniz doğrulandı.${signedIn ? "" : " Artık giriş yapabilirsiniz."}`;
  return redirectWithToast(request, signedIn ? "/account" : "/login", { type: "success", message });
}

export default function VerifyEmailPage() {
  const { error, email, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const confirmError = actionData && "confirmError" in actionData ? actionData.confirmError : null;
  if (token && !confirmError) {
    return (
      <AuthCard icon="EnvelopeIcon" title="E-posta Doğrulama" intro="Adresin size ait olduğunu onaylamak için düğmeye basın.">
        <Form method="post" action="/verify-email">
          <input type="hidden" name="token" value={token} />
          <button type="submit" name="intent" value="confirm" className="btn btn-primary w-full">
            E-posta adresimi doğrula
          </button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon="EnvelopeIcon" title="E-posta Doğrulama" intro="Doğrulama bağlantısı gelmediyse ya da süresi dolduysa yenisini isteyin.">
      <div className="mb-4 space-y-3">
        {error || confirmError ? (
          <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
            {error ?? confirmError}
          </p>
        ) : null}
        {actionData && "sent" in actionData && actionData.sent ? <Notice>{VERIFICATION_RESENT}</Notice> : null}
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
