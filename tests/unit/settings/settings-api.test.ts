import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { SETTINGS_ACTIVITY } from "~/models/settings.server";
import { loader as adminSettingsLoader } from "~/routes/admin.settings/route";
import { loader as listLoader } from "~/routes/api.settings";
import { action as keyAction, loader as keyLoader } from "~/routes/api.settings.$key";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const run = <T>(
  fn: (args: { request: Request; params: Record<string, string>; context: typeof context }) => Promise<T>,
  request: Request,
  params: Record<string, string> = {},
) => answer(() => fn({ request, params, context }));

const put = (key: string, body: unknown, cookie?: string) =>
  run(keyAction, jsonRequest(`/api/settings/${key}`, "PUT", body, cookie), { key });

async function activityCount() {
  const row = await db()
    .selectFrom("activity_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("action", "=", SETTINGS_ACTIVITY.update)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("settings by API: who may", () => {
  it("answers 401 without a session and 403 to a member, for reads and writes", async () => {
    const member = await signIn("ahmet", "ahmet123");
    for (const cookie of [undefined, member]) {
      const status = cookie ? 403 : 401;
      expect((await run(listLoader, requestWith("/api/settings", { cookie }))).status).toBe(status);
      expect((await run(keyLoader, requestWith("/api/settings/site_name", { cookie }), { key: "site_name" })).status).toBe(status);
      expect((await put("registration_enabled", { value: "false" }, cookie)).status).toBe(status);
    }
    const stored = await db().selectFrom("settings").select("value").where("key", "=", "registration_enabled").executeTakeFirst();
    expect(stored?.value ?? "true").toBe("true");
  });
});

describe("settings by API: as an admin", () => {
  it("lists every setting as { key, value, description }", async () => {
    const cookie = await signIn("admin", "admin123");
    const response = await run(listLoader, requestWith("/api/settings", { cookie }));
    expect(response.status).toBe(200);
    const { settings } = (await response.json()) as { settings: { key: string; value: string; description: string }[] };
    const rows = await db().selectFrom("settings").select(["key", "value", "description"]).orderBy("key").execute();
    expect(settings).toEqual(rows);
    expect(settings.length).toBeGreaterThan(0);
  });

  it("changes a screen's setting through the screen's write: the screen shows it and the activity is recorded", async () => {
    const cookie = await signIn("admin", "admin123");
    const before = await activityCount();
    const response = await put("arbitrage_fee_percent", { value: "0,25" }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ key: "arbitrage_fee_percent", value: "0.25" });
    expect((await put("registration_enabled", { value: "false" }, cookie)).status).toBe(200);

    const screen = await run(adminSettingsLoader, requestWith("/admin/settings", { cookie }));
    const { settings } = (await screen.json()) as { settings: { arbitrageFeePercent: number; registrationEnabled: boolean } };
    expect(settings.arbitrageFeePercent).toBe(0.25);
    expect(settings.registrationEnabled).toBe(false);
    expect(await activityCount()).toBe(before + 2);
  });

  it("refuses a value the screen refuses, with the screen's Turkish message, and changes nothing", async () => {
    const cookie = await signIn("admin", "admin123");
    const before = await activityCount();
    const cases: [string, unknown, RegExp][] = [
      ["max_api_requests_per_hour", { value: "0" }, /AI istek sınırı en az 1/],
      ["max_api_requests_per_hour", { value: "çok" }, /sayı olmalıdır/],
      ["arbitrage_fee_percent", { value: "-1" }, /negatif olamaz/],
      ["admin_email", { value: "e-posta değil" }, /e-posta/i],
      ["registration_enabled", { value: "belki" }, /"true" ya da "false"/],
      ["email_verification", { value: "evet" }, /"true" ya da "false"/],
      ["site_name", { value: 5 }, /metin olmalıdır/],
      ["site_name", {}, /metin olmalıdır/],
      ["Bad Key!", { value: "x" }, /Ayar adı/],
      ["site_name", "{ bozuk json", /JSON/],
    ];
    for (const [key, body, message] of cases) {
      const response = await put(key, body, cookie);
      expect(response.status, `${key} ${JSON.stringify(body)}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(await activityCount()).toBe(before);
  });

  it("adds an unknown key as given and reads it back", async () => {
    const cookie = await signIn("admin", "admin123");
    const before = await activityCount();
    expect((await put("kampanya_metni", { value: "Kasım indirimi" }, cookie)).status).toBe(200);
    const one = await run(keyLoader, requestWith("/api/settings/kampanya_metni", { cookie }), { key: "kampanya_metni" });
    expect(await one.json()).toEqual({ key: "kampanya_metni", value: "Kasım indirimi", description: "" });
    expect((await run(keyLoader, requestWith("/api/settings/yok_boyle", { cookie }), { key: "yok_boyle" })).status).toBe(404);
    expect(await activityCount()).toBe(before + 1);
  });
});
