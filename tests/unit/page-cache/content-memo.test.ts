import { sql, type RawBuilder } from "kysely";
import { describe, expect, it } from "vitest";
import { onPostgres, sqliteOnly } from "../../setup/postgres";
import { useTestDatabase } from "../../setup/test-db";
import { perContentVersion } from "~/models/content-memo.server";
import { db, sqliteHandle, withStatementCache } from "~/server/db.server";
import { bumpContentVersion, currentContentVersion, knownContentVersion, primeContentVersion } from "~/models/content-version.server";
import { CONTACT_ACTIVITY, openContactMessage, receiveContactMessage } from "~/models/contact.server";
import { changesPublicPages, recordActivity } from "~/models/activity.server";
import { getFooterData, saveFooterInfo } from "~/models/footer.server";
import { listHomeSections } from "~/models/home.server";
import { getPageSeo, getSeoSettings } from "~/models/seo.server";
import { isMaintenanceMode, recordUpdateCheck, setMaintenanceMode } from "~/models/system.server";
import { USER_ACTIVITY } from "~/models/users.server";

useTestDatabase();

const admin = { id: 1, username: "admin" };

/**
 * A write made by hand, past the models, as another process or a test makes it. SQLite's
 * connection sees it at once; on PostgreSQL this process learns of it by the trigger's
 * notification, so the test waits for the version to move before reading.
 */
async function writeByHand(statement: RawBuilder<unknown>) {
  await primeContentVersion();
  const before = knownContentVersion();
  await statement.execute(db());
  if (onPostgres()) await expect.poll(knownContentVersion).toBeGreaterThan(before);
}

describe("perContentVersion", () => {
  it("loads once per version and again after the version moves", async () => {
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const [first, second] = await Promise.all([perContentVersion("test", load), perContentVersion("test", load)]);
    expect(first).toBe(second);
    expect(await perContentVersion("test", load)).toEqual({ loads: 1 });
    await bumpContentVersion();
    expect(await perContentVersion("test", load)).toEqual({ loads: 2 });
  });

  it("hands out frozen values, so no caller changes the next one's", async () => {
    const value = await perContentVersion("frozen", async () => ({ list: [{ title: "a" }] }));
    expect(() => {
      value.list[0].title = "b";
    }).toThrow(TypeError);
    expect(Object.isFrozen(value.list)).toBe(true);
  });

  it("does not remember a failed load", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
      return "ok";
    };
    await expect(perContentVersion("flaky", load)).rejects.toThrow("boom");
    expect(await perContentVersion("flaky", load)).toBe("ok");
  });
});

describe("the site chrome read once per content version", () => {
  it("sees a write made straight in the database, as another process or a test would make it", async () => {
    const before = await getFooterData();
    expect(await getFooterData()).toBe(before);
    await writeByHand(sql`UPDATE footer_info SET company_name = 'Elle Yazılan Şirket' WHERE id = 1`);
    expect((await getFooterData()).info.company_name).toBe("Elle Yazılan Şirket");

    const sections = await listHomeSections({ enabledOnly: true });
    await writeByHand(sql`UPDATE home_sections SET enabled = 0 WHERE id = ${sections[0].id}`);
    expect(await listHomeSections({ enabledOnly: true })).toHaveLength(sections.length - 1);

    expect(await getPageSeo("/about")).toBeUndefined();
    await writeByHand(sql`INSERT INTO page_seo (page_path, title, description, keywords) VALUES ('/about', 'Elle SEO', '', '')`);
    expect((await getPageSeo("/about/"))?.title).toBe("Elle SEO");

    const seo = await getSeoSettings();
    await writeByHand(sql`UPDATE seo_settings SET site_name = 'Elle Ad' WHERE id = 1`);
    expect(await getSeoSettings()).not.toBe(seo);
    expect((await getSeoSettings()).site_name).toBe("Elle Ad");
  });

  it("sees the maintenance switch, by the model or by hand, and ignores an update check", async () => {
    expect(await isMaintenanceMode()).toBe(false);
    await setMaintenanceMode(true);
    expect(await isMaintenanceMode()).toBe(true);
    await writeByHand(sql`UPDATE system_info SET maintenance_mode = 0`);
    expect(await isMaintenanceMode()).toBe(false);
    const version = currentContentVersion();
    await recordUpdateCheck("9.9.9", true);
    expect(currentContentVersion()).toBe(version);
  });

  it("sees an admin save through the model", async () => {
    await getFooterData();
    const info = (await getFooterData()).info;
    await saveFooterInfo({ ...info, company_name: "Yeni Şirket" }, admin);
    expect((await getFooterData()).info.company_name).toBe("Yeni Şirket");
  });
});

describe("which activities raise the content version", () => {
  it("a contact message and its reading do not; a content save does", async () => {
    await primeContentVersion();
    const version = currentContentVersion();
    const message = await receiveContactMessage({ name: "Ayşe", email: "ayse@example.com", message: "Merhaba, bir sorum var." });
    await openContactMessage(message.id, admin);
    await recordActivity({ action: "ai.error", title: "Yapay zekâ hatası" });
    expect(currentContentVersion()).toBe(version);
    const rows = await db().selectFrom("activity_log").select("action").where("action", "like", "contact_message%").execute();
    expect(rows.map((row) => row.action).sort()).toEqual(["contact_message_read", "contact_message_received"]);

    const info = (await getFooterData()).info;
    await saveFooterInfo({ ...info, company_name: "Başka Şirket" }, admin);
    expect(currentContentVersion()).toBeGreaterThan(version);
  });

  it("names the models' own constants, and lets any other name raise it", () => {
    for (const action of [CONTACT_ACTIVITY.messageRead, CONTACT_ACTIVITY.messageUpdated, CONTACT_ACTIVITY.messageDeleted]) {
      expect(changesPublicPages(action)).toBe(false);
    }
    expect(changesPublicPages(USER_ACTIVITY.passwordChanged)).toBe(false);
    expect(changesPublicPages(USER_ACTIVITY.sessionsEnded)).toBe(false);
    expect(changesPublicPages(CONTACT_ACTIVITY.infoUpdated)).toBe(true);
    expect(changesPublicPages("blog.update")).toBe(true);
    expect(changesPublicPages("a.new.activity")).toBe(true);
  });
});

describe.skipIf(sqliteOnly("better-sqlite3's statements; PostgreSQL's pool prepares through pg"))(
  "the statement cache Kysely prepares through",
  () => {
    it("reuses a statement per SQL text, never one still iterating, and stays within its size", () => {
      const sqlite = sqliteHandle();
      const cache = withStatementCache(sqlite, 2);
      const first = cache.prepare("SELECT id FROM users");
      expect(cache.prepare("SELECT id FROM users")).toBe(first);
      expect(cache.prepare("SELECT id FROM users").all([])).toHaveLength(3);

      const iterating = (first as unknown as { iterate(): IterableIterator<unknown> }).iterate();
      iterating.next();
      const other = cache.prepare("SELECT id FROM users");
      expect(other).not.toBe(first);
      expect(other.all([])).toHaveLength(3);
      iterating.return?.();
      expect(cache.prepare("SELECT id FROM users")).toBe(first);

      cache.prepare("SELECT 1");
      cache.prepare("SELECT 2");
      expect(cache.prepare("SELECT id FROM users")).not.toBe(first);
    });

    it("serves Kysely's queries and writes", async () => {
      const before = await db().selectFrom("users").select("username").orderBy("id").execute();
      await db().updateTable("users").set({ email: "yeni@example.com" }).where("username", "=", "ayse").execute();
      const after = await db().selectFrom("users").select(["username", "email"]).where("username", "=", "ayse").executeTakeFirstOrThrow();
      expect(before).toHaveLength(3);
      expect(after.email).toBe("yeni@example.com");
    });
  },
);
