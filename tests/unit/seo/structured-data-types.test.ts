import { describe, expect, it } from "vitest";
import { getStructuredData } from "~/models/seo.server";
import { action as structuredAction } from "~/routes/api.seo.structured-data";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, signIn } from "../../setup/requests";

useTestDatabase();

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
