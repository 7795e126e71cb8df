import { type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { AuthCard, Notice } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmailRequestForm } from "~/components/account/email-request-form";
import { pageMeta } from "~/lib/seo/meta";
import { requestPasswordReset } from "~/models/accounts.server";
import { requestMailLink } from "~/services/mail-link-form.server";

// OWASP's forgot-password rule: one answer, whether or not an account has the address.
export const RESET_REQUESTED =
  "Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısını içeren bir e-posta gönderdik. Bağlantı 30 dakika geçerlidir; gelen kutunuzu ve istenmeyen klasörünü kontrol edin.";

// The name this page's one form goes by in the action's reply.
const FORM = "forgot-password";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Şifremi Unuttum", description: "Şifre sıfırlama bağlantısı isteyin.", noindex: true });

export async function action({ request, context }: ActionFunctionArgs) {
  return requestMailLink(request, context, FORM, requestPasswordReset);
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();

  return (
    <AuthCard
      icon="KeyIcon"
      title="Şifremi Unuttum"
      intro="Hesabınızın e-posta adresini girin; size yeni şifre belirleme bağlantısı gönderelim."
    >
      {actionData?.sent ? (
        <div className="mb-4">
          <Notice>{RESET_REQUESTED}</Notice>
        </div>
      ) : null}
      <EmailRequestForm id={FORM} path="/forgot-password" submitText="Sıfırlama bağlantısı gönder" />
      <p className="mt-6 text-center text-sm text-slate-400">
        Şifrenizi hatırladınız mı?{" "}
        <Link to="/login" className="text-brand-300 underline hover:text-brand-200">
          Giriş yapın
        </Link>
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
