import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ToolHeader } from "~/components/market/candle-source";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { BacktestSection } from "~/components/bots/backtest-section";
import { SignalRecordLine, SignalsNotice, SignalTable } from "~/components/signals/signal-table";
import { getUser } from "~/server/auth.server";
import { followedSignalIds, listSignals } from "~/models/signals.server";
import { backtestView } from "~/services/bots.server";
import { getMarket } from "~/services/market.server";
import { trackRecord as siteTrackRecord } from "~/services/track-record.server";
import { formatChange } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { parseSignalQuery, signalSearch } from "~/lib/signals/query";
import { priceBook, trackRecord } from "~/lib/signals/rules";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sinyaller",
    description: "Analiz önerisi bant değiştirdiğinde kaydedilen al-sat sinyalleri, sonuçlarıyla birlikte. Yatırım tavsiyesi değildir.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { query, problem } = parseSignalQuery(url.searchParams);
  const [market, user] = await Promise.all([getMarket(), getUser(request)]);
  const prices = priceBook(market.coins);
  const [list, followed, backtest, record] = await Promise.all([
    listSignals(query, prices),
    user ? followedSignalIds(user.id) : null,
    backtestView(),
    siteTrackRecord(),
  ]);
  const coinRecord = query.coin
    ? trackRecord(
        list.signals.flatMap((s) =>
          s.closedAt && s.resultPercent !== null ? [{ direction: s.direction, resultPercent: s.resultPercent }] : [],
        ),
      )
    : null;
  return data(
    {
      query,
      problem,
      ...list,
      followed,
      signedIn: Boolean(user),
      coinRecord,
      back: `${url.pathname}${url.search}`,
      source: market.source,
      backtest,
      baseline: record?.signals ?? null,
    },
    { status: problem ? 400 : 200 },
  );
}

const selectClass = "mt-1 w-full rounded-md border border-white/10 bg-slate-900 px-3 py-2 text-sm text-white";

export default function SignalsPage() {
  const { query, problem, signals, pagination, followed, signedIn, coinRecord, back, source, backtest, baseline } =
    useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <ToolHeader
        title={query.coin ? `${query.coin} sinyal geçmişi` : "Sinyaller"}
        lead="Sitenin analiz önerisi bir banttan diğerine geçtiğinde kaydedilen sinyaller: açık olanlar önce, ardından kapananlar."
      >
        <p className="mt-4 flex flex-wrap gap-3 text-sm">
          {signedIn ? (
            <Link to="/signals/followed" className="btn btn-secondary">
              Takip ettiklerim
            </Link>
          ) : (
            <Link to="/login?redirectTo=%2Fsignals" className="btn btn-secondary">
              Takip etmek için giriş yapın
            </Link>
          )}
          <Link to="/social-trading" className="btn btn-secondary">
            Sosyal trading: sinyallerin karnesi
          </Link>
        </p>
      </ToolHeader>
      <div className="container-page space-y-6 py-10">
        <SignalsNotice />
        {source !== "live" ? (
          <p role="status" className="rounded-lg border border-sky-500/40 bg-sky-950/40 px-3 py-2 text-sm text-sky-100">
            Piyasa verileri şu anda canlı değil; açık sinyallerin güncel sonucu son alınan fiyatlarla hesaplanıyor
            {source === "demo" ? " (örnek veri: yeni sinyal oluşmaz)" : ""}.
          </p>
        ) : null}
        <Form method="get" className="card grid gap-4 sm:grid-cols-4" aria-label="Sinyal filtreleri">
          <label className="text-sm text-slate-300">
            Yön
            <select name="direction" defaultValue={query.direction ?? ""} className={selectClass}>
              <option value="">Tümü</option>
              <option value="buy">Al</option>
              <option value="sell">Sat</option>
            </select>
          </label>
          <label className="text-sm text-slate-300">
            Durum
            <select name="status" defaultValue={query.status ?? ""} className={selectClass}>
              <option value="">Tümü</option>
              <option value="open">Açık</option>
              <option value="closed">Kapanmış</option>
            </select>
          </label>
          <label className="text-sm text-slate-300">
            Coin (ör. BTCUSDT)
            <input name="coin" defaultValue={query.coin ?? ""} maxLength={24} className={selectClass} />
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              Filtrele
            </button>
            <Link to="/signals" className="btn btn-secondary">
              Temizle
            </Link>
          </div>
        </Form>
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/40 px-3 py-2 text-sm text-red-100">
            {problem}
          </p>
        ) : null}
        {coinRecord && coinRecord.closed > 0 ? (
          <p className="text-sm text-slate-300">
            Bu sayfadaki kapanmış {coinRecord.closed} sinyalin {coinRecord.hits} tanesi yönünde sonuçlandı; ortalama sonuç{" "}
            {formatChange(coinRecord.averageResult ?? 0)}.
          </p>
        ) : null}
        {signals.length === 0 ? (
          <p className="card text-slate-300">
            {query.direction || query.status || query.coin
              ? "Bu filtrelere uyan sinyal yok."
              : "Henüz kayıtlı sinyal yok. Sinyaller, canlı piyasa verisinde bir coinin önerisi bant değiştirdiğinde oluşur."}
          </p>
        ) : (
          <>
            <SignalRecordLine baseline={baseline} />
            <SignalTable signals={signals} followed={followed} back={back} caption="Sinyaller" />
          </>
        )}
        <Pager {...pagination} />
        <p className="text-xs text-slate-400">
          Aynı liste JSON olarak: <code>{`/api/signals${signalSearch(query)}`}</code>
        </p>
        <BacktestSection backtest={backtest} />
      </div>
    </main>
  );
}
