import { describe, expect, it } from "vitest";
import { getGoogleServices, getPageSeo, getSeoSettings, getStructuredData, listPageSeo, parseSocialProfiles } from "~/models/seo.server";
import { action, loader } from "~/routes/admin.seo/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

/** Remix turns a thrown `data()` (404, unknown intent) into a response too. */
const post = (fields: Record<string, string>, cookie: string) =>
  answer(async () => {
    try {
      return await action({ request: formRequest("/admin/seo", fields, cookie), params: {}, context });
    } catch (thrown) {
      if (thrown && typeof thrown === "object" && "init" in thrown) return thrown;
      throw thrown;
    }
  });

describe("/admin/seo", () => {
  it("is for admins only", async () => {
    const member = await signIn("ahmet", "ahmet123");
    const page = await answer(() => loader({ request: requestWith("/admin/seo", { cookie: member }), params: {}, context }));
    expect(page.status).toBe(302);
    const write = await post({ intent: "save-settings", robots_txt: "x" }, member);
    expect(write.status).toBe(302);
    expect((await getSeoSettings()).robots_txt).toBe("");
  });

  it("saves the general tab, unchecked boxes turning features off", async () => {
    const cookie = await signIn("admin", "admin123");
    const saved = await post(
      { intent: "save-settings", site_name: "Kripto", default_title: "Başlık", robots_txt: "User-agent: *", rss_enabled: "on" },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/seo");
    expect(await getSeoSettings()).toMatchObject({ site_name: "Kripto", robots_txt: "User-agent: *", sitemap_enabled: 0, rss_enabled: 1 });

    const bad = await post({ intent: "save-settings", canonical_url_base: "not a url" }, cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Kanonik URL tabanı geçerli bir URL olmalıdır");
  });

  it("takes social profiles one per line and names a bad one", async () => {
    const cookie = await signIn("admin", "admin123");
    const ok = await post(
      {
        intent: "save-structured",
        org_type: "Organization",
        org_name: "Kripto",
        social_profiles: "https://x.com/a\r\n\r\n https://t.me/b ",
      },
      cookie,
    );
    expect(ok.status).toBe(302);
    expect(parseSocialProfiles((await getStructuredData()).social_profiles)).toEqual(["https://x.com/a", "https://t.me/b"]);

    const bad = await post({ intent: "save-structured", org_type: "Organization", social_profiles: "https://x.com/a\nx.com/b" }, cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Geçerli bir URL değil: x.com/b");
  });

  it("saves Google services and requires the id of a switched-on service", async () => {
    const cookie = await signIn("admin", "admin123");
    const bad = await post({ intent: "save-google", tag_manager_enabled: "on" }, cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Tag Manager etkinken kimlik gereklidir");
    const ok = await post({ intent: "save-google", tag_manager_enabled: "on", tag_manager_id: "GTM-ABC1" }, cookie);
    expect(ok.status).toBe(302);
    expect(await getGoogleServices()).toMatchObject({ tag_manager_enabled: 1, tag_manager_id: "GTM-ABC1", analytics_enabled: 0 });
  });

  it("creates, edits and deletes page SEO entries with a unique path", async () => {
    const cookie = await signIn("admin", "admin123");
    const blank = await post({ intent: "save-page", page_path: " " }, cookie);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain("Sayfa yolu gereklidir");

    const created = await post({ intent: "save-page", page_path: "/about/", title: "Hakkımızda | Özel", nofollow: "on" }, cookie);
    expect(created.status).toBe(302);
    const entry = await getPageSeo("/about");
    expect(entry).toMatchObject({ page_path: "/about", title: "Hakkımızda | Özel", nofollow: 1, noindex: 0 });

    const duplicate = await post({ intent: "save-page", page_path: "about" }, cookie);
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(await duplicate.json())).toContain("Bu sayfa yolu için zaten bir SEO kaydı var.");

    const edited = await post({ intent: "save-page", id: String(entry!.id), page_path: "/about", title: "Yeni" }, cookie);
    expect(edited.status).toBe(302);
    expect((await getPageSeo("/about"))?.title).toBe("Yeni");

    const unknown = await post({ intent: "save-page", id: "9999", page_path: "/x" }, cookie);
    expect(unknown.status).toBe(404);

    expect((await post({ intent: "delete-page", id: String(entry!.id) }, cookie)).status).toBe(302);
    expect(await listPageSeo()).toHaveLength(0);
    expect((await post({ intent: "delete-page", id: String(entry!.id) }, cookie)).status).toBe(404);
    expect((await post({ intent: "bogus" }, cookie)).status).toBe(400);
  });
});
