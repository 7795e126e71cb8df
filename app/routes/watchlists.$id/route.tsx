import { MarketTime } from "~/components/market/market-time";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/admin/pager";
import { boundaryBackTo } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/invariant";
import { lastDays } from "~/lib/market/candle-views";
import { pageParam, pageWindow } from "~/lib/pagination";
import { positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo/meta";
import { addableCoins, watchlistRows } from "~/lib/watchlists/rows";
import { MAX_WATCHLIST_COINS } from "~/lib/watchlists/limits";
import { getWatchlist } from "~/models/watchlists.server";
import { requireUser } from "~/server/auth.server";
import { readForm } from "~/server/http.server";
import { getDailyCandlesFor } from "~/services/candles.server";
import { getMarket } from "~/services/market.server";
import { addCoin, removeCoin } from "./actions.server";
import { dispatchIntent } from "~/server/intents.server";
import { AddCoin } from "./add-coin";
import { CoinTable } from "./coin-table";

const ROWS_PER_PAGE = 50;
// Daily candles not ready by then are drawn on a later visit, as on the analysis page.
const CANDLE_WAIT_MS = 2_500;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data ? `${args.data.list.name} · İzleme Listesi` : "İzleme Listesi", noindex: true });

/** The list when it is the signed-in user's; any other id is a 404, so nobody learns which ids exist. */
async function ownList(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const listId = positiveId(id);
  const list = listId ? await getWatchlist(user.id, listId) : undefined;
  invariantResponse(list, "İzleme listesi bulunamadı.");
  return { user, list };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { list } = await ownList(request, params.id);
  const url = new URL(request.url);
  const market = await getMarket();
  const { offset, ...pagination } = pageWindow(list.symbols.length, pageParam(url.searchParams.get("page")), ROWS_PER_PAGE);
  const symbols = list.symbols.slice(offset, offset + ROWS_PER_PAGE);
  const onPage = market.coins.filter((coin) => symbols.includes(coin.symbol));
  const candles = await getDailyCandlesFor(onPage, CANDLE_WAIT_MS);
  const search = (url.searchParams.get("q") ?? "").slice(0, 50);
  return {
    list: { id: list.id, name: list.name, isDefault: list.isDefault, count: list.symbols.length },
    rows: watchlistRows(symbols, market.coins),
    sparklines: Object.fromEntries(onPage.map((coin) => [coin.symbol, lastDays(candles.get(coin.symbol), 7)])),
    pagination,
    market: { source: market.source, updatedAt: market.updatedAt, usdTry: market.usdTry },
    search,
    addable: list.symbols.length < MAX_WATCHLIST_COINS ? addableCoins(market.coins, list.symbols, search) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, list } = await ownList(request, params.id);
  return dispatchIntent(
    { formData: await readForm(request) },
    {
      add: ({ formData }) => addCoin(request, user, list.id, formData),
      remove: ({ formData }) => removeCoin(request, user, list.id, formData),
    },
  );
}

export default function WatchlistPage() {
  const { list, rows, sparklines, pagination, market, search, addable } = useLoaderData<typeof loader>();
  return (
    <main className="flex-1">
      <div className="container-page space-y-6 py-12">
        <nav aria-label="Konum" className="text-sm">
          <Link to="/watchlists" className="text-brand-300 hover:text-brand-200">
            ← İzleme Listelerim
          </Link>
        </nav>
        <div>
          <h1 className="text-3xl font-bold text-white">{list.name}</h1>
          <p className="mt-2 text-slate-300">
            {list.isDefault ? "Varsayılan listeniz: analiz sayfasındaki yıldız coinleri buraya ekler. " : ""}
            {list.count} / {MAX_WATCHLIST_COINS} coin.
          </p>
          <SourceNote {...market} />
        </div>
        {rows.length ? (
          <>
            <CoinTable listName={list.name} rows={rows} sparklines={sparklines} usdTry={market.usdTry} page={pagination.page} />
            <Pager {...pagination} />
          </>
        ) : (
          <p role="status" className="card p-6 text-slate-300">
            Bu listede henüz coin yok. Aşağıdan piyasadan bir coin ekleyin
            {list.isDefault ? (
              <>
                {" "}
                ya da{" "}
                <Link to="/crypto-analysis" className="underline">
                  analiz sayfasında
                </Link>{" "}
                bir coinin yıldızına basın
              </>
            ) : null}
            .
          </p>
        )}
        {addable ? (
          <AddCoin search={search} coins={addable} />
        ) : (
          <p className="card p-4 text-slate-300">Bu liste dolu: önce bir coin çıkarın.</p>
        )}
      </div>
    </main>
  );
}

/** Where the figures come from and how old they are; stale and sample data are said out loud. */
function SourceNote({ source, updatedAt }: { source: "live" | "stale" | "demo"; updatedAt: string }) {
  const time = <MarketTime iso={updatedAt} />;
  if (source === "live") {
    return <p className="mt-2 text-sm text-slate-400">Canlı veri · Son güncelleme: {time}</p>;
  }
  if (source === "stale") {
    return (
      <p role="alert" className="mt-3 rounded-lg border border-amber-500/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
        Eski veri: piyasa verileri şu anda alınamıyor; {time} tarihli son veriler gösteriliyor.
      </p>
    );
  }
  return (
    <p role="alert" className="mt-3 rounded-lg border border-sky-500/40 bg-sky-950/40 px-3 py-2 text-sm text-sky-100">
      Örnek veri: piyasa verilerine ulaşılamadı. Gösterilen rakamlar örnek veridir, gerçek fiyat değildir.
    </p>
  );
}

export const ErrorBoundary = boundaryBackTo("/watchlists", "İzleme listelerime dön");
