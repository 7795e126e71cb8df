// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, named by its import path, and those that several routes share became
// script files of their own, one request each on first load (issue 32). A module under a name
// no other route imports is folded into the route's own chunk: keep the name unique.
export { getUser } from "~/server/auth.server";
export { redirectWithToast } from "~/server/toast.server";
export { listFavouriteSymbols, toggleFavourite } from "~/models/watchlists.server";
export { getDailyCandlesFor } from "~/services/candles.server";
export { getMarket, getMarketOverview } from "~/services/market.server";
export { commentaryFor } from "~/services/ai-commentary.server";
export { askedState, readForm } from "~/server/http.server";
// The watchlist schema is zod: the action's message comes through here so the page's script stays without it.
export { LIMIT_MESSAGES } from "~/lib/watchlists/schema";
export { bandRecord } from "~/services/track-record.server";
