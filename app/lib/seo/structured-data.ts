import { isOrganizationType } from "./organization-types";

/** Organization JSON-LD from the admin's structured data settings. */
export interface OrganizationData {
  org_type: string;
  org_name: string;
  org_logo: string;
  org_description: string;
  org_url: string;
  org_phone: string;
  org_email: string;
  org_address: string;
  social_profiles: string[];
}

/** The site search's URL template: `q` is the /search page's query field. */
export function siteSearchTemplate(siteUrl: string) {
  return `${siteUrl.replace(/\/+$/, "")}/search?q={search_term_string}`;
}

/** The site search as schema.org reads it: a SearchAction on `/search?q=`. */
function searchAction(siteUrl: string) {
  return {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: siteSearchTemplate(siteUrl) },
    "query-input": "required name=search_term_string",
  };
}

/** Drops the entries an admin left empty, so the output carries only what is known. */
function compact(entries: [string, unknown][]) {
  return Object.fromEntries(entries.filter(([, value]) => value !== "" && value !== undefined));
}

/**
 * The site's JSON-LD from the admin's structured data settings: a node of the
 * chosen type (an unknown stored type falls back to `Organization`). A
 * `WebSite` node carries a `SearchAction` for the site search on `site.url`, and
 * the organisation's contact details as its publisher.
 */
export function organizationJsonLd(data: OrganizationData, site: { name: string; url: string }) {
  const type = isOrganizationType(data.org_type) ? data.org_type : "Organization";
  const name = data.org_name || site.name;
  const sameAs = data.social_profiles.length ? data.social_profiles : "";
  // The organisation's contact details: its own node's, and a WebSite's publisher's.
  const contact: [string, unknown][] = [
    ["telephone", data.org_phone],
    ["email", data.org_email],
    ["address", data.org_address],
    ["sameAs", sameAs],
  ];
  if (type === "WebSite") {
    const publisher = compact([["@type", "Organization"], ["name", name], ["url", data.org_url], ["logo", data.org_logo], ...contact]);
    return compact([
      ["@context", "https://schema.org"],
      ["@type", "WebSite"],
      ["name", name],
      ["url", site.url],
      ["description", data.org_description],
      ["publisher", publisher],
      ["potentialAction", searchAction(site.url)],
    ]);
  }
  return compact([
    ["@context", "https://schema.org"],
    ["@type", type],
    ["name", name],
    ["url", data.org_url || site.url],
    ["logo", data.org_logo],
    ["description", data.org_description],
    ...contact,
  ]);
}

/**
 * The JSON-LD every page carries (the home page among them): the chosen organisation node and,
 * beside it in one graph, a WebSite node with the site's name, address and search, from which
 * Google reads the site's name. With `WebSite` chosen, that node alone already says all of it.
 */
export function siteJsonLd(data: OrganizationData, site: { name: string; url: string }) {
  const { "@context": context, ...node } = organizationJsonLd(data, site);
  if (node["@type"] === "WebSite") return { "@context": context, ...node };
  const website = { "@type": "WebSite", name: site.name, url: site.url, potentialAction: searchAction(site.url) };
  return { "@context": context, "@graph": [node, website] };
}

/**
 * JSON for an inline script. `<` is escaped so a value containing `</script>`
 * cannot end the script element early.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
