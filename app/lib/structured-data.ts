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

export const orgTypes = ["Organization", "Corporation", "LocalBusiness", "WebSite"] as const;

export function organizationJsonLd(data: OrganizationData, fallback: { name: string; url: string }) {
  const type = (orgTypes as readonly string[]).includes(data.org_type) ? data.org_type : "Organization";
  const entries: [string, unknown][] = [
    ["@context", "https://schema.org"],
    ["@type", type],
    ["name", data.org_name || fallback.name],
    ["url", data.org_url || fallback.url],
    ["logo", data.org_logo],
    ["description", data.org_description],
    ["telephone", data.org_phone],
    ["email", data.org_email],
    ["address", data.org_address],
    ["sameAs", data.social_profiles.length ? data.social_profiles : ""],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== "" && value !== undefined));
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
