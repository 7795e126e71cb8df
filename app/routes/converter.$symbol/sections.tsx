import { CandleSourceNote } from "~/components/market/candle-source";
import { ClosesChart } from "~/components/market/closes-chart";
import { DataSourceNote } from "~/components/market/snapshot-page";
import type { CandleSource } from "~/lib/market/candles";
import type { CloseSeries } from "~/lib/market/candle-views";
import { formatUsd } from "~/lib/market/format";
import type { MarketSource } from "~/lib/market/analysis";
import { formatCoinAmount, formatLira } from "~/lib/lira/format";
import { DataTable, figures } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";

interface Coin {
  symbol: string;
  name: string;
}

type BtcTurkView =
  | { state: "ok"; tryPrice: number | null; source: "live" | "stale"; fetchedAt: string }
  | { state: "failed"; message: string }
  | { state: "off" };

/** The coin's lira price on each exchange we read, with each one's source and time. */
export function ExchangePrices({
  coin,
  binance,
  btcturk,
}: {
  coin: Coin;
  binance: { usdPrice: number | null; usdTry: number | null; tryPrice: number | null; source: MarketSource; updatedAt: string };
  btcturk: BtcTurkView;
}) {
  return (
    <section aria-labelledby="exchange-prices-heading" className="card">
      <h2 id="exchange-prices-heading" className="text-xl font-bold text-white">
        Borsalara göre 1 {coin.symbol} fiyatı
      </h2>
      <DataTable
        label={`1 ${coin.symbol} için borsa fiyatları, Türk lirası`}
        columns={["Borsa", "Nasıl hesaplandı", ...figures("TL fiyatı")]}
        cell="py-2 pr-4 last:pr-0"
        frameClassName="mt-4"
        testId="exchange-prices"
      >
        <tbody>
          <tr className="border-b border-white/5">
            <th scope="row" className="py-2 pr-4 font-semibold text-white">
              Binance
            </th>
            <td className="py-2 pr-4 text-slate-300">
              {binance.usdPrice !== null && binance.usdTry
                ? `${formatUsd(binance.usdPrice)} (USDT) × ${formatLira(binance.usdTry)} (USDT/TRY)`
                : "USDT fiyatı veya USDT/TRY kuru yok"}
            </td>
            <td className="py-2 text-right font-semibold text-white tabular-nums">
              {binance.tryPrice !== null ? formatLira(binance.tryPrice) : "—"}
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-4 font-semibold text-white">
              BtcTurk
            </th>
            <td className="py-2 pr-4 text-slate-300">
              {btcturk.state === "ok"
                ? btcturk.tryPrice !== null
                  ? `${coin.symbol}/TRY paritesinin son işlem fiyatı`
                  : `BtcTurk'te ${coin.symbol}/TRY paritesi yok`
                : btcturk.state === "failed"
                  ? btcturk.message
                  : "Bu sitede BtcTurk kaynağı kapalı"}
            </td>
            <td className="py-2 text-right font-semibold text-white tabular-nums">
              {btcturk.state === "ok" && btcturk.tryPrice !== null ? formatLira(btcturk.tryPrice) : "—"}
            </td>
          </tr>
        </tbody>
      </DataTable>
      <DataSourceNote source={binance.source} updatedAt={binance.updatedAt} what="Binance fiyatları" />
      {btcturk.state === "ok" ? (
        <div data-testid="btcturk-source">
          <DataSourceNote source={btcturk.source} updatedAt={btcturk.fetchedAt} what="BtcTurk fiyatları" />
        </div>
      ) : null}
    </section>
  );
}

/** Common amounts both ways: coins in lira (on each exchange) and lira in coins. */
export function AmountTables({
  coin,
  tryPrice,
  btcturkTry,
  coinAmounts,
  liraAmounts,
}: {
  coin: Coin;
  tryPrice: number | null;
  btcturkTry: number | null;
  coinAmounts: number[];
  liraAmounts: number[];
}) {
  if (tryPrice === null) return null;
  return (
    <Section id="amounts-heading" title="Sık sorulan miktarlar" className="card" heading="xl-bold">
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <DataTable
          label={`${coin.symbol} → TL`}
          captionClassName="pb-2 text-left text-slate-300"
          columns={[
            "Miktar",
            ...figures("Binance"),
            ...(btcturkTry !== null ? [{ label: "BtcTurk", align: "right", className: "last:pr-0" } as const] : []),
          ]}
          cell="py-2 pr-4"
          testId="coin-amounts"
        >
          <tbody>
            {coinAmounts.map((amount) => (
              <tr key={amount} className="border-b border-white/5">
                <th scope="row" className="py-1.5 pr-4 font-normal text-white">
                  {formatCoinAmount(amount, coin.symbol)}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatLira(amount * tryPrice)}</td>
                {btcturkTry !== null ? <td className="py-1.5 text-right tabular-nums">{formatLira(amount * btcturkTry)}</td> : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
        <DataTable
          label={`TL → ${coin.symbol} (Binance fiyatıyla)`}
          captionClassName="pb-2 text-left text-slate-300"
          columns={["Tutar", ...figures(coin.symbol)]}
          cell="py-2 pr-4 last:pr-0"
          testId="lira-amounts"
        >
          <tbody>
            {liraAmounts.map((lira) => (
              <tr key={lira} className="border-b border-white/5">
                <th scope="row" className="py-1.5 pr-4 font-normal text-white">
                  {formatLira(lira)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatCoinAmount(lira / tryPrice, coin.symbol)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </Section>
  );
}

/** The last 30 daily closes in dollars, drawn on the server; the description says the change in words. */
export function MonthChart({
  coin,
  chart,
}: {
  coin: Coin;
  chart: { series: CloseSeries; source: CandleSource; fetchedAt: string | null } | null;
}) {
  return (
    <section aria-labelledby="month-chart-heading" className="card" data-testid="converter-chart">
      <h2 id="month-chart-heading" className="text-xl font-bold text-white">
        Son 30 gün ({coin.symbol}/USDT, dolar)
      </h2>
      {chart ? (
        <>
          <p className="mt-1 text-sm text-slate-400">
            Grafik dolar cinsindendir: geçmiş günlerin TL karşılığı o günün kuruna bağlıdır, bugünkü kurla çarpmak yanıltır.
          </p>
          <div className="mt-3">
            <CandleSourceNote source={chart.source} fetchedAt={chart.fetchedAt} />
          </div>
          <ClosesChart title={`${coin.name}, son 30 günlük kapanış fiyatları (dolar)`} series={chart.series} />
        </>
      ) : (
        <p role="status" className="mt-3 text-slate-300">
          Borsadan günlük mum verisi şu anda alınamadı; grafik gösterilmiyor.
        </p>
      )}
    </section>
  );
}
