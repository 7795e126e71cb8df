import { describe, expect, it } from "vitest";
import { isOrganizationType, organizationTypeNames, organizationTypes } from "~/lib/seo/organization-types";
import { structuredDataApiSchema, structuredDataFormSchema } from "~/lib/seo/schemas";
import { organizationJsonLd, serializeJsonLd, siteJsonLd, siteSearchTemplate, type OrganizationData } from "~/lib/seo/structured-data";

// The site's JSON-LD, pure (moved from structured-data-types.test.ts, which keeps the API's test).
const site = { name: "Kripto Rehber", url: "https://kripto.example" };

function data(overrides: Partial<OrganizationData> = {}): OrganizationData {
  return {
    org_type: "Organization",
    org_name: "Kripto Rehber A.Ş.",
    org_logo: "https://kripto.example/logo.png",
    org_description: "Türkçe kripto rehberi",
    org_url: "",
    org_phone: "+90 212 000 00 00",
    org_email: "info@kripto.example",
    org_address: "",
    social_profiles: ["https://x.com/kripto"],
    ...overrides,
  };
}

describe("the one list of structured data types", () => {
  it("is what the form and the API schemas accept, WebSite and EducationalOrganization included", () => {
    expect(organizationTypeNames).toEqual(expect.arrayContaining(["Organization", "EducationalOrganization", "WebSite"]));
    for (const type of organizationTypeNames) {
      expect(structuredDataFormSchema.safeParse({ org_type: type }).success).toBe(true);
      expect(structuredDataApiSchema.safeParse({ org_type: type }).success).toBe(true);
    }
    const refused = structuredDataApiSchema.safeParse({ org_type: "Person" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Bir organizasyon türü seçin.");
    expect(organizationTypes.every((type) => type.label.includes(type.value))).toBe(true);
  });

  it.each(organizationTypeNames.filter((type) => type !== "WebSite"))("renders %s as itself", (type) => {
    const jsonLd = organizationJsonLd(data({ org_type: type }), site);
    expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": type, name: "Kripto Rehber A.Ş.", url: site.url });
    expect(jsonLd).not.toHaveProperty("address");
  });

  it("falls back to Organization for a stored type outside the list", () => {
    expect(organizationJsonLd(data({ org_type: "Spaceship" }), site)["@type"]).toBe("Organization");
  });

  it("renders WebSite with a SearchAction on the blog search's own query field, the organisation as publisher", () => {
    const jsonLd = organizationJsonLd(data({ org_type: "WebSite", org_url: "https://company.example" }), site);
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Kripto Rehber A.Ş.",
      url: "https://kripto.example",
      description: "Türkçe kripto rehberi",
      publisher: {
        "@type": "Organization",
        name: "Kripto Rehber A.Ş.",
        url: "https://company.example",
        logo: "https://kripto.example/logo.png",
        telephone: "+90 212 000 00 00",
        email: "info@kripto.example",
        sameAs: ["https://x.com/kripto"],
      },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://kripto.example/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
    expect(siteSearchTemplate("http://localhost:3000/")).toBe("http://localhost:3000/search?q={search_term_string}");
  });

  it.each(organizationTypeNames.filter((type) => type !== "WebSite"))(
    "puts a WebSite node with the site's name and search beside %s on every page (issue 49)",
    (type) => {
      const jsonLd = siteJsonLd(data({ org_type: type }), { name: "Kripto Rehber", url: "https://kripto.example" });
      expect(jsonLd).toEqual({
        "@context": "https://schema.org",
        "@graph": [
          expect.objectContaining({ "@type": type, name: "Kripto Rehber A.Ş." }),
          {
            "@type": "WebSite",
            name: "Kripto Rehber",
            url: "https://kripto.example",
            potentialAction: {
              "@type": "SearchAction",
              target: { "@type": "EntryPoint", urlTemplate: "https://kripto.example/search?q={search_term_string}" },
              "query-input": "required name=search_term_string",
            },
          },
        ],
      });
    },
  );

  it("keeps one node when WebSite is the chosen type", () => {
    const jsonLd = siteJsonLd(data({ org_type: "WebSite" }), site);
    expect(jsonLd).toEqual(organizationJsonLd(data({ org_type: "WebSite" }), site));
  });
});

describe("what the JSON-LD leaves out and falls back to", () => {
  it("drops every detail the admin left empty, and uses the site's name and address", () => {
    const bare = data({ org_name: "", org_logo: "", org_description: "", org_phone: "", org_email: "", social_profiles: [] });
    expect(organizationJsonLd(bare, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kripto Rehber",
      url: site.url,
    });
    expect(organizationJsonLd({ ...bare, org_type: "WebSite" }, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Kripto Rehber",
      url: site.url,
      publisher: { "@type": "Organization", name: "Kripto Rehber" },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://kripto.example/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("gives the organisation's own address, logo, description and contact details when set", () => {
    expect(
      organizationJsonLd(data({ org_type: "Corporation", org_url: "https://company.example", org_address: "İstanbul" }), site),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Corporation",
      name: "Kripto Rehber A.Ş.",
      url: "https://company.example",
      logo: "https://kripto.example/logo.png",
      description: "Türkçe kripto rehberi",
      telephone: "+90 212 000 00 00",
      email: "info@kripto.example",
      address: "İstanbul",
      sameAs: ["https://x.com/kripto"],
    });
  });

  it("writes the search template without the address's trailing slashes", () => {
    expect(siteSearchTemplate("https://kripto.example")).toBe("https://kripto.example/search?q={search_term_string}");
    expect(siteSearchTemplate("https://kripto.example///")).toBe("https://kripto.example/search?q={search_term_string}");
  });

  it("knows only the listed types", () => {
    expect(isOrganizationType("Corporation")).toBe(true);
    expect(isOrganizationType("Person")).toBe(false);
    expect(isOrganizationType("")).toBe(false);
  });
});

describe("JSON-LD in an inline script", () => {
  it("escapes what could end the script or the line, and nothing else", () => {
    expect(serializeJsonLd({ name: "</script><b>", text: "a\u2028b\u2029c" })).toBe(
      '{"name":"\\u003c/script>\\u003cb>","text":"a\\u2028b\\u2029c"}',
    );
    expect(JSON.parse(serializeJsonLd({ name: "</script>", text: "a\u2028b" }))).toEqual({ name: "</script>", text: "a\u2028b" });
    expect(serializeJsonLd({ a: "x > y & z" })).toBe('{"a":"x > y & z"}');
  });
});
