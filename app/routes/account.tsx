import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { UserCircleIcon } from "@heroicons/react/24/outline";
import { logoutEverywhere, requireUser } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { countUserSessions } from "~/models/sessions.server";
import { readForm } from "~/server/http.server";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Hesabım", noindex: true });

const roleLabels = { admin: "Yönetici", user: "Kullanıcı" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    user: { username: user.username, email: user.email, role: roleLabels[user.role] },
    sessions: await countUserSessions(user.id),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") !== "logout-everywhere") return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  return logoutEverywhere(request, user);
}

/** The signed-in person's own account: who they are and a way to end every session they have. */
export default function AccountPage() {
  const { user, sessions } = useLoaderData<typeof loader>();
  return (
    <main className="container-page flex flex-1 items-start justify-center py-12 lg:py-20">
      <section className="card w-full max-w-md p-8">
        <UserCircleIcon className="h-10 w-10 text-brand-400" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-white">Hesabım</h1>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-400">Kullanıcı adı</dt>
          <dd className="text-slate-100">{user.username}</dd>
          <dt className="text-slate-400">E-posta</dt>
          <dd className="text-slate-100">{user.email}</dd>
          <dt className="text-slate-400">Rol</dt>
          <dd className="text-slate-100">{user.role}</dd>
          <dt className="text-slate-400">Açık oturumlar</dt>
          <dd className="text-slate-100">{sessions}</dd>
        </dl>
        <h2 className="mt-8 text-lg font-semibold text-white">İzleme listeleri</h2>
        <p className="mt-2 text-sm text-slate-300">
          Takip ettiğiniz coinler{" "}
          <Link to="/watchlists" className="text-brand-300 underline hover:text-brand-200">
            İzleme listelerim
          </Link>{" "}
          sayfasında.
        </p>
        <h2 className="mt-8 text-lg font-semibold text-white">Oturumlar</h2>
        <p className="mt-2 text-sm text-slate-300">
          Bir cihazı kaybettiyseniz ya da başka birinin hesabınızı kullandığından şüpheleniyorsanız, bu cihaz dahil tüm oturumlarınızı
          kapatın. Ardından yeniden giriş yapmanız gerekir.
        </p>
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="logout-everywhere" className="btn btn-danger w-full">
            Tüm cihazlarda oturumu kapat
          </button>
        </Form>
      </section>
    </main>
  );
}
