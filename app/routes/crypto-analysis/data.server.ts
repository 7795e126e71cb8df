// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, and empty modules that several routes share became script files
// of their own, one request each on first load (issue 32). One module used by this route alone
// is folded into the route's own chunk.
export { getUser } from "~/server/auth.server";
export { redirectWithToast } from "~/server/toast.server";
export { listFavouriteSymbols, toggleFavourite } from "~/models/watchlists.server";
export { getDailyCandlesFor } from "~/services/candles.server";
export { getMarket, getMarketOverview } from "~/services/market.server";
export { commentaryFor } from "~/services/ai-commentary.server";
export { readForm } from "~/server/http.server";
