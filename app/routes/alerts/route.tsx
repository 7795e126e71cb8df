import { MarketTime } from "~/components/market/market-time";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Pager } from "~/components/admin/pager";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ALERT_MAILS_PER_HOUR, MAX_ACTIVE_ALERTS, MAX_ALERTS } from "~/lib/alerts/rules";
import { pairOf } from "~/lib/alerts/schema";
import { readNumber } from "~/lib/numbers";
import { pageParam } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { requireUser } from "~/server/auth.server";
import { alertMailsEnabled, getAlert, listAlertsPage } from "~/models/alerts.server";
import { getMarket } from "~/services/market.server";
import { addAlert, editAlert, rearm, removeAlert, switchMails } from "./actions.server";
import { isEmailVerified } from "~/models/users.server";
import { handleUserIntents } from "~/server/intents.server";
import { PAGE } from "./page";
import { AlertForm } from "./alert-form";
import { AlertList } from "./alert-list";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Fiyat Alarmlarım", noindex: true });

/** `?symbol=BTCUSDT&value=64250.5` (the "Alarm kur" links) prefills the form; `?edit=ID` and `?delete=ID` are page states. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const [market, page, mails, emailVerified] = await Promise.all([
    getMarket(),
    listAlertsPage(user.id, pageParam(params.get("page"))),
    alertMailsEnabled(user.id),
    isEmailVerified(user.id),
  ]);
  const prices = Object.fromEntries(market.coins.map((coin) => [coin.symbol, coin.lastPrice]));
  const pick = async (key: string) => {
    const id = positiveId(params.get(key));
    return id ? await getAlert(user.id, id) : undefined;
  };
  const symbol = /^[A-Za-z0-9]{2,20}$/.test(params.get("symbol") ?? "") ? pairOf(params.get("symbol")!) : "";
  const value = params.get("value") ?? "";
  const condition = params.get("condition") ?? "above";
  return {
    ...page,
    prices,
    symbols: market.coins.map((coin) => coin.symbol),
    source: market.source,
    updatedAt: market.updatedAt,
    mails,
    emailVerified,
    editing: await pick("edit"),
    deleting: await pick("delete"),
    defaults: {
      symbol,
      condition: ["above", "below", "change", "band"].includes(condition) ? condition : "above",
      value: (readNumber(value)?.value ?? -1) >= 0 ? value : "",
      currency: params.get("currency") === "TRY" ? "TRY" : "USD",
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleUserIntents(request, { create: addAlert, update: editAlert, delete: removeAlert, rearm, mails: switchMails });
}

export default function AlertsPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mailError = actionData && "mailError" in actionData ? actionData.mailError : null;

  return (
    <main className="flex-1 pb-16">
      <div className="container-page space-y-8 py-12">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold text-white">Fiyat Alarmlarım</h1>
          <p className="max-w-2xl text-slate-300">
            Bir coin belirlediğiniz fiyatı geçtiğinde, 24 saatte sınırınızdan fazla oynadığında ya da puan bandı değiştiğinde size haber
            verelim. Alarmlar her canlı piyasa güncellemesinde sunucuda denetlenir; çalan alarm{" "}
            <Link to="/notifications" className="underline">
              Bildirimlerim
            </Link>{" "}
            sayfasına ve isterseniz e-postanıza gelir. En fazla {MAX_ACTIVE_ALERTS} etkin, toplamda {MAX_ALERTS} alarm kurabilirsiniz.
          </p>
          {page.source === "live" ? (
            <p className="text-sm text-slate-400">
              Canlı piyasa verisi: <MarketTime iso={page.updatedAt} />
            </p>
          ) : (
            <p
              role="status"
              data-testid="alerts-not-live"
              className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-amber-100"
            >
              {page.source === "stale"
                ? "Piyasa verisi şu anda canlı değil (son alınan veri gösteriliyor). Alarmlar yalnızca canlı veriyle denetlenir; veri gelince denetim sürer."
                : "Piyasaya ulaşılamadı, fiyatlar örnek veridir. Alarmlar örnek veriyle hiçbir zaman çalmaz."}
            </p>
          )}
        </header>

        {page.deleting ? (
          <ConfirmDelete
            id={page.deleting.id}
            message="Bu alarm silinsin mi? Bu geri alınamaz."
            detail={page.deleting.description}
            cancelTo={PAGE}
            action={PAGE}
          />
        ) : null}

        <section id="alert-form" aria-labelledby="alert-form-heading" className="card scroll-mt-24">
          <h2 id="alert-form-heading" className="mb-4 text-xl font-semibold text-white">
            {page.editing ? "Alarmı düzenle" : "Yeni alarm"}
          </h2>
          <AlertForm
            key={page.editing?.id ?? `new-${page.defaults.symbol}-${page.defaults.value}`}
            editing={page.editing}
            defaults={page.defaults}
            symbols={page.symbols}
          />
        </section>

        <Section id="alerts-heading" title="Alarmlarım" className="space-y-4" heading="2xl">
          {page.alerts.length ? (
            <>
              <AlertList alerts={page.alerts} prices={page.prices} />
              <Pager {...page.pagination} />
            </>
          ) : (
            <p className="card text-slate-300">
              Henüz alarm kurmadınız. Yukarıdaki formu kullanın ya da{" "}
              <Link to="/crypto-analysis" className="underline">
                Kripto Analiz
              </Link>{" "}
              sayfasında bir coinin &quot;Alarm kur&quot; düğmesine basın.
            </p>
          )}
        </Section>

        <section aria-labelledby="alert-mails-heading" className="card flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 id="alert-mails-heading" className="text-lg font-semibold text-white">
              Alarm e-postaları
            </h2>
            <p className="mt-1 text-sm text-slate-300" role="status">
              {page.mails
                ? `Açık: çalan alarmlar e-posta adresinize de gönderilir (saatte en fazla ${ALERT_MAILS_PER_HOUR} e-posta; fazlası bir özette toplanır, gerisi Bildirimlerim'de kalır).`
                : "Kapalı: çalan alarmlar yalnızca Bildirimlerim'de görünür."}
            </p>
            {page.emailVerified ? null : (
              <p data-testid="alerts-mail-waits" className="mt-2 text-sm text-amber-200">
                E-posta adresiniz henüz doğrulanmadı: alarm e-postaları adresiniz doğrulanana kadar gönderilmez. Çalan alarmlar
                Bildirimlerim&apos;de görünmeye devam eder.{" "}
                <Link to="/account" className="underline">
                  Adresimi doğrula
                </Link>
              </p>
            )}
            {mailError ? (
              <p role="alert" className="field-error">
                {mailError}
              </p>
            ) : null}
          </div>
          <Form method="post" action={PAGE}>
            <input type="hidden" name="mails" value={page.mails ? "off" : "on"} />
            <button type="submit" name="intent" value="mails" className="btn btn-secondary">
              {page.mails ? "Alarm e-postalarını kapat" : "Alarm e-postalarını aç"}
            </button>
          </Form>
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
