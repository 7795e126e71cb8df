import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ABOUT_ACTIVITY, aboutLists } from "~/models/about.server";
import { FOOTER_ACTIVITY, footerLists } from "~/models/footer.server";
import { handleIntents } from "~/server/admin-form.server";
import { db } from "~/server/db.server";
import { listIntents } from "~/server/list-intents.server";
import { answer, context, formRequest, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

async function adminActor() {
  const admin = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
  return { id: admin.id, username: admin.username };
}

async function lastActivityId() {
  const row = await db().selectFrom("activity_log").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** The activity entries written since `afterId`, oldest first. */
async function activitySince(afterId: number) {
  return db().selectFrom("activity_log").select(["action", "title", "username"]).where("id", ">", afterId).orderBy("id").execute();
}

describe("an ordered list's order", () => {
  it("lists by sort_order, and by age where two rows share a number", async () => {
    const actor = await adminActor();
    await db().deleteFrom("milestones").execute();
    const later = await aboutLists.milestones.create({ year: "2030", title: "Üç", description: "c", sort_order: 3 }, actor);
    const first = await aboutLists.milestones.create({ year: "2010", title: "Bir", description: "a", sort_order: 1 }, actor);
    const tieOlder = await aboutLists.milestones.create({ year: "2020", title: "İki-a", description: "b", sort_order: 2 }, actor);
    const tieNewer = await aboutLists.milestones.create({ year: "2021", title: "İki-b", description: "b", sort_order: 2 }, actor);
    expect((await aboutLists.milestones.list()).map((row) => row.id)).toEqual([first.id, tieOlder.id, tieNewer.id, later.id]);

    // Moved to the front's number, the older row of the two comes first.
    await aboutLists.milestones.update(later.id, { year: "2030", title: "Üç", description: "c", sort_order: 1 }, actor);
    expect((await aboutLists.milestones.list()).map((row) => row.id)).toEqual([later.id, first.id, tieOlder.id, tieNewer.id]);
  });

  it("groups by the list's group columns before its own order", async () => {
    const actor = await adminActor();
    await db().deleteFrom("footer_links").execute();
    const secondColumn = await footerLists.links.create({ title: "B", url: "/b", column_number: 2, sort_order: 1 }, actor);
    const firstColumnLate = await footerLists.links.create({ title: "A2", url: "/a2", column_number: 1, sort_order: 5 }, actor);
    const firstColumnEarly = await footerLists.links.create({ title: "A1", url: "/a1", column_number: 1, sort_order: 2 }, actor);
    expect((await footerLists.links.list()).map((row) => row.title)).toEqual(["A1", "A2", "B"]);
    expect((await footerLists.links.list()).map((row) => row.id)).toEqual([firstColumnEarly.id, firstColumnLate.id, secondColumn.id]);
  });
});

describe("an ordered list's writes", () => {
  it("creates and updates a row, each with the entity's own activity entry", async () => {
    const actor = await adminActor();
    const before = await lastActivityId();
    const member = { name: "Deniz", role: "Analist", bio: "Piyasaları izler.", image: null, sort_order: 4 };
    const created = await aboutLists.team.create(member, actor);
    expect(created).toEqual({ ...member, id: expect.any(Number) });

    const updated = await aboutLists.team.save({ ...member, role: "Baş Analist" }, created.id, actor);
    expect(updated).toEqual({ ...member, role: "Baş Analist", id: created.id });
    expect(await db().selectFrom("team_members").selectAll().where("id", "=", created.id).executeTakeFirst()).toEqual(updated);

    expect(await activitySince(before)).toEqual([
      { action: ABOUT_ACTIVITY.itemCreate("team"), title: "Hakkımızda: Ekip üyesi eklendi", username: "admin" },
      { action: ABOUT_ACTIVITY.itemUpdate("team"), title: "Hakkımızda: Ekip üyesi güncellendi", username: "admin" },
    ]);
    expect(ABOUT_ACTIVITY.itemUpdate("team")).toBe("about.team.update");
  });

  it("changes nothing and logs nothing for an unknown id", async () => {
    const actor = await adminActor();
    const before = await lastActivityId();
    const rows = await footerLists.social.list();
    const input = { platform: "Mastodon", url: "https://example.com/@kripto", icon: "mastodon", sort_order: 1 };
    expect(await footerLists.social.update(99999, input, actor)).toBeUndefined();
    expect(await footerLists.social.save(input, 99999, actor)).toBeUndefined();
    expect(await footerLists.social.remove(99999, actor)).toBe(false);
    expect(await footerLists.social.list()).toEqual(rows);
    expect(await activitySince(before)).toEqual([]);
  });

  it("deletes a row once and records the delete", async () => {
    const actor = await adminActor();
    const header = await footerLists.headers.create({ column_number: 3, title: "Araçlar", sort_order: 7 }, actor);
    const before = await lastActivityId();
    expect(await footerLists.headers.remove(header.id, actor)).toBe(true);
    expect(await footerLists.headers.remove(header.id, actor)).toBe(false);
    expect((await footerLists.headers.list()).some((row) => row.id === header.id)).toBe(false);
    expect(await activitySince(before)).toEqual([
      { action: FOOTER_ACTIVITY.itemDelete("headers"), title: "Sütun başlığı silindi", username: "admin" },
    ]);
    expect(FOOTER_ACTIVITY.itemDelete("headers")).toBe("footer.headers.delete");
  });

  it("keeps no write whose activity entry fails: both are one transaction", async () => {
    // An actor id that names no user breaks the activity entry's foreign key.
    const ghost = { id: 999_999, username: "hayalet" };
    const value = { name: "Dürüstlük", description: "Açık konuşuruz.", icon_name: "HeartIcon", sort_order: 1 };
    const existing = await aboutLists.values.create(value, await adminActor());
    const rows = await aboutLists.values.list();
    const before = await lastActivityId();
    await expect(aboutLists.values.create(value, ghost)).rejects.toThrow();
    await expect(aboutLists.values.update(existing.id, { ...value, name: "Başka" }, ghost)).rejects.toThrow();
    await expect(aboutLists.values.remove(existing.id, ghost)).rejects.toThrow();
    expect(await aboutLists.values.list()).toEqual(rows);
    expect(await activitySince(before)).toEqual([]);
  });
});

describe("a list screen's intents", () => {
  const action = ({ request }: ActionFunctionArgs) =>
    handleIntents(request, listIntents(footerLists.social, { path: "/liste", save: "save-item", remove: "delete-item" }, "Kaydedildi."));
  const post = (fields: Record<string, string>, cookie: string) =>
    answer(() => action({ request: formRequest("/liste", fields, cookie), params: {}, context }));

  it("answers 400 with the schema's Turkish messages and writes nothing", async () => {
    const cookie = await signIn("admin", "admin123");
    const rows = await footerLists.social.list();
    const before = await lastActivityId();
    const response = await post({ intent: "save-item", platform: "", url: "ftp://x", icon: "x", sort_order: "0" }, cookie);
    expect(response.status).toBe(400);
    const reply = JSON.stringify(await response.json());
    for (const message of ["Platform gereklidir.", "Geçerli bir URL girin (https://...).", "Sıra en az 1 olmalıdır."]) {
      expect(reply).toContain(message);
    }
    expect(await footerLists.social.list()).toEqual(rows);
    expect(await activitySince(before)).toEqual([]);
  });

  it("saves, updates and deletes through the model, then goes back to the list's page", async () => {
    const cookie = await signIn("admin", "admin123");
    const fields = { platform: "Mastodon", url: "https://example.com/@kripto", icon: "mastodon", sort_order: "9" };
    const created = await post({ intent: "save-item", ...fields }, cookie);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/liste");
    const row = (await footerLists.social.list()).find((item) => item.platform === "Mastodon")!;
    expect(row).toMatchObject({ url: fields.url, sort_order: 9 });

    expect((await post({ intent: "save-item", ...fields, id: String(row.id), sort_order: "2" }, cookie)).status).toBe(302);
    expect((await footerLists.social.list()).find((item) => item.id === row.id)).toMatchObject({ sort_order: 2 });

    const unknown = await post({ intent: "save-item", ...fields, id: "99999" }, cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Sosyal medya linki bulunamadı." });

    expect((await post({ intent: "delete-item", id: String(row.id) }, cookie)).status).toBe(302);
    expect((await post({ intent: "delete-item", id: String(row.id) }, cookie)).status).toBe(404);
    expect((await post({ intent: "delete-item", id: "abc" }, cookie)).status).toBe(400);
    expect((await footerLists.social.list()).some((item) => item.id === row.id)).toBe(false);
  });
});
