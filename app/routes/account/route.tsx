import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/server/auth.server";
import { accountGlance, pendingEmailChange } from "~/models/accounts.server";
import { countUserSessions } from "~/models/sessions.server";
import { accountIntents } from "./intents.server";
import { isEmailVerified } from "~/models/users.server";
import { handleUserIntents } from "~/server/intents.server";
import { pageMeta } from "~/lib/seo/meta";
import { ChangeEmailForm, ChangePasswordForm, DeleteAccountDialog, EmailProof, Section } from "./forms";
import { OutlineIcon } from "~/components/icon-file";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hesabım", noindex: true });

const roleLabels = { admin: "Yönetici", user: "Kullanıcı" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [sessions, pendingEmail, glance, emailVerified] = await Promise.all([
    countUserSessions(user.id),
    pendingEmailChange(user.id),
    accountGlance(user.id),
    isEmailVerified(user.id),
  ]);
  return {
    user: { username: user.username, email: user.email, role: roleLabels[user.role], emailVerified },
    sessions,
    pendingEmail: pendingEmail ?? null,
    glance,
    confirmDelete: new URL(request.url).searchParams.get("delete") === "1",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, accountIntents);
}

/** The signed-in person's own account: who they are, their address and password, their data, their sessions. */
export default function AccountPage() {
  const { user, sessions, pendingEmail, glance, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ verifyError?: string }>();
  return (
    <main className="container-page flex-1 py-12 lg:py-16">
      <div className="mx-auto grid max-w-3xl gap-6">
        <section className="card p-6">
          <OutlineIcon name="UserCircleIcon" className="h-10 w-10 text-brand-400" />
          <h1 className="mt-3 text-2xl font-bold text-white">Hesabım</h1>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-400">Kullanıcı adı</dt>
            <dd className="text-slate-100">{user.username}</dd>
            <dt className="text-slate-400">E-posta</dt>
            <dd className="text-slate-100">
              {user.email} <EmailProof verified={user.emailVerified} error={actionData?.verifyError} />
            </dd>
            <dt className="text-slate-400">Rol</dt>
            <dd className="text-slate-100">{user.role}</dd>
            <dt className="text-slate-400">Açık oturumlar</dt>
            <dd className="text-slate-100">{sessions}</dd>
          </dl>
        </section>

        <Section title="Bir bakışta">
          <ul className="grid gap-3 sm:grid-cols-3">
            {[
              { to: "/watchlists", count: glance.watched, label: "izleme listelerinizdeki coin" },
              { to: "/signals/followed", count: glance.follows, label: "takip edilen sinyal" },
              { to: "/portfolio-tracker", count: glance.transactions, label: "portföy işlemi" },
            ].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="block rounded-lg border border-white/10 bg-white/5 p-4 hover:border-brand-400">
                  <span className="block text-2xl font-bold text-white">{item.count}</span>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="E-posta adresini değiştir">
          <p>Yeni adresinize bir doğrulama bağlantısı göndeririz; adresiniz yalnızca bağlantı açıldığında değişir.</p>
          <ChangeEmailForm pending={pendingEmail} />
        </Section>

        <Section title="Şifreyi değiştir">
          <p>Şifreniz değiştiğinde bu cihaz dışındaki tüm oturumlarınız kapanır.</p>
          <ChangePasswordForm />
        </Section>

        <Section title="Oturumlar">
          <p>
            Bir cihazı kaybettiyseniz ya da başka birinin hesabınızı kullandığından şüpheleniyorsanız, bu cihaz dahil tüm oturumlarınızı
            kapatın. Ardından yeniden giriş yapmanız gerekir.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="logout-everywhere" className="btn btn-danger w-full">
              Tüm cihazlarda oturumu kapat
            </button>
          </Form>
        </Section>

        <Section title="Verileriniz">
          <p>
            KVKK madde 11 uyarınca hakkınızda sakladığımız verilerin bir kopyasını indirebilir ya da hesabınızı tüm verilerinizle birlikte
            silebilirsiniz.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="/account/export.json" download className="btn btn-secondary flex-1">
              Verilerimi indir
            </a>
            <Link to="/account?delete=1" preventScrollReset className="btn btn-danger flex-1">
              Hesabımı sil
            </Link>
          </div>
        </Section>
      </div>
      {confirmDelete ? <DeleteAccountDialog /> : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
