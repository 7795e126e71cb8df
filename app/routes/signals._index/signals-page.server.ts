// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, named by its import path, and those that several routes share became
// script files of their own, one request each on first load (issue 32). A module under a name
// no other route imports is folded into the route's own chunk: keep the name unique.
export { getUser } from "~/server/auth.server";
export { followedSignalIds, listSignals } from "~/models/signals.server";
export { backtestView } from "~/services/bots.server";
export { getMarket } from "~/services/market.server";
export { trackRecord as siteTrackRecord } from "~/services/track-record.server";
