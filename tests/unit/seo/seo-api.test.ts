import { describe, expect, it } from "vitest";
import { getPageSeo, getSeoSettings, getStructuredData, parseSocialProfiles } from "~/models/seo.server";
import { action as googleAction, loader as googleLoader } from "~/routes/api.seo.google-services";
import { action as pageAction, loader as pageLoader } from "~/routes/api.seo.pages.$id";
import { action as pagesAction, loader as pagesLoader } from "~/routes/api.seo.pages";
import { action as settingsAction, loader as settingsLoader } from "~/routes/api.seo.settings";
import { action as structuredAction } from "~/routes/api.seo.structured-data";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const run = <T>(
  fn: (args: { request: Request; params: Record<string, string>; context: typeof context }) => Promise<T>,
  request: Request,
  params: Record<string, string> = {},
) => answer(() => fn({ request, params, context }));

describe("GET /api/seo/settings", () => {
  it("gives visitors only the public fields and admins everything", async () => {
    const visitor = await run(settingsLoader, requestWith("/api/seo/settings"));
    expect(visitor.status).toBe(200);
    const body = await visitor.json();
    const stored = await getSeoSettings();
    expect(body.default_title).toBe(stored.default_title);
    expect(body.site_description).toBe(stored.site_description);
    expect(body).not.toHaveProperty("robots_txt");
    expect(body).not.toHaveProperty("google_verification");

    const admin = await run(settingsLoader, requestWith("/api/seo/settings", { cookie: await signIn("admin", "admin123") }));
    expect(await admin.json()).toHaveProperty("robots_txt");
  });
});

describe("SEO API writes", () => {
  it("answers 401 without a session and 403 to a member", async () => {
    const member = await signIn("ahmet", "ahmet123");
    for (const cookie of [undefined, member]) {
      const status = cookie ? 403 : 401;
      expect((await run(settingsAction, jsonRequest("/api/seo/settings", "POST", { default_title: "x" }, cookie))).status).toBe(status);
      expect((await run(structuredAction, jsonRequest("/api/seo/structured-data", "POST", {}, cookie))).status).toBe(status);
      expect((await run(googleAction, jsonRequest("/api/seo/google-services", "POST", {}, cookie))).status).toBe(status);
      expect((await run(googleLoader, requestWith("/api/seo/google-services", { cookie }))).status).toBe(status);
      expect((await run(pagesAction, jsonRequest("/api/seo/pages", "POST", { page_path: "/x" }, cookie))).status).toBe(status);
      expect((await run(pageAction, jsonRequest("/api/seo/pages/1", "DELETE", undefined, cookie), { id: "1" })).status).toBe(status);
    }
  });

  it("updates only the fields sent and rejects bad input with a Turkish 400", async () => {
    const cookie = await signIn("admin", "admin123");
    const before = await getSeoSettings();
    const ok = await run(
      settingsAction,
      jsonRequest("/api/seo/settings", "POST", { robots_txt: "User-agent: *\nDisallow: /gizli", sitemap_enabled: false }, cookie),
    );
    expect(ok.status).toBe(200);
    const after = await getSeoSettings();
    expect(after.robots_txt).toBe("User-agent: *\nDisallow: /gizli");
    expect(after.sitemap_enabled).toBe(0);
    expect(after.default_title).toBe(before.default_title);

    const badUrl = await run(settingsAction, jsonRequest("/api/seo/settings", "POST", { canonical_url_base: "ftp://x" }, cookie));
    expect(badUrl.status).toBe(400);
    expect((await badUrl.json()).error).toContain("Kanonik URL tabanı");

    const badJson = await run(settingsAction, jsonRequest("/api/seo/settings", "POST", "{nope", cookie));
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toHaveProperty("error");

    const notObject = await run(settingsAction, jsonRequest("/api/seo/settings", "POST", [1, 2], cookie));
    expect(notObject.status).toBe(400);
    expect((await notObject.json()).error).toContain("JSON nesnesi");
  });

  it("takes social profiles as JSON text of URLs", async () => {
    const cookie = await signIn("admin", "admin123");
    const profiles = ["https://x.com/kripto", "https://t.me/kripto"];
    const ok = await run(
      structuredAction,
      jsonRequest("/api/seo/structured-data", "POST", { org_name: "Kripto", social_profiles: JSON.stringify(profiles) }, cookie),
    );
    expect(ok.status).toBe(200);
    expect(parseSocialProfiles((await getStructuredData()).social_profiles)).toEqual(profiles);

    for (const social_profiles of ["not json", JSON.stringify(["javascript:alert(1)"]), JSON.stringify({ a: 1 })]) {
      const bad = await run(structuredAction, jsonRequest("/api/seo/structured-data", "POST", { social_profiles }, cookie));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatch(/social_profiles|Geçerli bir URL değil/);
    }
  });

  it("requires a tracking id when a Google service is switched on", async () => {
    const cookie = await signIn("admin", "admin123");
    const bad = await run(
      googleAction,
      jsonRequest("/api/seo/google-services", "POST", { analytics_enabled: true, analytics_id: "" }, cookie),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain("ölçüm kimliği gereklidir");
    const script = await run(
      googleAction,
      jsonRequest("/api/seo/google-services", "POST", { analytics_enabled: 1, analytics_id: 'G-1"><script>' }, cookie),
    );
    expect(script.status).toBe(400);
    const ok = await run(
      googleAction,
      jsonRequest("/api/seo/google-services", "POST", { analytics_enabled: 1, analytics_id: "G-ABC123" }, cookie),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ analytics_enabled: 1, analytics_id: "G-ABC123" });
  });
});

describe("page SEO API", () => {
  it("creates, updates and deletes an entry under its normalised, unique path", async () => {
    const cookie = await signIn("admin", "admin123");
    const missingPath = await run(pagesAction, jsonRequest("/api/seo/pages", "POST", { title: "x" }, cookie));
    expect(missingPath.status).toBe(400);
    expect((await missingPath.json()).error).toContain("Sayfa yolu gereklidir");
    const badPath = await run(pagesAction, jsonRequest("/api/seo/pages", "POST", { page_path: "https://evil.example/x" }, cookie));
    expect(badPath.status).toBe(400);

    const created = await run(
      pagesAction,
      jsonRequest("/api/seo/pages", "POST", { page_path: "hakkimizda/", title: "Biz Kimiz", noindex: true }, cookie),
    );
    expect(created.status).toBe(201);
    const entry = await created.json();
    expect(entry).toMatchObject({ page_path: "/hakkimizda", title: "Biz Kimiz", noindex: 1, nofollow: 0 });
    expect((await getPageSeo("/hakkimizda/"))?.title).toBe("Biz Kimiz");

    const duplicate = await run(pagesAction, jsonRequest("/api/seo/pages", "POST", { page_path: "/hakkimizda" }, cookie));
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error).toBe("Bu sayfa yolu için zaten bir SEO kaydı var.");

    const list = await (await run(pagesLoader, requestWith("/api/seo/pages"))).json();
    expect(list.map((row: { page_path: string }) => row.page_path)).toContain("/hakkimizda");

    const other = await (await run(pagesAction, jsonRequest("/api/seo/pages", "POST", { page_path: "/blog" }, cookie))).json();
    const clash = await run(pageAction, jsonRequest(`/api/seo/pages/${other.id}`, "PUT", { page_path: "/hakkimizda" }, cookie), {
      id: String(other.id),
    });
    expect(clash.status).toBe(409);

    const updated = await run(pageAction, jsonRequest(`/api/seo/pages/${entry.id}`, "PUT", { description: "Ekibimiz" }, cookie), {
      id: String(entry.id),
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ page_path: "/hakkimizda", title: "Biz Kimiz", description: "Ekibimiz", noindex: 1 });

    const deleted = await run(pageAction, jsonRequest(`/api/seo/pages/${entry.id}`, "DELETE", undefined, cookie), { id: String(entry.id) });
    expect(deleted.status).toBe(200);
    expect(await getPageSeo("/hakkimizda")).toBeUndefined();

    for (const method of ["PUT", "DELETE"]) {
      const gone = await run(
        pageAction,
        jsonRequest(`/api/seo/pages/${entry.id}`, method, method === "PUT" ? { title: "x" } : undefined, cookie),
        { id: String(entry.id) },
      );
      expect(gone.status).toBe(404);
    }
    expect((await run(pageLoader, requestWith("/api/seo/pages/abc"), { id: "abc" })).status).toBe(400);
  });
});
