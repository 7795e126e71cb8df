import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/account/auth-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { useIntentForm, PostForm } from "~/components/ui/form-fields";
import { resetPasswordSchema } from "~/lib/users/account-schemas";
import { pageMeta } from "~/lib/seo/meta";
import { isAccountTokenValid } from "~/models/account-tokens.server";
import { resetPassword } from "~/models/accounts.server";
import { db } from "~/server/db.server";
import { readForm } from "~/server/http.server";
import { markRenderPersonal } from "~/server/page-cache/personal.server";
import { redirectWithToast } from "~/server/toast.server";
import { formReply } from "~/server/form-reply.server";
import { PASSWORD_HINT } from "~/lib/users/fields";

// The name this page's one form goes by in the action's reply.
const FORM = "reset-password";

const INVALID_LINK = "Bu şifre sıfırlama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Yeni bir bağlantı isteyin.";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Yeni Şifre Belirle", noindex: true });

// The token is in the address: no cache keeps the page and no link on it passes the address to
// another site. "same-origin", not "no-referrer": with no referrer at all a browser's form post
// says `Origin: null`, which the cross-site write check rightly refuses.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function loader({ request }: LoaderFunctionArgs) {
  markRenderPersonal();
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = await isAccountTokenValid(db(), "reset-password", token);
  return data({ token: valid ? token : "" }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hidden = { hideFields: ["password", "passwordConfirm"] };
  if (submission.status !== "success") return formReply(FORM, submission.reply(hidden));
  const { token, password } = submission.value;
  if (!(await resetPassword(token, password))) return formReply(FORM, submission.reply({ ...hidden, formErrors: [INVALID_LINK] }));
  return redirectWithToast(request, "/login", {
    type: "success",
    message: "Şifreniz değiştirildi ve tüm oturumlarınız kapatıldı. Yeni şifrenizle giriş yapabilirsiniz.",
  });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  const [form, fields] = useIntentForm(resetPasswordSchema, { id: FORM, intent: FORM });

  if (!token) {
    return (
      <AuthCard icon="LockClosedIcon" title="Yeni Şifre Belirle">
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100">
          {INVALID_LINK}
        </p>
        <Link to="/forgot-password" className="btn btn-primary mt-4 w-full">
          Yeni bağlantı iste
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon="LockClosedIcon"
      title="Yeni Şifre Belirle"
      intro="Hesabınız için yeni bir şifre seçin. Kaydettiğinizde tüm oturumlarınız kapanır."
    >
      <PostForm form={form}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields password={fields.password} confirm={fields.passwordConfirm} hint={PASSWORD_HINT} />
        <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
          {submitting ? "Kaydediliyor..." : "Şifremi değiştir"}
        </button>
      </PostForm>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
