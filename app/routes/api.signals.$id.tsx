import { apiLoader } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { apiSignal, priceBook } from "~/lib/signals/rules";
import { getSignal } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

/** `GET /api/signals/{id}`. */
export const loader = apiLoader(
  async ({ id }) => {
    const signalId = id();
    const market = await getMarket();
    const signal = await getSignal(signalId, priceBook(market.coins));
    return signal ? Response.json(apiSignal(signal)) : jsonError("Sinyal bulunamadı.", 404);
  },
  { access: "public" },
);
