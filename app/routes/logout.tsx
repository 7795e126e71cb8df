import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { getUser, logout } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Çıkış Yap", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getUser(request))) throw redirect("/");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

/** Signing out changes state, so a link only leads here; the button does it. */
export default function LogoutPage() {
  return (
    <main className="container-page flex flex-1 items-center justify-center py-20">
      <div className="card w-full max-w-sm p-8 text-center">
        <h1 className="text-2xl font-bold text-white">Çıkış Yap</h1>
        <p className="mt-2 text-slate-300">Oturumunuzu kapatmak istediğinize emin misiniz?</p>
        <div className="mt-6 flex justify-center gap-3">
          <Form method="post">
            <button type="submit" className="btn btn-danger">
              Çıkış Yap
            </button>
          </Form>
          <Link to="/" className="btn btn-secondary">
            Vazgeç
          </Link>
        </div>
      </div>
    </main>
  );
}
