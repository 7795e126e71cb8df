import { describe, expect, it } from "vitest";
import { ABOUT_ACTIVITY, getAboutInfo, saveAboutInfo } from "~/models/about.server";
import { FOOTER_ACTIVITY, getFooterInfo, saveFooterInfo } from "~/models/footer.server";
import { defaultAboutInfo, defaultFooterInfo } from "~/lib/site/defaults";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

async function adminActor() {
  const admin = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
  return { id: admin.id, username: admin.username };
}

async function activitySince(afterId: number) {
  return db().selectFrom("activity_log").select(["action", "title", "username"]).where("id", ">", afterId).orderBy("id").execute();
}

async function lastActivityId() {
  const row = await db().selectFrom("activity_log").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

describe("a screen's single record", () => {
  it("reads as the built-in defaults until saved, then as saved, with the entity's activity entry", async () => {
    await db().deleteFrom("footer_info").execute();
    expect(await getFooterInfo()).toEqual({ id: 1, ...defaultFooterInfo });

    const before = await lastActivityId();
    const saved = await saveFooterInfo({ ...defaultFooterInfo, phone: "+90 212 111 11 11" }, await adminActor());
    expect(saved).toEqual({ id: 1, ...defaultFooterInfo, phone: "+90 212 111 11 11" });
    expect(await getFooterInfo()).toEqual(saved);

    // A second save changes the one row.
    await saveFooterInfo({ ...defaultFooterInfo, email: "yeni@example.com" }, await adminActor());
    expect(await db().selectFrom("footer_info").select(["id", "email", "phone"]).execute()).toEqual([
      { id: 1, email: "yeni@example.com", phone: defaultFooterInfo.phone },
    ]);
    expect(await activitySince(before)).toEqual([
      { action: FOOTER_ACTIVITY.infoUpdate, title: "Footer şirket bilgileri güncellendi", username: "admin" },
      { action: "footer.info.update", title: "Footer şirket bilgileri güncellendi", username: "admin" },
    ]);
  });

  it("keeps no save whose activity entry fails: both are one transaction", async () => {
    const info = await getAboutInfo();
    const before = await lastActivityId();
    // An actor id that names no user breaks the activity entry's foreign key.
    await expect(saveAboutInfo({ ...defaultAboutInfo, title: "Başka" }, { id: 999_999, username: "hayalet" })).rejects.toThrow();
    expect(await getAboutInfo()).toEqual(info);
    expect(await activitySince(before)).toEqual([]);
    expect(ABOUT_ACTIVITY.infoUpdate).toBe("about.info.update");
  });
});
