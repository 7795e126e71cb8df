import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import href from "~/tailwind.css";
import { logger } from "./log.server";

export interface SiteStylesheet {
  /** The sheet's text, as the page's inline <style> carries it. */
  css: string;
  /** Its `'sha256-…'` source for the policy's style-src. */
  hash: string;
}

let loaded: SiteStylesheet | null | undefined;

/**
 * The site's one stylesheet (about 12 kB gzipped), read once from the browser build.
 * Pages carry it inline instead of linking it, so the first paint waits for no
 * second request (issue 32). The policy allows it by its hash rather than by the
 * request's nonce: a cached page is served to many visitors, and the hash holds for
 * all of them. The server bundle sits in build/, the sheet under public/build/.
 * Null when the file cannot be read: pages then link the sheet, as they did before.
 */
export function siteStylesheet(): SiteStylesheet | null {
  if (loaded === undefined) {
    try {
      const css = readFileSync(new URL(`../public${href}`, import.meta.url), "utf8");
      loaded = { css, hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'` };
    } catch (error) {
      logger.error({ err: error, href }, "the stylesheet could not be read to inline it; pages link it instead");
      loaded = null;
    }
  }
  return loaded;
}
