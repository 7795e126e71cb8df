import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { apiSignal, priceBook } from "~/lib/signals/rules";
import { listFollowedSignals } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

/** `GET /api/signals/followed`: the signed-in user's followed signals. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const market = await getMarket();
  const signals = await listFollowedSignals(user.id, priceBook(market.coins));
  return Response.json({ signals: signals.map(apiSignal) });
}
