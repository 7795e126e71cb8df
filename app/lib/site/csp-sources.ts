/**
 * What the Content-Security-Policy must allow beyond the site itself, derived
 * from what an admin configured: the Google services switched on (with their
 * ids) and the other hosts that images in the site's content come from.
 */
import { safeUrl, URL_RULES } from "../safe-url";

export interface CspSources {
  analytics: boolean;
  tagManager: boolean;
  ads: boolean;
  /** Origins (`https://cdn.example.com`) of images an admin put into content. */
  imageOrigins: string[];
}

export const NO_CSP_SOURCES: CspSources = { analytics: false, tagManager: false, ads: false, imageOrigins: [] };

interface GoogleSwitches {
  analytics_enabled: number;
  analytics_id: string;
  tag_manager_enabled: number;
  tag_manager_id: string;
  adsense_enabled: number;
  adsense_publisher_id: string;
}

/** A service is in use when it is switched on and has its id, the same rule the page's tags follow. */
export function googleServicesInUse(row: GoogleSwitches): Pick<CspSources, "analytics" | "tagManager" | "ads"> {
  return {
    analytics: Boolean(row.analytics_enabled && row.analytics_id),
    tagManager: Boolean(row.tag_manager_enabled && row.tag_manager_id),
    ads: Boolean(row.adsense_enabled && row.adsense_publisher_id),
  };
}

/** The origin of an http(s) URL that passes the site's URL check, else null (site paths need no entry). */
export function originOf(value: unknown): string | null {
  const url = safeUrl(typeof value === "string" ? value.trim() : value, URL_RULES.http);
  return url ? new URL(url).origin : null;
}

/** The `src` of every `<img>` in (sanitised) HTML. */
export function imageSourcesOfHtml(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => match[1] ?? match[2]);
}

const imageKeys = new Set(["image", "avatar", "backgroundImage"]);

/** The image URLs in a home section's JSON content, at any depth. */
export function imageSourcesOfContent(json: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (imageKeys.has(key) && typeof item === "string") found.push(item);
        else walk(item);
      }
    }
  };
  try {
    walk(JSON.parse(json));
  } catch {
    // Content that is not JSON renders no images either.
  }
  return found;
}

/** The distinct origins of the given image URLs, sorted so the header stays stable. */
export function imageOrigins(urls: readonly (string | null | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}
