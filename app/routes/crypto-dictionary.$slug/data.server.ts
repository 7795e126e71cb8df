// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, and empty modules that several routes share became script files
// of their own, one request each on first load (issue 32). One module used by this route alone
// is folded into the route's own chunk.
export { getTermBySlug, relatedTerms } from "~/models/dictionary.server";
export { getSeoSettings } from "~/models/seo.server";
