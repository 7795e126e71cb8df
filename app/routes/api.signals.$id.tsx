import type { LoaderFunctionArgs } from "@remix-run/node";
import { routeId } from "~/server/api.server";
import { jsonError } from "~/server/http.server";
import { apiSignal, priceBook } from "~/lib/signals/rules";
import { getSignal } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

/** `GET /api/signals/{id}`. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = routeId(params.id);
  const market = await getMarket();
  const signal = await getSignal(id, priceBook(market.coins));
  if (!signal) return jsonError("Sinyal bulunamadı.", 404);
  return Response.json(apiSignal(signal));
}
