import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ToolHero } from "~/components/market/snapshot-page";
import { InvestmentNotice } from "~/components/market/candle-source";
import { invariantResponse } from "~/lib/invariant";
import { formatLira } from "~/lib/lira/format";
import { COMMON_LIRA_AMOUNTS, commonCoinAmounts, isConverterCoin } from "~/lib/lira/converter";
import { lastDays } from "~/lib/market/candle-views";
import { coinName } from "~/lib/market/coin-names";
import { pageMeta } from "~/lib/seo/meta";
import { getCandles } from "~/services/candles.server";
import { btcturkPrice, getLiraPrices } from "~/services/lira-prices.server";
import { AmountTables, ExchangePrices, MonthChart } from "./sections";

export const meta: MetaFunction<typeof loader> = (args) => {
  const coin = args.data?.coin;
  return pageMeta(
    args,
    coin
      ? {
          title: `1 ${coin.symbol} kaç TL? ${coin.name} Türk lirası fiyatı`,
          description: `1 ${coin.symbol} (${coin.name}) bugün kaç Türk lirası? Binance ve BtcTurk fiyatları, sık sorulan miktarların TL karşılıkları ve son 30 günün grafiği.`,
        }
      : {},
  );
};

const CHART_DAYS = 30;

export async function loader({ params }: LoaderFunctionArgs) {
  const requested = params.symbol ?? "";
  const symbol = requested.toUpperCase();
  // Lower case only, so each coin has one address for search engines.
  invariantResponse(requested === requested.toLowerCase() && isConverterCoin(symbol), "Bu coin için bir çevirici sayfamız yok.");
  const [{ market, book, btcturk }, candles] = await Promise.all([getLiraPrices(), getCandles(`${symbol}USDT`, "1d")]);
  const usdPrice = book.usdPrice(symbol);
  const usdTry = market.usdTry;
  const btcturkTry = btcturkPrice(btcturk, symbol);
  const series = candles.ok ? lastDays(candles.candles, CHART_DAYS) : null;
  return {
    coin: { symbol, name: coinName(`${symbol}USDT`) },
    binance: {
      usdPrice,
      usdTry,
      tryPrice: usdPrice !== null && usdTry ? usdPrice * usdTry : null,
      source: market.source,
      updatedAt: market.updatedAt,
    },
    btcturk: btcturk.configured
      ? btcturk.ok
        ? { state: "ok" as const, tryPrice: btcturkTry, source: btcturk.source, fetchedAt: btcturk.fetchedAt }
        : { state: "failed" as const, message: btcturk.message }
      : { state: "off" as const },
    coinAmounts: commonCoinAmounts(usdPrice ?? 1),
    liraAmounts: COMMON_LIRA_AMOUNTS,
    chart: candles.ok && series ? { series, source: candles.candles.source, fetchedAt: candles.candles.fetchedAt } : null,
  };
}

export default function ConverterCoinPage() {
  const { coin, binance, btcturk, coinAmounts, liraAmounts, chart } = useLoaderData<typeof loader>();
  const tryPrice = binance.tryPrice;
  return (
    <main className="flex-1 pb-16">
      <ToolHero
        title={`1 ${coin.symbol} kaç TL?`}
        description={`${coin.name} (${coin.symbol}) fiyatı Türk lirası olarak: okuduğumuz her borsadaki fiyat, sık sorulan miktarların karşılıkları ve son ${CHART_DAYS} gün.`}
      >
        <p className="mt-4 text-3xl font-bold text-white" data-testid="converter-headline">
          {tryPrice !== null ? (
            <>
              1 {coin.symbol} ≈ <span className="tabular-nums">{formatLira(tryPrice)}</span>
            </>
          ) : (
            "Fiyat şu anda alınamıyor."
          )}
        </p>
      </ToolHero>
      <div className="container-page space-y-6 pt-8">
        <ExchangePrices coin={coin} binance={binance} btcturk={btcturk} />
        <AmountTables
          coin={coin}
          tryPrice={tryPrice}
          btcturkTry={btcturk.state === "ok" ? btcturk.tryPrice : null}
          coinAmounts={coinAmounts}
          liraAmounts={liraAmounts}
        />
        <MonthChart coin={coin} chart={chart} />
        <p className="text-sm text-slate-300">
          Başka bir miktar mı?{" "}
          <Link to={`/converter?amount=1&from=${coin.symbol}&to=TRY`} className="text-brand-300 underline">
            Çeviriciyi aç
          </Link>
        </p>
        <InvestmentNotice />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/converter", label: "Çeviriciye dön" }]} />;
}
