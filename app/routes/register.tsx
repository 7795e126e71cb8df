import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "~/lib/zod";
import { Honeypot } from "~/components/ui/honeypot";
import { AuthCard } from "~/components/account/auth-card";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { createUserSession, getUser } from "~/server/auth.server";
import { clientKey, readForm } from "~/server/http.server";
import { verifyAgainstDecoy } from "~/server/password.server";
import { consumeRegistrationAllowance } from "~/server/form-limits.server";
import { emailField, passwordField, usernameField } from "~/lib/users/fields";
import { pageMeta } from "~/lib/seo/meta";
import { notifyAdmins } from "~/models/notifications.server";
import { getBooleanSetting } from "~/models/settings.server";
import { emailVerificationRequired, signUp, tellOwnerOfSignUp } from "~/models/accounts.server";
import { isEmailTaken, isUsernameTaken } from "~/models/users.server";
import { redirectWithToast } from "~/server/toast.server";
import { formReply } from "~/server/form-reply.server";

const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    passwordConfirm: z.string({ error: "Şifrenizi tekrar girin." }),
    website: z.string().optional(),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: "Şifreler eşleşmiyor.",
    path: ["passwordConfirm"],
  });

const CLOSED_MESSAGE = "Yeni üye kaydı şu anda kapalı.";

// The name this page's one form goes by in the action's reply.
const FORM = "register";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Kayıt Ol", description: "Ücretsiz hesap oluşturun." });

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/");
  return { registrationEnabled: await getBooleanSetting("registration_enabled", true) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  if (!(await getBooleanSetting("registration_enabled", true))) {
    return data({ closed: true as const }, { status: 403 });
  }
  const hidden = { hideFields: ["password", "passwordConfirm"] };
  // Every attempt from an address counts before any name is looked up, so the
  // taken-name answers cannot be used to list the accounts at speed.
  const limit = await consumeRegistrationAllowance(clientKey(request, context));
  if (!limit.allowed) {
    const attempt = parseWithZod(formData, { schema: registerSchema });
    return formReply(FORM, attempt.reply({ ...hidden, formErrors: [limit.message] }), { status: 429 });
  }
  // While addresses must be proven, a taken address gets a new account's answer and its owner a
  // mail, so the form cannot be used to learn who is registered. Without proof the visitor is
  // signed in at once, which would tell it anyway: then the field says so.
  const mustVerify = await emailVerificationRequired();
  const submission = await parseWithZod(formData, {
    async: true,
    schema: registerSchema.superRefine(async (value, ctx) => {
      if (await isUsernameTaken(value.username)) {
        ctx.addIssue({ code: "custom", path: ["username"], message: "Bu kullanıcı adı zaten kullanılıyor." });
      }
      if (!mustVerify && (await isEmailTaken(value.email))) {
        ctx.addIssue({ code: "custom", path: ["email"], message: "Bu e-posta adresiyle kayıtlı bir hesap var." });
      }
    }),
  });
  if (submission.status !== "success") return formReply(FORM, submission.reply(hidden));

  const { username, email, password, website } = submission.value;
  // Bots fill the hidden field; they are answered as if it worked and nothing is stored.
  if (website) return redirect("/");
  if (mustVerify && (await isEmailTaken(email))) {
    // As long as a new account's answer: its password hash is most of that time.
    await Promise.all([tellOwnerOfSignUp(email), verifyAgainstDecoy(password)]);
    return checkYourMail(request, email);
  }

  const user = await signUp({ username, email, password }, mustVerify);
  await notifyAdmins({
    title: "Yeni kullanıcı",
    message: `${username} (${email}) siteye kayıt oldu.`,
    type: "success",
    category: "user",
    relatedType: "user",
    relatedId: user.id,
  });
  if (mustVerify) return checkYourMail(request, email);
  return createUserSession({
    request,
    user,
    remember: false,
    redirectTo: "/",
    toast: { type: "success", message: "Hesabınız oluşturuldu. Hoş geldiniz!" },
  });
}

/** The answer to a sign-up that waits for its address to be proven, the same for a taken address. */
function checkYourMail(request: Request, email: string) {
  return redirectWithToast(request, "/login", {
    type: "success",
    message: `Hesabınız oluşturuldu. ${email} adresine gönderdiğimiz bağlantıyla e-postanızı doğruladıktan sonra giriş yapabilirsiniz.`,
  });
}

export default function RegisterPage() {
  const { registrationEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/register";
  const closedByServer = !!actionData && "closed" in actionData;
  const [form, fields] = useIntentForm(registerSchema, { id: FORM, intent: FORM });

  return (
    <AuthCard icon="UserPlusIcon" title="Kayıt Ol" intro="Ücretsiz hesabınızı oluşturun.">
      {!registrationEnabled || closedByServer ? (
        <div className="space-y-4 text-center">
          <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-amber-100">
            {CLOSED_MESSAGE}
          </p>
          <Link to="/contact" className="btn btn-secondary">
            Bizimle iletişime geçin
          </Link>
        </div>
      ) : (
        <PostForm form={form}>
          <Honeypot />
          <TextField field={fields.username} label="Kullanıcı Adı" autoComplete="username" mark={false} />
          <TextField field={fields.email} label="E-posta" type="email" autoComplete="email" mark={false} />
          <NewPasswordFields
            password={fields.password}
            confirm={fields.passwordConfirm}
            labels={["Şifre", "Şifre (Tekrar)"]}
            hint="En az 8 karakter."
          />
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            {submitting ? "Hesap oluşturuluyor..." : "Kayıt Ol"}
          </button>
        </PostForm>
      )}
      <p className="mt-6 text-center text-sm text-slate-400">
        Zaten hesabınız var mı?{" "}
        <Link to="/login" className="text-brand-300 underline hover:text-brand-200">
          Giriş yapın
        </Link>
      </p>
    </AuthCard>
  );
}
