import { describe, expect, it } from "vitest";
import { organizationTypeNames, organizationTypes } from "~/lib/seo/organization-types";
import { structuredDataApiSchema, structuredDataFormSchema } from "~/lib/seo/schemas";
import { siteJsonLd, siteSearchTemplate, organizationJsonLd, type OrganizationData } from "~/lib/seo/structured-data";
import { getStructuredData } from "~/models/seo.server";
import { action as structuredAction } from "~/routes/api.seo.structured-data";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, signIn } from "../../setup/requests";

useTestDatabase();

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

describe("POST /api/seo/structured-data with the list's types", () => {
  it("stores WebSite and EducationalOrganization, and refuses a type outside the list with 400", async () => {
    const admin = await signIn("admin", "admin123");
    for (const type of ["WebSite", "EducationalOrganization"]) {
      const saved = await answer(() =>
        structuredAction({ request: jsonRequest("/api/seo/structured-data", "POST", { org_type: type }, admin), params: {}, context }),
      );
      expect(saved.status).toBe(200);
      expect((await getStructuredData()).org_type).toBe(type);
    }
    const refused = await answer(() =>
      structuredAction({ request: jsonRequest("/api/seo/structured-data", "POST", { org_type: "Person" }, admin), params: {}, context }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain("Bir organizasyon türü seçin.");
  });
});
