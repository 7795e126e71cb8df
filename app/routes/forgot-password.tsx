import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { KeyIcon } from "@heroicons/react/24/outline";
import { AuthCard, Notice } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormErrors } from "~/components/ui/field";
import { emailRequestSchema } from "~/lib/users/account-schemas";
import { pageMeta } from "~/lib/seo/meta";
import { requestPasswordReset } from "~/models/accounts.server";
import { consumeMailLinkAllowance } from "~/server/account-limits.server";
import { clientIp, readForm } from "~/server/http.server";

// OWASP's forgot-password rule: one answer, whether or not an account has the address.
export const RESET_REQUESTED =
  "Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısını içeren bir e-posta gönderdik. Bağlantı 30 dakika geçerlidir; gelen kutunuzu ve istenmeyen klasörünü kontrol edin.";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Şifremi Unuttum", description: "Şifre sıfırlama bağlantısı isteyin.", noindex: true });

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: emailRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { email } = submission.value;
  const limit = consumeMailLinkAllowance(clientIp(request, context), email);
  if (!limit.allowed) return data({ result: submission.reply({ formErrors: [limit.message] }), sent: false }, { status: 429 });
  await requestPasswordReset(email);
  return data({ result: submission.reply({ resetForm: true }), sent: true }, { status: 200 });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(emailRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailRequestSchema }),
  });

  return (
    <AuthCard
      icon={KeyIcon}
      title="Şifremi Unuttum"
      intro="Hesabınızın e-posta adresini girin; size yeni şifre belirleme bağlantısı gönderelim."
    >
      {actionData?.sent ? (
        <div className="mb-4">
          <Notice>{RESET_REQUESTED}</Notice>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="E-posta"
          input={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
          {submitting ? "Gönderiliyor..." : "Sıfırlama bağlantısı gönder"}
        </button>
      </Form>
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
