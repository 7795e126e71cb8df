import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Mono } from "~/components/chain/chain-parts";
import { ActionError } from "~/components/ui/form-fields";
import { explorerHref } from "~/lib/chain/query";
import { MAX_TX_WATCHES } from "~/lib/chain/tx-watch";
import { formatDateTime } from "~/lib/format";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { listTxWatches } from "~/models/tx-watches.server";
import { isEmailVerified } from "~/models/users.server";
import { requireUser } from "~/server/auth.server";
import { handleUserIntents } from "~/server/intents.server";
import { addWatch, removeWatch } from "./actions.server";
import { TxWatchForm } from "./watch-form";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "İzlediğim İşlemler", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [watches, mailProven] = await Promise.all([listTxWatches(user.id), isEmailVerified(user.id)]);
  const confirmId = positiveId(new URL(request.url).searchParams.get("confirm"));
  return { watches, mailProven, confirming: watches.find((watch) => watch.id === confirmId) ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, { create: addWatch, delete: removeWatch });
}

const STATES = { watching: "İzleniyor", done: "Ulaştı", expired: "Süresi doldu" } as const;

export default function TxWatchesPage() {
  const { watches, mailProven, confirming } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <div className="container-page space-y-8 py-12">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold text-white">İzlediğim İşlemler</h1>
          <p className="max-w-2xl text-slate-300">
            Bir Bitcoin ya da Ethereum işlemi istediğiniz onay sayısına ulaşınca{" "}
            <Link to="/notifications" className="underline">
              Bildirimlerim
            </Link>{" "}
            sayfasına haber düşer. İşlemler her dakika herkese açık zincir kaynaklarından okunur; 7 gün içinde hedefe ulaşmayan işlemin
            izlemesi durur. En fazla {MAX_TX_WATCHES} işlem izleyebilirsiniz.
          </p>
          <p className="max-w-2xl text-sm text-slate-400">
            {mailProven
              ? "Haber, doğrulanmış e-posta adresinize de gönderilir."
              : "E-posta adresiniz doğrulanmadığı için haber yalnızca sitede görünür; adresinizi Hesabım sayfasından doğrulayabilirsiniz."}
          </p>
        </header>
        <ActionError />
        {confirming ? (
          <ConfirmDelete
            title="İzlemeyi Sil"
            message="Bu işlemin izlemesini silmek istediğinizden emin misiniz?"
            detail={confirming.txid}
            id={confirming.id}
            action="/tx-watches"
            cancelTo="/tx-watches"
          />
        ) : null}
        <section aria-labelledby="new-watch" className="card space-y-3">
          <h2 id="new-watch" className="text-xl font-semibold text-white">
            Yeni izleme
          </h2>
          <TxWatchForm />
        </section>
        <section aria-labelledby="watch-list" className="card space-y-3">
          <h2 id="watch-list" className="text-xl font-semibold text-white">
            İzlenen işlemler ({watches.length}/{MAX_TX_WATCHES})
          </h2>
          {watches.length === 0 ? (
            <p className="text-slate-300">
              Henüz izlediğiniz bir işlem yok. Blokzincir gezgininde bir işlemi açıp &quot;Onaylanınca haber ver&quot;i kullanabilirsiniz.
            </p>
          ) : (
            <ul className="space-y-3">
              {watches.map((watch) => (
                <li
                  key={watch.id}
                  className="flex flex-col gap-2 border-t border-slate-700/60 pt-3 md:flex-row md:items-center md:justify-between"
                  aria-label={watch.txid}
                >
                  <div className="min-w-0 space-y-1">
                    <Link to={explorerHref(watch.chain, watch.txid)} className="text-brand-300 underline">
                      <Mono>{watch.txid}</Mono>
                    </Link>
                    <p className="text-sm text-slate-300">
                      {watch.chain === "btc" ? "Bitcoin" : "Ethereum"} · hedef {watch.target} onay · son görülen:{" "}
                      {watch.confirmations ?? "henüz okunmadı"} · <strong>{STATES[watch.state]}</strong>
                      {watch.checked_at ? ` · ${formatDateTime(watch.checked_at)}` : ""}
                    </p>
                  </div>
                  <Link to={`?confirm=${watch.id}`} className="btn btn-danger shrink-0" aria-label={`${watch.txid} izlemesini sil`}>
                    Sil
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="text-sm text-slate-400">
          <Link to="/blockchain-explorer" className="underline">
            Blokzincir gezginine dön
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
