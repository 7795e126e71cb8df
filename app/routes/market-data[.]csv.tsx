import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketDataCsv, marketDataFilename } from "~/lib/market/csv";
import { filterMarketData, parseMarketDataQuery, toMarketDataRow } from "~/lib/market/market-data";
import { getMarket } from "~/services/market.server";

/** GET /market-data.csv: the /market-data table with the same search and sort, every page at once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = parseMarketDataQuery(new URL(request.url).searchParams);
  const market = await getMarket();
  const csv = marketDataCsv(filterMarketData(market.coins, query).map(toMarketDataRow), market.usdTry);
  // Sample figures must not pass for real ones once the file leaves the page.
  const filename = market.source === "demo" ? "piyasa-verileri-ornek-veri.csv" : marketDataFilename(market.updatedAt);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
