import { env } from "./env.server";

/**
 * The site's public address for absolute URLs (sitemap, RSS, robots.txt, canonical
 * links, JSON-LD): the admin's canonical base, else `SITE_URL`, else this server's
 * own local address. Never the request's Host header, which anyone can set.
 */
export function siteBase(canonicalBase: string): string {
  const base = canonicalBase.trim().replace(/\/+$/, "");
  if (/^https?:\/\/[^/]/i.test(base)) return base;
  const { SITE_URL, PORT } = env();
  if (SITE_URL) return SITE_URL;
  return PORT && PORT !== 80 ? `http://localhost:${PORT}` : "http://localhost";
}
