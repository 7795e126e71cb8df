import { MarketTime } from "~/components/market/market-time";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Pager } from "~/components/admin/pager";
import { getUser } from "~/server/auth.server";
import { clientKey } from "~/server/http.server";
import { valuePortfolio } from "~/services/portfolio-valuation.server";
import { portfolioHistory } from "~/services/portfolio-history.server";
import { listTransactions } from "~/models/portfolio.server";
import { addTransaction, editTransaction, importCsv, removeTransaction } from "./actions.server";
import { handleUserIntents } from "~/server/intents.server";
import type { MarketSource } from "~/lib/market/analysis";
import { paginate, pageParam } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { formatDay } from "~/lib/portfolio/format";
import { SAMPLE_TRANSACTIONS } from "~/lib/portfolio/sample";
import { TYPE_LABELS, todayInTurkey } from "~/lib/portfolio/schema";
import { pageMeta } from "~/lib/seo/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import { PAGE } from "./page";
import { CsvSection } from "./csv-section";
import { Holdings } from "./holdings";
import { MethodNotes } from "./method-notes";
import { TransactionForm } from "./transaction-form";
import { TransactionsTable } from "./transactions";
import { ValueHistory } from "./value-history";
import { Section } from "~/components/ui/section";

const LOGIN = `/login?redirectTo=${PAGE}`;
// The list is paged (`?page=2`); the summary above it is still computed over every transaction.
const TRANSACTIONS_PER_PAGE = 50;

// A 429 says how long to wait in its header too.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Portföy Takibi",
    description:
      "Kripto alım, satım ve transferlerinizi kaydedin; FIFO maliyet, anlık değer ve kâr-zarar dolar ve TL olarak, dağılım grafiği ve CSV içe/dışa aktarma.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const params = new URL(request.url).searchParams;
  // A visitor sees a made-up sample portfolio, valued at the same live prices.
  const transactions = user ? await listTransactions(user.id) : SAMPLE_TRANSACTIONS;
  const [{ outcome, source, updatedAt, usdTry, rates }, history] = await Promise.all([
    valuePortfolio(transactions),
    portfolioHistory(transactions),
  ]);
  const pick = (key: string) => {
    const id = positiveId(params.get(key));
    return (user && id && transactions.find((transaction) => transaction.id === id)) || null;
  };
  // Newest first: the latest date, and within a date the latest entered.
  const listed = paginate([...transactions].reverse(), pageParam(params.get("page")), TRANSACTIONS_PER_PAGE);
  return {
    signedIn: Boolean(user),
    transactions: listed.items,
    pagination: listed.pagination,
    summary: outcome.ok ? outcome.summary : null,
    summaryError: outcome.ok ? null : outcome.error,
    source,
    updatedAt,
    usdTry,
    rates,
    history,
    // The value history's currency: a link toggles it in the URL; anything else is dollars.
    currency: params.get("currency") === "TRY" ? ("TRY" as const) : ("USD" as const),
    editing: pick("edit"),
    deleting: pick("delete"),
    today: todayInTurkey(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleUserIntents(request, {
    create: addTransaction,
    update: editTransaction,
    delete: removeTransaction,
    import: (args) => importCsv(args, clientKey(request, context)),
  });
}

export default function PortfolioTrackerPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const importErrors = actionData && "importErrors" in actionData ? actionData.importErrors : null;
  const sample = !page.signedIn;

  return (
    <main className="flex-1 pb-16">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
        <div className="container-page">
          <h1 className="text-4xl font-bold text-white">Portföy Takibi</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-300">
            Alım, satım ve transferlerinizi kaydedin; varlıklarınızın FIFO maliyetini, bugünkü değerini ve kâr-zararını dolar ve Türk lirası
            olarak görün.
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-400">
            <PriceSource source={page.source} />
            <span>
              Fiyatların zamanı: <MarketTime iso={page.updatedAt} />
            </span>
          </p>
        </div>
      </section>

      <div className="container-page space-y-8 pt-8">
        {sample ? (
          <div role="note" className="rounded-xl border border-sky-500/40 bg-sky-950/40 p-5 text-sky-100">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="rounded-full bg-sky-500/20 px-2 py-0.5 text-xs font-bold uppercase tracking-wide">Örnek</span>
              Aşağıdaki portföy örnektir: işlemler uydurmadır, fiyatlar piyasa verisinden gelir.
            </p>
            <p className="mt-2 text-sm">
              Kendi işlemlerinizi kaydetmek ve yalnızca sizin görebileceğiniz bir portföy tutmak için{" "}
              <Link to={LOGIN} className="font-semibold underline">
                giriş yapın
              </Link>{" "}
              ya da{" "}
              <Link to="/register" className="font-semibold underline">
                ücretsiz kayıt olun
              </Link>
              .
            </p>
          </div>
        ) : null}

        <Section id="holdings-heading" title={sample ? "Örnek portföy" : "Varlıklarım"} className="space-y-4" heading="2xl">
          {page.summary ? (
            <Holdings summary={page.summary} usdTry={page.usdTry} caption={sample ? "Örnek portföyün varlıkları" : "Varlıklarınız"} />
          ) : (
            <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-amber-100">
              {page.summaryError}
            </p>
          )}
        </Section>

        {page.history ? <ValueHistory history={page.history} currency={page.currency} /> : null}

        {page.deleting ? (
          <section id="confirm-delete" aria-label="Silme onayı" className="card border-red-500/40">
            <ConfirmDelete
              intent="delete"
              id={page.deleting.id}
              message={`${formatDay(page.deleting.date)} tarihli ${page.deleting.symbol} ${TYPE_LABELS[page.deleting.type].toLocaleLowerCase("tr")} işlemi silinsin mi? Bu geri alınamaz.`}
              cancelTo={PAGE}
            />
          </section>
        ) : null}

        {page.signedIn ? (
          <section id="transaction-form" aria-labelledby="form-heading" className="card scroll-mt-24">
            <h2 id="form-heading" className="mb-4 text-xl font-semibold text-white">
              {page.editing ? "İşlemi düzenle" : "Yeni işlem"}
            </h2>
            <TransactionForm key={page.editing?.id ?? "new"} editing={page.editing} today={page.today} />
          </section>
        ) : null}

        <Section id="transactions-heading" title={sample ? "Örnek işlemler" : "İşlemlerim"} className="space-y-4" heading="2xl">
          {page.transactions.length ? (
            <>
              <TransactionsTable transactions={page.transactions} editable={page.signedIn} />
              <Pager {...page.pagination} />
            </>
          ) : (
            <p className="text-slate-300">Henüz işlem kaydetmediniz.</p>
          )}
        </Section>

        {page.signedIn ? <CsvSection errors={importErrors} /> : null}
        <MethodNotes usdTry={page.usdTry} rates={page.rates} />

        <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
          <strong>Yasal uyarı:</strong> Bu araç yalnızca kendi kayıtlarınıza dayanan bir hesaplama yardımcısıdır; yatırım tavsiyesi
          değildir. Kripto paralar yüksek risk taşır.
        </p>
      </div>
    </main>
  );
}

function PriceSource({ source }: { source: MarketSource }) {
  if (source === "live") {
    return <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">Canlı fiyatlar</span>;
  }
  if (source === "stale") {
    return (
      <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-300">
        Eski fiyatlar: piyasa verisi şu anda alınamıyor
      </span>
    );
  }
  return (
    <span className="rounded-full bg-sky-500/15 px-2 py-0.5 text-xs font-semibold text-sky-300">
      Örnek veri: piyasaya ulaşılamadı, fiyatlar gerçek değil
    </span>
  );
}
