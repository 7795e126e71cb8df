/**
 * Query parameters that only tell analytics where a visitor came from: never part of a page.
 * Apart from the cache key's module so the consent banner can use it without bringing the
 * cookie parser into the browser bundle.
 */
const TRACKING_PARAMS = new Set(["fbclid", "gclid", "dclid", "msclkid", "yclid", "_ga", "mc_cid", "mc_eid"]);

export function isTrackingParam(name: string) {
  return name.startsWith("utm_") || TRACKING_PARAMS.has(name);
}
