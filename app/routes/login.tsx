import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { z } from "~/lib/zod";
import { AuthHeading, ResendVerificationButton } from "~/components/account/auth-card";
import { CheckboxField, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { InvalidCredentialsError, authenticator, createUserSession, getUser } from "~/server/auth.server";
import { clientIp, clientKey, isLocalAddress, readForm } from "~/server/http.server";
import { readKnownDevice, rememberDevice } from "~/server/known-device.server";
import { beginLoginAttempt } from "~/server/login-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { DEMO_PASSWORDS, DEMO_PASSWORD_REFUSED, isDemoPassword } from "~/lib/users/demo-accounts";
import { pageMeta } from "~/lib/seo/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { UNVERIFIED_LOGIN_MESSAGE, emailVerificationRequired } from "~/models/accounts.server";
import { demoCredentialsActive, isEmailVerified } from "~/models/users.server";
import { getBooleanSetting } from "~/models/settings.server";
import { logger } from "~/server/log.server";
import { formReply } from "~/server/form-reply.server";
import { OutlineIcon } from "~/components/icon-file";
import type { OutlineIconName } from "~/lib/icon-names";

const loginSchema = z.object({
  username: z.string({ error: "Kullanıcı adı gereklidir." }).trim().min(1, "Kullanıcı adı gereklidir."),
  password: z.string({ error: "Şifre gereklidir." }).min(1, "Şifre gereklidir."),
  remember: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

const DEMO = { username: "admin", password: DEMO_PASSWORDS.admin };

// The reply's form name (there is one form here) and the field never sent back to the page.
const FORM = "login";
const hidden = { hideFields: ["password"] };

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Giriş Yap", description: "Hesabınıza giriş yapın.", noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  // The demo box is for the person trying the site on their own machine: a visitor from
  // elsewhere is never shown a password that would open the admin panel.
  const local = isLocalAddress(clientIp(request, context));
  const [demoActive, registrationEnabled] = await Promise.all([
    local ? demoCredentialsActive() : false,
    getBooleanSetting("registration_enabled", true),
  ]);
  return {
    demoActive,
    demoFilled: demoActive && url.searchParams.get("demo") === "1",
    registrationEnabled,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The strategy reads the body again, so the form is parsed from a copy.
  const formData = await readForm(request.clone());
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return formReply(FORM, submission.reply(hidden));
  const { username, password, remember, redirectTo } = submission.value;
  // A published demo password opens nothing from outside this machine and its private network,
  // whether or not the account still has it: checked before any hash or count.
  if (isDemoPassword(username, password) && !isLocalAddress(clientIp(request, context))) {
    return formReply(FORM, submission.reply({ ...hidden, formErrors: [DEMO_PASSWORD_REFUSED] }));
  }

  const attempt = await beginLoginAttempt(clientKey(request, context), username, await readKnownDevice(request));
  if ("refusal" in attempt) {
    return formReply(FORM, submission.reply({ ...hidden, formErrors: [attempt.refusal] }), { status: 429 });
  }

  try {
    const user = await authenticator.authenticate("form", request);
    await attempt.succeeded();
    // Said only after the right password, so it tells nothing about an account to a stranger.
    if ((await emailVerificationRequired()) && !(await isEmailVerified(user.id))) {
      const refusal = submission.reply({ ...hidden, formErrors: [UNVERIFIED_LOGIN_MESSAGE] });
      return formReply(FORM, refusal, { status: 403, extra: { unverifiedEmail: user.email } });
    }
    const response = await createUserSession({
      request,
      user,
      remember: remember ?? false,
      redirectTo: safeRedirect(redirectTo),
      toast: { type: "success", message: "Başarıyla giriş yaptınız!" },
    });
    response.headers.append("Set-Cookie", await rememberDevice(request, user.username));
    return response;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) {
      return formReply(FORM, submission.reply({ ...hidden, formErrors: [error.message] }));
    }
    logger.error({ err: error }, "Giriş hatası");
    return formReply(FORM, submission.reply({ ...hidden, formErrors: ["Giriş yapılırken bir hata oluştu!"] }), { status: 500 });
  }
}

const adminFeatures: { icon: OutlineIconName; text: string }[] = [
  { icon: "UsersIcon", text: "Kullanıcı yönetimi" },
  { icon: "DocumentTextIcon", text: "İçerik yönetimi" },
  { icon: "CpuChipIcon", text: "AI ayarları yönetimi" },
  { icon: "ChartBarIcon", text: "Analitik raporlar" },
];

export default function LoginPage() {
  const { demoActive, demoFilled, registrationEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const unverifiedEmail = actionData && "unverifiedEmail" in actionData ? String(actionData.unverifiedEmail) : null;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;

  const [form, fields] = useIntentForm(loginSchema, {
    id: demoFilled ? "login-demo" : "login",
    intent: FORM,
    defaultValue: demoFilled ? DEMO : undefined,
  });

  const demoParams = new URLSearchParams({ demo: "1" });
  if (redirectTo) demoParams.set("redirectTo", redirectTo);

  return (
    <main className="container-page grid flex-1 items-start gap-10 py-12 lg:grid-cols-2 lg:py-20">
      <section className="card mx-auto w-full max-w-md p-8">
        <AuthHeading icon="LockClosedIcon" title="Giriş Yap" intro="Hesabınıza giriş yaparak devam edin." />

        {demoFilled ? (
          <p role="status" className="mb-4 rounded-lg border border-emerald-500/40 bg-emerald-950/60 px-4 py-2 text-sm text-emerald-200">
            Demo giriş bilgileri dolduruldu
          </p>
        ) : null}

        <PostForm form={form} replace>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField field={fields.username} label="Kullanıcı Adı" autoComplete="username" placeholder="Kullanıcı adınız" mark={false} />
          <TextField
            field={fields.password}
            label="Şifre"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            placeholder="Şifreniz"
            inputClassName={hydrated ? "pr-11" : ""}
            mark={false}
          >
            {hydrated ? (
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-400 hover:text-white"
                aria-label={showPassword ? "Şifreyi gizle" : "Şifreyi göster"}
                aria-pressed={showPassword}
              >
                {showPassword ? (
                  <OutlineIcon name="EyeSlashIcon" className="h-5 w-5" />
                ) : (
                  <OutlineIcon name="EyeIcon" className="h-5 w-5" />
                )}
              </button>
            ) : null}
          </TextField>

          <div className="flex items-center justify-between text-sm">
            <CheckboxField field={fields.remember} label="Beni hatırla" />
            <Link to="/forgot-password" className="text-brand-300 hover:text-brand-200">
              Şifremi unuttum
            </Link>
          </div>

          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            {submitting ? "Giriş yapılıyor..." : "Giriş Yap"}
          </button>
        </PostForm>

        {unverifiedEmail ? <ResendVerificationButton email={unverifiedEmail} /> : null}

        <div className="mt-6 space-y-2 text-center text-sm text-slate-400">
          <p>
            Hesabınız yok mu?{" "}
            <Link to="/contact" className="text-brand-300 hover:text-brand-200">
              Bizimle iletişime geçin
            </Link>
            {registrationEnabled ? (
              <>
                {" "}
                veya{" "}
                <Link to="/register" className="text-brand-300 hover:text-brand-200">
                  kayıt olun
                </Link>
              </>
            ) : null}
          </p>
          <p>
            <Link to="/ai-chat" className="inline-flex items-center gap-1 text-brand-300 hover:text-brand-200">
              <OutlineIcon name="SparklesIcon" className="h-4 w-4" />
              Giriş yapmadan AI Sohbet&apos;i deneyin
            </Link>
          </p>
        </div>

        {demoActive ? (
          <div className="mt-6 rounded-lg border border-amber-500/40 bg-amber-950/40 p-4 text-sm text-amber-100">
            <h2 className="font-semibold">Demo Hesap</h2>
            <p className="mt-1">
              Kullanıcı adı: <code>{DEMO.username}</code> · Şifre: <code>{DEMO.password}</code>
            </p>
            <Link to={`/login?${demoParams}`} replace className="btn btn-secondary mt-3 w-full" preventScrollReset>
              Demo bilgilerini doldur
            </Link>
          </div>
        ) : null}
      </section>

      <section className="mx-auto w-full max-w-md lg:mt-8">
        <h2 className="text-xl font-semibold text-white">Admin Paneli Özellikleri</h2>
        <p className="mt-2 text-sm text-slate-400">Yönetici hesabıyla giriş yaptığınızda şunları yönetebilirsiniz:</p>
        <ul className="mt-5 space-y-3">
          {adminFeatures.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-lg border border-white/10 bg-white/5 px-4 py-3 text-slate-200">
              <OutlineIcon name={icon} className="h-5 w-5 text-brand-400" />
              {text}
              <OutlineIcon name="CheckCircleIcon" className="ml-auto h-5 w-5 text-emerald-400" />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
