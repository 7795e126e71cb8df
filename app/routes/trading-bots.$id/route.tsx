import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { BotNotice } from "~/components/bots/bot-notice";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { describeStrategy, formatPrice, formatQuantity, formatUsdt, STATUS_LABELS } from "~/lib/bots/format";
import type { BotUpdate } from "~/lib/bots/schema";
import { invariantResponse } from "~/lib/invariant";
import { formatChange, formatMarketTime } from "~/lib/market/format";
import { pageParam } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { botRuns, deleteBot, getVisibleBot, pagedBotTrades, runFigures, updateBot } from "~/models/trading-bots.server";
import { getUser, requireUser } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { dispatchIntent } from "~/server/intents.server";
import { EquityChart } from "./equity-chart";
import { OwnerControls } from "./owner-controls";
import { formatPercentUpTo } from "~/lib/format";
import { DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data ? `${args.data.bot.name}: sanal bot` : "Bot", noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = positiveId(params.id);
  invariantResponse(id, "Bot bulunamadı.");
  const user = await getUser(request);
  const bot = await getVisibleBot(id, user?.id ?? null);
  invariantResponse(bot, "Bot bulunamadı.");
  const url = new URL(request.url);
  const asked = positiveId(url.searchParams.get("run"));
  const run = asked && asked <= bot.run ? asked : bot.run;
  const [{ figures, equity }, trades] = await Promise.all([
    runFigures(bot, run),
    pagedBotTrades(bot.id, run, pageParam(url.searchParams.get("page"))),
  ]);
  const isOwner = user?.id === bot.userId;
  const { userId: _owner, ...shown } = bot;
  return {
    bot: shown,
    run,
    runs: botRuns(bot),
    figures,
    equity,
    ...trades,
    isOwner,
    confirming: isOwner && url.searchParams.get("confirm") === "delete",
  };
}

const CHANGES: Record<string, { change: BotUpdate; message: string }> = {
  pause: { change: { status: "paused" }, message: "Bot duraklatıldı." },
  resume: { change: { status: "running" }, message: "Bot yeniden çalışıyor." },
  public: { change: { public: true }, message: "Bot artık herkese açık." },
  private: { change: { public: false }, message: "Bot artık yalnızca size görünüyor." },
  "show-owner": { change: { showOwner: true }, message: "Kullanıcı adınız botun yanında görünecek." },
  "hide-owner": { change: { showOwner: false }, message: "Kullanıcı adınız gizlendi." },
  reset: { change: { reset: true }, message: "Bot sıfırlandı; yeni dönem başladı." },
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = positiveId(params.id);
  invariantResponse(id, "Bot bulunamadı.");
  const actor = { id: user.id, username: user.username };
  const change =
    ({ change, message }: (typeof CHANGES)[string]) =>
    async () => {
      invariantResponse(await updateBot(actor, id, change), "Bot bulunamadı.");
      return redirectWithToast(request, `/trading-bots/${id}`, { type: "success", message });
    };
  return dispatchIntent(
    { formData: await readForm(request) },
    {
      delete: async () => {
        invariantResponse(await deleteBot(actor, id), "Bot bulunamadı.");
        return redirectWithToast(request, "/trading-bots", { type: "success", message: "Bot silindi." });
      },
      ...Object.fromEntries(Object.entries(CHANGES).map(([intent, known]) => [intent, change(known)])),
    },
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
    </div>
  );
}

const percentOrDash = (value: number | null) => (value === null ? "—" : formatPercentUpTo(value, 1));

export default function BotPage() {
  const { bot, run, runs, figures, equity, trades, pagination, isOwner, confirming } = useLoaderData<typeof loader>();
  const current = run === bot.run;
  return (
    <main className="flex-1">
      <section className="border-b border-white/10 bg-gradient-to-b from-brand-900/40 to-slate-950 py-12">
        <div className="container-page">
          <p className="text-sm text-slate-400">
            <Link to={isOwner ? "/trading-bots" : "/social-trading"} className="underline">
              {isOwner ? "Botlarım" : "Sosyal trading"}
            </Link>
          </p>
          <h1 className="mt-2 text-4xl font-bold text-white">{bot.name}</h1>
          <p className="mt-3 text-lg text-slate-300">
            {describeStrategy(bot.strategy, bot.params)} · {bot.symbols.join(", ")} · bütçe {formatUsdt(bot.budget)}
          </p>
          <p className="mt-2 text-sm text-slate-400" role="status">
            Durum: <strong>{STATUS_LABELS[bot.status]}</strong>
            {bot.owner ? <> · Sahibi: {bot.owner}</> : null}
            {bot.public ? " · Herkese açık" : " · Yalnızca size görünüyor"} · Dönem {run}
            {current ? ` (${formatMarketTime(bot.runStartedAt)} tarihinden beri)` : " (eski dönem)"}
          </p>
        </div>
      </section>
      <div className="container-page space-y-8 py-10">
        <BotNotice />
        {runs.length > 1 ? (
          <nav aria-label="Dönemler" className="flex flex-wrap gap-2 text-sm">
            {runs.map((n) => (
              <Link
                key={n}
                to={`?run=${n}`}
                aria-current={n === run ? "page" : undefined}
                className={n === run ? "btn btn-primary" : "btn btn-secondary"}
              >
                Dönem {n}
              </Link>
            ))}
          </nav>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Getiri" value={formatChange(figures.returnPercent)} />
          <Figure label="Al ve tut getirisi" value={figures.holdReturnPercent === null ? "—" : formatChange(figures.holdReturnPercent)} />
          <Figure label="En büyük düşüş" value={formatPercentUpTo(figures.maxDrawdown, 2)} />
          <Figure label="İşlem sayısı" value={String(figures.trades)} />
          <Figure label="Ödenen komisyon" value={formatUsdt(figures.fees)} />
          <Figure label="Kazançlı satış oranı" value={percentOrDash(figures.winRate)} />
        </dl>
        {current ? (
          <p className="text-sm text-slate-300">
            Nakit: {formatUsdt(bot.cash)}
            {Object.entries(bot.holdings).map(
              ([symbol, position]) => ` · ${formatQuantity(position.amount)} ${symbol.replace(/USDT$/, "")}`,
            )}
            · Toplam değer: {formatUsdt(bot.equity)}
          </p>
        ) : null}
        <Section id="equity-heading" title="Değer grafiği" className="card space-y-3">
          <EquityChart points={equity} budget={bot.budget} />
        </Section>
        {isOwner ? <OwnerControls bot={bot} confirming={confirming} /> : null}
        <Section id="trades-heading" title="İşlemler" className="space-y-3">
          {trades.length === 0 ? (
            <p className="card text-slate-300">Bu dönemde henüz işlem yok.</p>
          ) : (
            <DataTable
              label="İşlem listesi"
              columns={["Zaman", "Yön", "Coin", "Fiyat", "Miktar", "Komisyon", "Neden"]}
              frameClassName="card p-0"
              tableClassName="text-slate-300"
            >
              <tbody>
                {trades.map((trade, index) => (
                  <tr key={`${trade.time}-${index}`} className="border-b border-white/5">
                    <td className="px-3 py-2">{formatMarketTime(trade.time)}</td>
                    <td className="px-3 py-2">{trade.side === "buy" ? "Alış" : "Satış"}</td>
                    <td className="px-3 py-2">{trade.symbol}</td>
                    <td className="px-3 py-2">{formatPrice(trade.price)}</td>
                    <td className="px-3 py-2">{formatQuantity(trade.amount)}</td>
                    <td className="px-3 py-2">{formatUsdt(trade.fee)}</td>
                    <td className="px-3 py-2">{trade.reason}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <Pager {...pagination} />
        </Section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
