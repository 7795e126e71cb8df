/**
 * Everything the root loader uses from the server, in one module. The browser
 * build replaces each `.server` module that a route imports with an empty
 * stand-in, and a stand-in that other routes share becomes a file of its own
 * that every page preloads; imported only from here, the root route gets one
 * stand-in, inside its own file.
 */
export { data } from "@remix-run/node";
export { getUser } from "~/server/auth.server";
export { MAINTENANCE_RETRY_AFTER, isBlockedByMaintenance } from "~/server/maintenance.server";
export { siteBase } from "~/server/site-url.server";
export { commitSession, getSession } from "~/server/session.server";
export { getFooterData } from "~/models/footer.server";
export { countUnreadNotifications } from "~/models/notifications.server";
export { countUnreadUserNotifications } from "~/models/user-notifications.server";
export { getGoogleServices, getPageSeo, getSeoSettings, getStructuredData, parseSocialProfiles } from "~/models/seo.server";
export { siteJsonLd, serializeJsonLd } from "~/lib/seo/structured-data";
