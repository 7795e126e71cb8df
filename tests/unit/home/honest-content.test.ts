import { describe, expect, it } from "vitest";
import { setupItems } from "~/lib/admin/setup-checklist";
import { aboutLists, getAboutPage } from "~/models/about.server";
import { contactInfoIsSample, getContactInfo, saveContactInfo } from "~/models/contact.server";
import { getFooterData } from "~/models/footer.server";
import { sampleCounts } from "~/models/sample-content.server";
import { setupChecklist } from "~/models/setup-checklist.server";
import { loader as contactLoader } from "~/routes/contact";
import { db } from "~/server/db.server";
import { ALL_DONE, CHECKED_AT } from "../../setup/setup-facts";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const adminActor = async () => {
  const admin = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
  return { id: admin.id, username: admin.username };
};

describe("seeded sample content", () => {
  it("is marked sample and never shown to visitors on a fresh install", async () => {
    expect(Object.fromEntries((await sampleCounts()).map(({ entity, count }) => [entity, count]))).toEqual({
      about_values: 4,
      team_members: 3,
      milestones: 3,
      contact_info: 1,
      footer_info: 1,
    });
    const about = await getAboutPage();
    expect([about.values, about.team, about.milestones]).toEqual([[], [], []]);
    const contact = await contactLoader();
    expect(contact.sample).toBe(true);
    expect(JSON.stringify(contact)).not.toContain("555 00 00");
    expect((await getFooterData()).info).toMatchObject({ phone: "", address: "", email: "" });
  });

  it("becomes the site's own when an admin edits it, and leaves the setup checklist", async () => {
    const actor = await adminActor();
    const keys = async () => (await setupChecklist()).map((item) => item.key);
    expect(await keys()).toContain("sample-/admin/about/team");
    const team = await aboutLists.team.list();
    await aboutLists.team.update(team[0]!.id, { name: "Gerçek Kişi", role: "Editör", bio: "Editör.", image: null, sort_order: 1 }, actor);
    expect((await getAboutPage()).team.map((member) => member.name)).toEqual(["Gerçek Kişi"]);
    await aboutLists.team.remove(team[1]!.id, actor);
    await aboutLists.team.remove(team[2]!.id, actor);
    expect(await keys()).not.toContain("sample-/admin/about/team");

    await saveContactInfo({ ...(await getContactInfo()), phone: "+90 312 000 11 22" }, actor);
    expect(await contactInfoIsSample()).toBe(false);
    expect((await contactLoader()).info.phone).toBe("+90 312 000 11 22");
    expect(await keys()).not.toContain("sample-/admin/contact/info");
  });
});

describe("setup checklist rules", () => {
  const done = ALL_DONE;
  const now = CHECKED_AT;

  it("is empty when everything is done", () => {
    expect(setupItems(done, now)).toEqual([]);
  });

  it("lists each open item with its fix, most urgent first", () => {
    const items = setupItems(
      {
        ...done,
        sample: [{ label: "Hakkımızda: Ekip", href: "/admin/about/team", count: 3 }],
        demoPasswordActive: true,
        aiConfigured: false,
        mailConfigured: false,
        silentSources: [{ label: "Piyasa verisi (borsa)", href: "/crypto-analysis" }],
        lastBackupAt: null,
      },
      now,
    );
    expect(items.map((item) => [item.severity, item.href])).toEqual([
      ["critical", "/account"],
      ["critical", "/admin/backups"],
      ["warning", "/admin/about/team"],
      ["warning", "/admin/mail"],
      ["warning", "/crypto-analysis"],
      ["info", "/admin/openai-settings"],
    ]);
  });

  it("counts a backup as recent within 48 hours or twice the schedule", () => {
    expect(setupItems({ ...done, lastBackupAt: "2026-11-23T11:00:00.000Z" }, now).map((item) => item.key)).toEqual(["backup"]);
    expect(setupItems({ ...done, lastBackupAt: "2026-11-23T11:00:00.000Z", backupIntervalHours: 48 }, now)).toEqual([]);
  });
});
