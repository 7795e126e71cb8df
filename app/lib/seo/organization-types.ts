/**
 * The schema.org types the site can describe itself as, in one list used by the
 * SEO screen's select, the structured data API's schema and the JSON-LD renderer,
 * so a type that can be saved is a type that is output as itself.
 */
export const organizationTypes = [
  { value: "Organization", label: "Organizasyon (Organization)" },
  { value: "Corporation", label: "Şirket (Corporation)" },
  { value: "OnlineBusiness", label: "Çevrim içi işletme (OnlineBusiness)" },
  { value: "LocalBusiness", label: "Yerel işletme (LocalBusiness)" },
  { value: "EducationalOrganization", label: "Eğitim kurumu (EducationalOrganization)" },
  { value: "NewsMediaOrganization", label: "Haber kuruluşu (NewsMediaOrganization)" },
  { value: "WebSite", label: "Web sitesi, blog aramasıyla (WebSite)" },
] as const;

export type OrganizationType = (typeof organizationTypes)[number]["value"];

export const organizationTypeNames = organizationTypes.map((type) => type.value) as [OrganizationType, ...OrganizationType[]];

export function isOrganizationType(value: string): value is OrganizationType {
  return (organizationTypeNames as readonly string[]).includes(value);
}
