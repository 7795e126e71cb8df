// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, named by its import path, and those that several routes share became
// script files of their own, one request each on first load (issue 32). A module under a name
// no other route imports is folded into the route's own chunk: keep the name unique.
export { getCandles } from "~/services/candles.server";
export { getMarket } from "~/services/market.server";
// The query schema is zod: the loader takes it from here so the page's script stays without it.
export { parseCandleQuery } from "~/lib/market/candle-query";
