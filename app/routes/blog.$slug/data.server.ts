// Every server import of this route in one module: the browser build replaces each `.server`
// module with an empty one, and empty modules that several routes share became script files
// of their own, one request each on first load (issue 32). One module used by this route alone
// is folded into the route's own chunk.
export { sanitizeHtml } from "~/server/sanitize.server";
export { siteBase } from "~/server/site-url.server";
export { readVisitorKey } from "~/server/visitor.server";
export { findRenamedPostSlug, getBlogListing, getPublishedPostBySlug, hasLiked, recordView, relatedPosts } from "~/models/blog.server";
export { getSeoSettings } from "~/models/seo.server";
