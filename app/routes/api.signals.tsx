import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { parseSignalQuery } from "~/lib/signals/query";
import { apiSignal, priceBook } from "~/lib/signals/rules";
import { listSignals } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

/** `GET /api/signals?direction=&status=&coin=&page=`: the same list as /signals. */
export const loader = apiLoader(
  async ({ request }) => {
    const { query, problem } = parseSignalQuery(new URL(request.url).searchParams);
    if (problem) return jsonError(problem, 400);
    const market = await getMarket();
    const { signals, pagination } = await listSignals(query, priceBook(market.coins));
    return Response.json({ signals: signals.map(apiSignal), pagination });
  },
  { access: "public" },
);
