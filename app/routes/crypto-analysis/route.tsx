import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdSlot } from "~/components/ad-slot";
import { CoinDetail } from "~/components/market/coin-detail";
import { CoinList } from "~/components/market/coin-list";
import { MarketHeader } from "~/components/market/market-header";
import { MarketOverviewGrid } from "~/components/market/market-overview";
import { getUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { listFavouriteSymbols, toggleFavourite } from "~/models/watchlists.server";
import { getDailyCandlesFor } from "~/services/candles.server";
import { getMarket, getMarketOverview } from "~/services/market.server";
import { commentaryFor } from "~/services/ai-commentary.server";
import { readForm, askedState } from "~/server/http.server";
import { LIMIT_MESSAGES } from "~/lib/watchlists/limits";
import { bandRecord } from "~/services/track-record.server";
import { dispatchIntent } from "~/server/intents.server";
import { lastDays } from "~/lib/market/candle-views";
import { COIN_NAMES } from "~/lib/market/coin-names";
import { ownValue } from "~/lib/own-value";
import { researchPath } from "~/lib/research/paths";
import { getResearchBySymbol } from "~/models/research.server";
import { listCoins, marketSearch, parseMarketQuery, summarise } from "~/lib/market/overview";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

// Daily candles of the page's coins that are not ready by then are drawn on a later visit.
const CANDLE_WAIT_MS = 2_500;

export const handle: PageCacheHandle = { pageCache: "market", pageCacheQuery: ["q", "sort", "dir", "fav", "page", "coin"] };

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Kripto Analiz", description: "Canlı piyasa verileri ve teknik analiz." });

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseMarketQuery(new URL(request.url).searchParams);
  const [market, user] = await Promise.all([getMarket(), getUser(request)]);
  const favourites = user ? await listFavouriteSymbols(user.id) : [];
  const list = listCoins(market.coins, query, favourites);
  const selected = query.coin
    ? (market.coins.find((coin) => coin.symbol === query.coin) ?? null)
    : (list.coins[0] ?? market.coins[0] ?? null);
  const missingCoin = query.coin && !selected ? query.coin : null;
  // A coin the site knows but the exchange's current list lacks (the assistant or an old link may
  // name it) gets the page with a notice, and its research page when there is one: not a 404.
  const knownMissing = missingCoin ? ownValue(COIN_NAMES, missingCoin) : undefined;
  const missingResearch = knownMissing ? await getResearchBySymbol(missingCoin!.replace(/USDT$/, "")) : null;
  // Only the coins on screen: their daily candles are fetched once an hour each and shared.
  const candles = await getDailyCandlesFor(
    selected && !list.coins.includes(selected) ? [...list.coins, selected] : list.coins,
    CANDLE_WAIT_MS,
  );
  const sparklines = Object.fromEntries(list.coins.map((coin) => [coin.symbol, lastDays(candles.get(coin.symbol), 7)]));
  const detailCandles = selected ? candles.get(selected.symbol) : undefined;
  // Stored or being written in the background: the page never waits on the provider.
  const commentary = await commentaryFor(selected, market);
  // The band's measured record, read from what the daily run stored: nothing is computed here.
  const record = selected?.analysis ? await bandRecord(selected.analysis.recommendation) : null;
  // An unknown coin still gets the whole page, with a note in place of the detail card.
  return data(
    {
      updatedAt: market.updatedAt,
      source: market.source,
      cause: market.cause ?? null,
      usdTry: market.usdTry,
      query,
      list: { ...list, coins: list.coins.map(summarise) },
      selected,
      missingCoin,
      missingNotice: knownMissing
        ? {
            text: `${knownMissing} (${missingCoin!.replace(/USDT$/, "")}) şu an borsanın güncel listesinde yok; canlı fiyatı ve analizi gösterilemiyor.`,
            researchUrl: missingResearch ? researchPath(missingResearch.symbol) : null,
          }
        : null,
      sparklines,
      detailChart:
        detailCandles && lastDays(detailCandles, 30)
          ? { series: lastDays(detailCandles, 30)!, source: detailCandles.source, fetchedAt: detailCandles.fetchedAt }
          : null,
      commentary,
      record,
      overview: getMarketOverview(market),
      favourites,
      signedIn: Boolean(user),
    },
    { status: missingCoin && !knownMissing ? 404 : 200 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  return dispatchIntent({ formData: form }, { favourite: () => favourite(request, form) });
}

/** Stars or unstars the page's coin for the signed-in user, back on the page it was asked from. */
async function favourite(request: Request, form: FormData) {
  const back = returnPath(form.get("redirectTo"));
  const user = await getUser(request);
  if (!user) return redirectWithToast(request, back, { type: "error", message: "Favori eklemek için giriş yapmalısınız" });

  const symbol = String(form.get("symbol") ?? "").toUpperCase();
  const market = await getMarket();
  if (!market.coins.some((coin) => coin.symbol === symbol)) {
    return redirectWithToast(request, back, { type: "error", message: "Coin bulunamadı." });
  }
  const result = await toggleFavourite(user.id, symbol, askedState(form, "favourite"));
  if (result === "full") return redirectWithToast(request, back, { type: "error", message: LIMIT_MESSAGES.coins });
  return redirectWithToast(request, back, {
    type: "success",
    message: result === "added" ? "Favorilere eklendi" : "Favorilerden çıkarıldı",
  });
}

// Only ever back to this page, with whatever list state the visitor had.
function returnPath(value: FormDataEntryValue | null) {
  const search = typeof value === "string" && value.startsWith("?") ? value : "";
  return `/crypto-analysis${marketSearch(parseMarketQuery(new URLSearchParams(search)))}`;
}

export default function CryptoAnalysisPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="flex-1 pb-16">
      <MarketHeader updatedAt={data.updatedAt} source={data.source} cause={data.cause} />
      <div className="container-page space-y-8 pt-8">
        <AdSlot slot="crypto-analysis-top" format="horizontal" />
        <MarketOverviewGrid overview={data.overview} usdTry={data.usdTry} query={data.query} />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <CoinList
              list={data.list}
              query={data.query}
              favourites={data.favourites}
              usdTry={data.usdTry}
              selectedSymbol={data.selected?.symbol ?? null}
              sparklines={data.sparklines}
            />
          </div>
          <aside className="space-y-6" aria-label="Seçili coin">
            <CoinDetail
              coin={data.selected}
              missingSymbol={data.missingCoin}
              missingNotice={data.missingNotice}
              chart={data.detailChart}
              commentary={data.commentary}
              record={data.record}
              sample={data.source === "demo"}
              usdTry={data.usdTry}
              query={data.query}
              isFavourite={data.selected ? data.favourites.includes(data.selected.symbol) : false}
            />
            <AdSlot slot="crypto-analysis-sidebar" format="rectangle" />
          </aside>
        </div>
        <p role="note" className="rounded-lg border border-amber-500/40 bg-amber-950/30 px-4 py-3 text-sm text-amber-100">
          <strong>Yasal uyarı:</strong> Bu sayfadaki veriler ve analizler yalnızca bilgilendirme amaçlıdır; yatırım tavsiyesi değildir.
          Kripto paralar yüksek risk taşır, yatırım kararlarınızı kendi araştırmanıza dayanarak verin.
        </p>
        <AdSlot slot="crypto-analysis-bottom" format="horizontal" />
      </div>
    </main>
  );
}
