import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { getMarket } from "~/services/market.server";
import { commentaryFor } from "~/services/ai-commentary.server";

const SYMBOL = /^[A-Z0-9]{1,20}USDT$/;

/**
 * The analysis card's AI commentary for one coin (`?symbol=BTCUSDT`): the card asks here
 * while the text is being written, so the page itself never waits on the provider.
 */
export const loader = apiLoader(
  async ({ request }) => {
    const symbol = (new URL(request.url).searchParams.get("symbol") ?? "").trim().toUpperCase();
    if (!SYMBOL.test(symbol)) return jsonError("Geçerli bir sembol girin (ör. BTCUSDT).", 400);
    const market = await getMarket();
    const coin = market.coins.find((candidate) => candidate.symbol === symbol);
    if (!coin) return jsonError(`${symbol} piyasa listesinde bulunamadı.`, 404);
    const commentary = await commentaryFor(coin, market);
    return Response.json({ symbol, commentary }, { headers: { "Cache-Control": "no-store" } });
  },
  { access: "public" },
);
