import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { DeleteButton } from "~/components/admin/delete-button";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { MAX_WATCHLISTS } from "~/lib/watchlists/limits";
import { listWatchlists } from "~/models/watchlists.server";
import { requireUser } from "~/server/auth.server";
import { handleUserIntents } from "~/server/intents.server";
import { create, remove, rename } from "./actions.server";
import { CreateForm, RenameDialog } from "./forms";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İzleme Listelerim", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const lists = await listWatchlists(user.id);
  const params = new URL(request.url).searchParams;
  const editing = lists.find((list) => list.id === positiveId(params.get("edit"))) ?? null;
  // The default list has no delete step to confirm.
  const confirming = lists.find((list) => list.id === positiveId(params.get("confirm")) && !list.isDefault) ?? null;
  return {
    lists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      isDefault: list.isDefault,
      count: list.symbols.length,
      preview: list.symbols.slice(0, 6),
    })),
    editing: editing && { id: editing.id, name: editing.name },
    confirming: confirming && { id: confirming.id, name: confirming.name, count: confirming.symbols.length },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, { create, rename, delete: remove });
}

/** The signed-in user's lists: create, rename (`?edit=ID`) and delete (`?confirm=ID` without JavaScript). */
export default function WatchlistsPage() {
  const { lists, editing, confirming } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <div className="container-page space-y-6 py-12">
        <div>
          <h1 className="text-3xl font-bold text-white">İzleme Listelerim</h1>
          <p className="mt-2 max-w-2xl text-slate-300">
            Takip ettiğiniz coinleri adlandırdığınız listelerde toplayın. Analiz sayfasındaki yıldız, coini varsayılan listenize ekler. En
            fazla {MAX_WATCHLISTS} liste oluşturabilirsiniz.
          </p>
        </div>
        {lists.length < MAX_WATCHLISTS ? <CreateForm /> : <p className="card p-4 text-slate-300">Liste sınırına ulaştınız.</p>}
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Listeler">
          {lists.map((list) => (
            <li key={list.id} className="card flex flex-col gap-3 p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold text-white">
                  <Link to={`/watchlists/${list.id}`} className="hover:text-brand-300">
                    {list.name}
                  </Link>
                </h2>
                {list.isDefault ? (
                  <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-300">Varsayılan</span>
                ) : null}
              </div>
              <p className="text-sm text-slate-300">
                {list.count === 0
                  ? "Bu listede henüz coin yok."
                  : `${list.count} coin: ${list.preview.map(base).join(", ")}${list.count > list.preview.length ? "…" : ""}`}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Link to={`/watchlists/${list.id}`} className="btn btn-secondary">
                  Listeyi aç
                </Link>
                <Link
                  to={`?edit=${list.id}`}
                  preventScrollReset
                  className="btn btn-secondary"
                  aria-label={`Yeniden adlandır: ${list.name}`}
                >
                  Yeniden adlandır
                </Link>
                {list.isDefault ? null : (
                  <DeleteButton
                    intent="delete"
                    id={list.id}
                    label={`Sil: ${list.name}`}
                    message={`"${list.name}" listesi silinsin mi?`}
                    confirmHref={`?confirm=${list.id}`}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {editing ? <RenameDialog key={editing.id} id={editing.id} name={editing.name} /> : null}
      {confirming ? (
        <ConfirmDelete
          id={confirming.id}
          message={`"${confirming.name}" listesi silinsin mi?`}
          detail={`İçindeki ${confirming.count} coin listeden kalkar; coinlerin kendisi ve diğer listeleriniz etkilenmez.`}
          cancelTo="/watchlists"
        />
      ) : null}
    </main>
  );
}

const base = (symbol: string) => symbol.replace(/USDT$/, "");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
