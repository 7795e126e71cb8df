import { MarketTime } from "~/components/market/market-time";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ToolHeader } from "~/components/market/candle-source";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { BotNotice } from "~/components/bots/bot-notice";
import { Leaderboard } from "~/components/bots/leaderboard";
import { SignalsNotice, SignalTable } from "~/components/signals/signal-table";
import { getUser } from "~/server/auth.server";
import { formatChange } from "~/lib/market/format";
import { pageMeta } from "~/lib/seo/meta";
import { SIGNALS_PAGE_SIZE } from "~/lib/signals/query";
import { priceBook, type TrackRecord } from "~/lib/signals/rules";
import { followedSignalIds, listSignals, signalStats } from "~/models/signals.server";
import { leaderboardRows } from "~/services/bots.server";
import { getMarket } from "~/services/market.server";
import { formatPercentUpTo } from "~/lib/format";
import { DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sosyal Trading",
    description: "Sinyallerin açık karnesi: en çok takip edilenler, coin bazında isabet oranı ve 7, 30, 90 günlük sonuçlar.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const [market, user] = await Promise.all([getMarket(), getUser(request)]);
  const prices = priceBook(market.coins);
  const [leaders, stats, open, followed] = await Promise.all([
    leaderboardRows(),
    signalStats(prices),
    listSignals({ status: "open", page: 1 }, prices, SIGNALS_PAGE_SIZE),
    user ? followedSignalIds(user.id) : null,
  ]);
  return { leaders, stats, open: open.signals, followed, updatedAt: market.updatedAt, source: market.source };
}

const LIVE_REFRESH_MS = 30_000;

/** With JavaScript, open signals' results follow the market without a reload. */
function useMarketRefresh() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") revalidate();
    }, LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidate, state]);
}

function percentOrDash(value: number | null) {
  return value === null ? "—" : formatPercentUpTo(value, 1);
}

function RecordCells({ record }: { record: TrackRecord }) {
  return (
    <>
      <td className="px-3 py-2">{record.closed}</td>
      <td className="px-3 py-2">{percentOrDash(record.hitRate)}</td>
      <td className="px-3 py-2">{record.averageResult === null ? "—" : formatChange(record.averageResult)}</td>
    </>
  );
}

const th = "px-3 py-2";

/** A track-record table: its own leading columns, then the three that RecordCells fills. */
function RecordTable({ label, lead, children }: { label: string; lead: string[]; children: ReactNode }) {
  return (
    <DataTable
      label={label}
      columns={[...lead, "Kapanan", "İsabet", "Ortalama sonuç"]}
      cell={th}
      frameClassName="mt-4"
      tableClassName="text-slate-300"
      headClassName="text-xs uppercase text-slate-400"
    >
      {children}
    </DataTable>
  );
}

export default function SocialTradingPage() {
  const { leaders, stats, open, followed, updatedAt, source } = useLoaderData<typeof loader>();
  useMarketRefresh();
  return (
    <main className="flex-1">
      <ToolHeader
        title="Sosyal Trading"
        lead="Sinyallerin karnesi herkese açık: hangi sinyalin kaç takipçisi var, hangi coinde sinyaller ne sıklıkla doğru çıktı."
      >
        <p className="mt-3 text-sm text-slate-400">
          Fiyatlar: <MarketTime iso={updatedAt} />
          {source === "live" ? " (canlı)" : source === "stale" ? " (eski veri)" : " (örnek veri)"}
        </p>
      </ToolHeader>
      <div className="container-page space-y-8 py-10">
        <Section id="leaders-heading" title="Sıralama: herkese açık botlar ve sinyallerin karnesi" className="space-y-3" heading="2xl">
          <BotNotice />
          <Leaderboard rows={leaders} />
          <p className="text-sm">
            <Link to="/trading-bots" className="underline">
              Kendi sanal botunuzu oluşturun
            </Link>
          </p>
        </Section>
        <Section id="record-heading" title="Genel karne" className="card" heading="2xl">
          <p className="mt-2 text-sm text-slate-400">
            İsabet: kapanmış sinyallerden fiyatı sinyalin yönünde hareket edenlerin payı. Ortalama sonuç, sinyalin yönünden bakılarak
            hesaplanır (düşen fiyat bir &quot;Sat&quot; sinyali için kazançtır).
          </p>
          <RecordTable label="Genel karne tablosu" lead={["Dönem", "Açılan"]}>
            <tbody>
              {stats.periods.map((period) => (
                <tr key={period.days}>
                  <th scope="row" className={`${th} font-semibold text-white`}>
                    Son {period.days} gün
                  </th>
                  <td className="px-3 py-2">{period.opened}</td>
                  <RecordCells record={period.record} />
                </tr>
              ))}
            </tbody>
          </RecordTable>
        </Section>

        <Section id="followed-heading" title="En çok takip edilen sinyaller" className="space-y-3" heading="2xl">
          {stats.mostFollowed.length ? (
            <SignalTable signals={stats.mostFollowed} followed={followed} back="/social-trading" caption="En çok takip edilen sinyaller" />
          ) : (
            <p className="card text-slate-300">Henüz takip edilen bir sinyal yok.</p>
          )}
        </Section>

        <Section id="open-heading" title="Açık sinyaller ve şu ana kadarki sonuçları" className="space-y-3" heading="2xl">
          {open.length ? (
            <SignalTable signals={open} followed={followed} back="/social-trading" caption="Açık sinyaller" />
          ) : (
            <p className="card text-slate-300">Şu anda açık sinyal yok.</p>
          )}
          <p>
            <Link to="/signals?status=open" className="underline">
              Tüm açık sinyaller
            </Link>
          </p>
        </Section>

        <Section id="coins-heading" title="Coin bazında isabet" className="card" heading="2xl">
          {stats.coins.length ? (
            <RecordTable label="Coin bazında isabet tablosu" lead={["Coin"]}>
              <tbody>
                {stats.coins.map((coin) => (
                  <tr key={coin.symbol}>
                    <th scope="row" className={`${th} font-semibold text-white`}>
                      <Link to={`/signals?coin=${coin.symbol}`} className="underline">
                        {coin.symbol}
                      </Link>
                    </th>
                    <RecordCells record={coin.record} />
                  </tr>
                ))}
              </tbody>
            </RecordTable>
          ) : (
            <p className="mt-3 text-slate-300">Henüz kapanmış sinyal yok; karne ilk sinyaller kapandıkça oluşur.</p>
          )}
        </Section>
        <SignalsNotice />
      </div>
    </main>
  );
}
