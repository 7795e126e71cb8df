// The root loader reads the consent cookie through this server-only door, so the cookie
// parser stays out of the browser bundle of every page.
export { consentNeeded, consentedTags, readConsent } from "~/lib/consent";
