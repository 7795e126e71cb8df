import { apiLoader } from "~/server/api.server";
import { apiSignal, priceBook } from "~/lib/signals/rules";
import { listFollowedSignals } from "~/models/signals.server";
import { getMarket } from "~/services/market.server";

/** `GET /api/signals/followed`: the signed-in user's followed signals. */
export const loader = apiLoader(
  async ({ user }) => {
    const market = await getMarket();
    const signals = await listFollowedSignals(user.id, priceBook(market.coins));
    return Response.json({ signals: signals.map(apiSignal) });
  },
  { access: "user" },
);
