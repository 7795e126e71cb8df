import { escapeXml } from "./xml";
import { siteSearchTemplate } from "./structured-data";

/**
 * The OpenSearch description that lets a browser add the site search as a search engine
 * (https://github.com/dewitt/opensearch): HTML results from /search, the site's name and icon.
 */
export function openSearchDescription(site: { name: string; base: string }): string {
  const base = site.base.replace(/\/+$/, "");
  const template = siteSearchTemplate(base).replace("{search_term_string}", "{searchTerms}");
  // ShortName is limited to 16 characters by the specification.
  const shortName = site.name.length > 16 ? site.name.slice(0, 16).trim() : site.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(shortName)}</ShortName>`,
    `  <Description>${escapeXml(`${site.name} içinde ara: araçlar, coinler, sözlük, dersler, blog ve haberler`)}</Description>`,
    "  <InputEncoding>UTF-8</InputEncoding>",
    "  <Language>tr-TR</Language>",
    `  <Image type="image/svg+xml">${escapeXml(`${base}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(template)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${base}/opensearch.xml`)}"/>`,
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
