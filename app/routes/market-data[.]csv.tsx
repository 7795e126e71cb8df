import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketDataCsv, marketDataFilename } from "~/lib/market/csv";
import { filterMarketData, parseMarketDataQuery } from "~/lib/market/market-data";
import { getMarketTable } from "~/services/market-table.server";

/** GET /market-data.csv: the /market-data table with the same search and sort, every page at once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = parseMarketDataQuery(new URL(request.url).searchParams);
  const { market, rows } = await getMarketTable();
  const csv = marketDataCsv(filterMarketData(rows, query), market.usdTry);
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
