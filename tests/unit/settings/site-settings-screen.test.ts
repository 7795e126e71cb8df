import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { siteSettingsSchema } from "~/lib/settings/site-settings";
import { getSiteSettings, updateSiteSettings } from "~/models/settings.server";
import { loader as settingsLoader } from "~/routes/admin.settings/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("site settings screen", () => {
  it("edits the admin e-mail (empty clears it, a bad one is refused in Turkish)", async () => {
    const bad = parseWithZod(form({ aiRequestsPerHour: "100", arbitrageFeePercent: "0,1", adminEmail: "yanlış" }), {
      schema: siteSettingsSchema,
    });
    expect(bad.status).toBe("error");
    expect(bad.reply().error?.adminEmail).toEqual(["Geçerli bir e-posta adresi girin."]);

    await updateSiteSettings(
      {
        registrationEnabled: true,
        aiSiteAnswers: true,
        emailVerification: false,
        aiRequestsPerHour: 100,
        arbitrageFeePercent: 0.1,
        adminEmail: "yonetim@example.com",
      },
      { id: 1, username: "admin" },
    );
    expect((await getSiteSettings()).adminEmail).toBe("yonetim@example.com");
    const entry = await db().selectFrom("activity_log").selectAll().where("action", "=", "settings.update").executeTakeFirstOrThrow();
    expect(entry.description).toBe("Değişen: yönetici e-postası");

    const empty = parseWithZod(form({ aiRequestsPerHour: "100", arbitrageFeePercent: "0,1", adminEmail: " " }), {
      schema: siteSettingsSchema,
    });
    expect(empty.status === "success" && empty.value.adminEmail).toBeUndefined();
    await updateSiteSettings(
      { registrationEnabled: true, aiSiteAnswers: true, emailVerification: false, aiRequestsPerHour: 100, arbitrageFeePercent: 0.1 },
      { id: 1, username: "admin" },
    );
    expect((await getSiteSettings()).adminEmail).toBe("");
  });

  it("shows every other seeded setting with its value", async () => {
    const cookie = await signIn("admin", "admin123");
    const page = await answer(() => settingsLoader({ request: requestWith("/admin/settings", { cookie }), params: {}, context }));
    const { others } = await page.json();
    expect(Object.keys(others).sort()).toEqual(["site_name", "site_url", "update_manifest_url"]);
  });
});
