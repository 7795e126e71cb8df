// What a visitor agreed to, and Google's Consent Mode script for it: apart from the cookie
// handling in ./consent so the browser bundle carries no cookie parser.
export interface Consent {
  /** Google Analytics and Tag Manager. */
  analytics: boolean;
  /** Google AdSense. */
  ads: boolean;
}

/**
 * Google Consent Mode v2: everything denied by default, then what the visitor
 * granted. It runs before any Google tag on the page, so no tag ever starts
 * with storage the visitor did not agree to.
 */
export function consentModeScript(consent: Consent): string {
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  const update = {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.ads),
    ad_user_data: state(consent.ads),
    ad_personalization: state(consent.ads),
  };
  return [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}",
    "gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});",
    `gtag('consent','update',${JSON.stringify(update)});`,
  ].join("");
}
