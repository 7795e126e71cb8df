import { MarketTime } from "~/components/market/market-time";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DirectionBadge, FollowButton, SignalsNotice } from "~/components/signals/signal-table";
import { getUser } from "~/server/auth.server";
import { formatChange, formatUsd } from "~/lib/market/format";
import { positiveId } from "~/lib/params";
import { safeRedirect } from "~/lib/redirect";
import { pageMeta } from "~/lib/seo/meta";
import { directionLabels, priceBook } from "~/lib/signals/rules";
import { redirectWithToast } from "~/server/toast.server";
import { SIGNAL_FOLLOWS_FULL, followedSignalIds, followSignal, getSignal, unfollowSignal } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";
import { readForm } from "~/server/http.server";
import { dispatchIntent } from "~/server/intents.server";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.signal.symbol} ${directionLabels[args.data.signal.direction]} sinyali` : "Sinyal",
    description: args.data
      ? `${args.data.signal.symbol} için ${args.data.signal.fromBand} → ${args.data.signal.toBand} sinyali ve sonucu. Yatırım tavsiyesi değildir.`
      : undefined,
  });

function signalId(value: string | undefined): number {
  const id = positiveId(value);
  invariantResponse(id, "Geçersiz sinyal numarası.", { status: 400 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = signalId(params.id);
  const [market, user] = await Promise.all([getMarket(), getUser(request)]);
  const signal = await getSignal(id, priceBook(market.coins));
  invariantResponse(signal, "Bu numarada bir sinyal yok; açık ve kapanmış sinyallerin tümü listede.");
  const following = user ? (await followedSignalIds(user.id)).includes(id) : false;
  return { signal, following, signedIn: Boolean(user) };
}

/** Follow or unfollow; a visitor is sent to sign in and brought back to this signal. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = signalId(params.id);
  const form = await readForm(request);
  return dispatchIntent(
    { formData: form },
    { follow: () => follow(request, id, form, true), unfollow: () => follow(request, id, form, false) },
  );
}

async function follow(request: Request, id: number, form: FormData, following: boolean) {
  const user = await getUser(request);
  if (!user) {
    return redirectWithToast(request, `/login?${new URLSearchParams({ redirectTo: `/signals/${id}` })}`, {
      type: "info",
      message: "Sinyalleri takip etmek için giriş yapın.",
    });
  }
  const done = following ? await followSignal(user.id, id) : (await unfollowSignal(user.id, id)) && "followed";
  invariantResponse(done !== "full", SIGNAL_FOLLOWS_FULL, { status: 400 });
  invariantResponse(done === "followed", "Bu numarada bir sinyal yok; açık ve kapanmış sinyallerin tümü listede.");
  return redirectWithToast(request, safeRedirect(form.get("back"), `/signals/${id}`), {
    type: "success",
    message: following ? "Sinyal takip edildi" : "Sinyal takipten çıkarıldı",
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase text-slate-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-white">{children}</dd>
    </div>
  );
}

export default function SignalPage() {
  const { signal, following, signedIn } = useLoaderData<typeof loader>();
  const back = `/signals/${signal.id}`;
  return (
    <main className="flex-1">
      <div className="container-page space-y-6 py-12">
        <nav aria-label="Sayfa yolu" className="text-sm text-slate-400">
          <Link to="/signals" className="hover:text-white">
            Sinyaller
          </Link>{" "}
          / {signal.symbol}
        </nav>
        <header className="flex flex-wrap items-center gap-4">
          <h1 className="text-3xl font-bold text-white">
            {signal.symbol} sinyali <DirectionBadge direction={signal.direction} />
          </h1>
          <FollowButton signal={signal} following={following} back={back} />
          {signedIn ? null : <span className="text-sm text-slate-400">Takip etmek için giriş yapmanız gerekir.</span>}
        </header>
        <dl className="card grid gap-6 sm:grid-cols-3">
          <Fact label="Bant">
            {signal.fromBand} → {signal.toBand}
          </Fact>
          <Fact label="Analiz puanı">{signal.score}</Fact>
          <Fact label="Durum">{signal.closedAt ? "Kapandı" : "Açık"}</Fact>
          <Fact label="Açılış">
            {formatUsd(signal.openPrice)} · <MarketTime iso={signal.openedAt} />
          </Fact>
          <Fact label={signal.closedAt ? "Kapanış" : "Şimdiki fiyat"}>
            {signal.currentPrice === null ? "—" : formatUsd(signal.currentPrice)}
            {signal.closedAt ? (
              <>
                {" "}
                · <MarketTime iso={signal.closedAt} />
              </>
            ) : null}
          </Fact>
          <Fact label={signal.closedAt ? "Sonuç" : "Şu ana kadarki sonuç"}>
            {signal.resultPercent === null ? "—" : formatChange(signal.resultPercent)}
          </Fact>
          <Fact label="Takipçi">{signal.followers}</Fact>
        </dl>
        <section className="card">
          <h2 className="text-xl font-semibold text-white">Gerekçeler</h2>
          {signal.reasons.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-300">
              {signal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-400">Bu sinyal için kayıtlı gerekçe yok.</p>
          )}
        </section>
        <p>
          <Link to={`/signals?coin=${signal.symbol}`} className="underline">
            {signal.symbol} için tüm sinyaller
          </Link>
        </p>
        <SignalsNotice />
      </div>
    </main>
  );
}

/** A missing or malformed address keeps the site's header and footer, with its status. */
export const ErrorBoundary = boundaryBackTo("/signals", "Sinyallere dön");
