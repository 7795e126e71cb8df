import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { siteSettingsSchema } from "~/lib/settings/site-settings";
import { getNumberSetting, getSetting, getSiteSettings, updateSiteSettings } from "~/models/settings.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return parseWithZod(data, { schema: siteSettingsSchema });
};

describe("site settings", () => {
  it("reads the seeded values, the arbitrage fee defaulting to 0.1 %", async () => {
    expect(await getSiteSettings()).toEqual({
      registrationEnabled: true,
      aiRequestsPerHour: 100,
      arbitrageFeePercent: 0.1,
      adminEmail: "admin@kriptorehber.com",
      aiSiteAnswers: true,
      emailVerification: false,
      aiEmbeddingModel: "text-embedding-3-small",
    });
  });

  it("accepts a decimal comma and refuses bad values in Turkish", () => {
    const good = form({ aiRequestsPerHour: "250", arbitrageFeePercent: "0,075" });
    expect(good.status).toBe("success");
    expect(good.status === "success" && good.value).toEqual({
      registrationEnabled: false,
      aiSiteAnswers: false,
      emailVerification: false,
      aiRequestsPerHour: 250,
      arbitrageFeePercent: 0.075,
    });

    const bad = form({ registrationEnabled: "on", aiRequestsPerHour: "1,5", arbitrageFeePercent: "-1" });
    expect(bad.status).toBe("error");
    const errors = bad.reply().error ?? {};
    expect(errors.aiRequestsPerHour).toEqual(["AI istek sınırı tam sayı olmalıdır."]);
    expect(errors.arbitrageFeePercent).toEqual(["İşlem ücreti negatif olamaz."]);
    expect(form({ aiRequestsPerHour: "", arbitrageFeePercent: "çok" }).reply().error?.arbitrageFeePercent).toEqual([
      "İşlem ücreti bir sayı olmalıdır.",
    ]);
  });

  it("writes every setting and one activity entry naming what changed", async () => {
    await updateSiteSettings(
      {
        registrationEnabled: false,
        aiSiteAnswers: false,
        emailVerification: true,
        aiRequestsPerHour: 100,
        arbitrageFeePercent: 0.075,
        adminEmail: "admin@kriptorehber.com",
      },
      { id: 1, username: "admin" },
    );
    expect(await getSiteSettings()).toEqual({
      registrationEnabled: false,
      aiSiteAnswers: false,
      emailVerification: true,
      aiRequestsPerHour: 100,
      arbitrageFeePercent: 0.075,
      adminEmail: "admin@kriptorehber.com",
      // Left out of the input: kept as it was.
      aiEmbeddingModel: "text-embedding-3-small",
    });
    // Sign-in and alert mails read the same row the switch writes.
    expect(await getSetting("email_verification")).toBe("true");
    // The AI limiter reads the same row.
    expect(await getNumberSetting("max_api_requests_per_hour", 1)).toBe(100);
    const entry = await db().selectFrom("activity_log").selectAll().where("action", "=", "settings.update").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      title: "Site ayarları güncellendi",
      username: "admin",
      description: "Değişen: yeni üye kaydı, arbitraj işlem ücreti, sağlayıcı yokken site içeriğinden yanıt, kayıtta e-posta doğrulaması",
    });
  });
});
