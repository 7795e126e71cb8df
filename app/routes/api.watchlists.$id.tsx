import { apiAction, apiLoader, type ApiContext } from "~/server/api.server";
import { positiveId } from "~/lib/params";
import { jsonError, refusalStatus } from "~/server/http.server";
import { updateWatchlistSchema } from "~/lib/watchlists/schema";
import { deleteWatchlist, getWatchlist, updateWatchlist } from "~/models/watchlists.server";
import { getMarket } from "~/services/market.server";

// Another user's id, or no id at all, answers exactly as an id that does not exist: which ids are taken is nobody's business.
const notFound = () => jsonError("İzleme listesi bulunamadı.", 404);
/** The path's id; anything else is 0, which no list has. */
const listId = (params: ApiContext["params"]) => positiveId(params.id) ?? 0;

/** GET /api/watchlists/:id: one of the signed-in user's own lists. */
export const loader = apiLoader(
  async ({ user, params }) => {
    const list = await getWatchlist(user.id, listId(params));
    return list ? Response.json(list) : notFound();
  },
  { access: "user" },
);

/** PUT {name?, symbols?} renames the list and/or replaces its coins; DELETE removes it (never the default). */
export const action = apiAction(
  {
    PUT: async ({ user, params, body }) => {
      // The id first: a list that is not the user's is a 404 whatever the body says.
      const id = listId(params);
      if (!(await getWatchlist(user.id, id))) return notFound();
      const update = await body(updateWatchlistSchema);
      const known = new Set((await getMarket()).coins.map((coin) => coin.symbol));
      const result = await updateWatchlist(user.id, id, update, known);
      return result.ok ? Response.json(result.value) : jsonError(result.message, refusalStatus(result));
    },
    DELETE: async ({ user, params }) => {
      const result = await deleteWatchlist(user.id, listId(params));
      return result.ok ? Response.json({ success: true }) : jsonError(result.message, refusalStatus(result));
    },
  },
  { access: "user", reads: true },
);
