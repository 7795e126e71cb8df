import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { getSession } from "~/server/session.server";
import { ABOUT_ACTIVITY } from "~/models/about.server";
import { AI_ACTIVITY } from "~/models/ai.server";
import { BLOG_ACTIVITY } from "~/models/blog.server";
import { CONTACT_ACTIVITY } from "~/models/contact.server";
import { FAQ_ACTIVITY } from "~/models/faq.server";
import { FOOTER_ACTIVITY } from "~/models/footer.server";
import { HOME_ACTIVITY } from "~/models/home.server";
import { NOTIFICATION_ACTIVITY, notifyAdmins } from "~/models/notifications.server";
import { SYSTEM_ACTIVITY } from "~/models/system.server";
import { SEO_ACTIVITY } from "~/models/seo.server";
import { SETTINGS_ACTIVITY } from "~/models/settings.server";
import { USER_ACTIVITY } from "~/models/users.server";
import { action as adminAbout } from "~/routes/admin.about/route";
import { action as adminBlog } from "~/routes/admin.blog/route";
import { action as adminBlogAi } from "~/routes/admin.blog-ai/route";
import { action as adminDictionary } from "~/routes/admin.dictionary/route";
import { action as adminEducation } from "~/routes/admin.education/route";
import { action as adminSignals } from "~/routes/admin.signals/route";
import { action as adminAlerts } from "~/routes/admin.alerts/route";
import { action as adminBots } from "~/routes/admin.bots/route";
import { action as contactPage } from "~/routes/contact";
import { action as adminContact } from "~/routes/admin.contact/route";
import { action as adminAiSettings } from "~/routes/admin.openai-settings/route";
import { action as adminFaq } from "~/routes/admin.faq/route";
import { action as adminFooter } from "~/routes/admin.footer/route";
import { action as adminHome } from "~/routes/admin.home-layout/route";
import { action as adminNotifications } from "~/routes/admin.notifications/route";
import { action as adminUpdate } from "~/routes/admin.update/route";
import { action as adminSeo } from "~/routes/admin.seo/route";
import { action as adminSettings } from "~/routes/admin.settings/route";
import { action as adminUsers } from "~/routes/admin.users/route";
import { action as apiTeamMember } from "~/routes/api.about.team.$id";
import { action as apiBlogPost } from "~/routes/api.blog.posts.$id";
import { action as apiContact } from "~/routes/api.contacts.$id";
import { action as apiContactInfo } from "~/routes/api.contact-info";
import { action as apiAiSettings } from "~/routes/api.openai.settings";
import { action as apiFaq } from "~/routes/api.faqs.$id";
import { action as apiFooterItem } from "~/routes/api.footer.$part.$id";
import { action as apiHomeSection } from "~/routes/api.home.sections.$id";
import { action as apiAutoUpdate } from "~/routes/api.auto-update";
import { action as apiMaintenance } from "~/routes/api.maintenance-mode";
import { action as apiNotification } from "~/routes/api.notifications.$id";
import { action as apiReadAll } from "~/routes/api.notifications.read-all";
import { action as register } from "~/routes/register";
import { action as apiSeoPage } from "~/routes/api.seo.pages.$id";
import { action as apiSetting } from "~/routes/api.settings.$key";
import { action as apiUser } from "~/routes/api.users.$id";
import { action as apiWatchlist } from "~/routes/api.watchlists.$id";
import { action as watchlistsPage } from "~/routes/watchlists._index/route";
import { createWatchlist } from "~/models/watchlists.server";
import { action as apiBot } from "~/routes/api.bots.$id";
import { action as tradingBots } from "~/routes/trading-bots._index/route";
import { createBot } from "~/models/trading-bots.server";
import { answer, context, cookieFrom, formRequest, jsonRequest, signIn } from "../../setup/requests";
import { TEST_KEY } from "../ai/helpers";
import { refuseInserts } from "../../setup/failing-writes";
import { tableNames } from "../../setup/tables";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

interface Door {
  entity: string;
  /** Two ids of rows this entity may lose: one for each door. */
  ids: () => Promise<[number, number]>;
  admin: { action: Action; url: string; intent: string };
  api: { action: Action; url: (id: number) => string; params?: Record<string, string> };
  activity: string;
}

async function twoIds(
  table: "team_members" | "footer_links" | "faqs" | "home_sections" | "blog_posts" | "notifications",
): Promise<[number, number]> {
  const rows = await db().selectFrom(table).select("id").orderBy("id", "desc").limit(2).execute();
  expect(rows).toHaveLength(2);
  return [rows[0].id, rows[1].id];
}

async function insertTwo(insert: (n: number) => Promise<number>): Promise<[number, number]> {
  return [await insert(1), await insert(2)];
}

const doors: Door[] = [
  {
    entity: "an about-page team member",
    ids: () => twoIds("team_members"),
    admin: { action: adminAbout, url: "/admin/about/team", intent: "delete-member" },
    api: { action: apiTeamMember, url: (id) => `/api/about/team/${id}` },
    activity: ABOUT_ACTIVITY.itemDelete("team"),
  },
  {
    entity: "a footer link",
    ids: () => twoIds("footer_links"),
    admin: { action: adminFooter, url: "/admin/footer/links", intent: "delete-link" },
    api: { action: apiFooterItem, url: (id) => `/api/footer/links/${id}`, params: { part: "links" } },
    activity: FOOTER_ACTIVITY.itemDelete("links"),
  },
  {
    entity: "an FAQ",
    ids: () => twoIds("faqs"),
    admin: { action: adminFaq, url: "/admin/faq", intent: "delete" },
    api: { action: apiFaq, url: (id) => `/api/faqs/${id}` },
    activity: FAQ_ACTIVITY.deleted,
  },
  {
    entity: "a home section",
    ids: () => twoIds("home_sections"),
    admin: { action: adminHome, url: "/admin/home-layout", intent: "delete" },
    api: { action: apiHomeSection, url: (id) => `/api/home/sections/${id}` },
    activity: HOME_ACTIVITY.delete,
  },
  {
    entity: "a page's SEO entry",
    ids: () =>
      insertTwo(async (n) => {
        const row = await db()
          .insertInto("page_seo")
          .values({ page_path: `/deneme-${n}` })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    admin: { action: adminSeo, url: "/admin/seo/pages", intent: "delete-page" },
    api: { action: apiSeoPage, url: (id) => `/api/seo/pages/${id}` },
    activity: SEO_ACTIVITY.pageDelete,
  },
  {
    entity: "a user",
    ids: async () => {
      const rows = await db().selectFrom("users").select("id").where("role", "=", "user").orderBy("id").limit(2).execute();
      expect(rows).toHaveLength(2);
      return [rows[0].id, rows[1].id];
    },
    admin: { action: adminUsers, url: "/admin/users", intent: "delete" },
    api: { action: apiUser, url: (id) => `/api/users/${id}` },
    activity: USER_ACTIVITY.deleted,
  },
  {
    entity: "a blog post",
    ids: () => twoIds("blog_posts"),
    admin: { action: adminBlog, url: "/admin/blog", intent: "delete" },
    api: { action: apiBlogPost, url: (id) => `/api/blog/posts/${id}` },
    activity: BLOG_ACTIVITY.postDelete,
  },
  {
    entity: "a contact message",
    ids: () =>
      insertTwo(async (n) => {
        const row = await db()
          .insertInto("contact_messages")
          .values({
            name: `Ziyaretçi ${n}`,
            email: `z${n}@example.com`,
            phone: null,
            subject: null,
            message: "Merhaba",
            replied_at: null,
            budget: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    admin: { action: adminContact, url: "/admin/contact", intent: "delete" },
    api: { action: apiContact, url: (id) => `/api/contacts/${id}` },
    activity: CONTACT_ACTIVITY.messageDeleted,
  },
  {
    entity: "a notification",
    ids: () =>
      insertTwo(async (n) => (await notifyAdmins({ title: `Bildirim ${n}`, message: "Deneme" }), (await twoIds("notifications"))[0])),
    admin: { action: adminNotifications, url: "/admin/notifications", intent: "delete" },
    api: { action: apiNotification, url: (id) => `/api/notifications/${id}` },
    activity: NOTIFICATION_ACTIVITY.delete,
  },
];

/** The activity entries written since `afterId`, oldest first. */
async function activitySince(afterId: number) {
  return db().selectFrom("activity_log").select(["action", "username"]).where("id", ">", afterId).orderBy("id").execute();
}

async function lastActivityId() {
  const row = await db().selectFrom("activity_log").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

describe("one write path per entity: the admin screen and the JSON API log a change the same way", () => {
  for (const door of doors) {
    it(`deleting ${door.entity}`, async () => {
      const cookie = await signIn("admin", "admin123");
      const [viaScreen, viaApi] = await door.ids();
      const before = await lastActivityId();

      const screen = await answer(() =>
        door.admin.action({
          request: formRequest(door.admin.url, { intent: door.admin.intent, id: String(viaScreen) }, cookie),
          params: {},
          context,
        }),
      );
      expect(screen.status, "the admin screen redirects after the delete").toBe(302);
      const api = await answer(() =>
        door.api.action({
          request: jsonRequest(door.api.url(viaApi), "DELETE", undefined, cookie),
          params: { ...door.api.params, id: String(viaApi) },
          context,
        }),
      );
      expect(api.status, "the API answers the delete").toBeLessThan(300);

      expect(await activitySince(before)).toEqual([
        { action: door.activity, username: "admin" },
        { action: door.activity, username: "admin" },
      ]);
    });
  }
});

interface SaveDoor {
  entity: string;
  fields: Record<string, string>;
  admin: { action: Action; url: string; intent: string };
  api: { action: Action; url: string };
  activity: string;
}

const contactInfo = {
  company_name: "Kripto Rehber A.Ş.",
  email: "iletisim@example.com",
  phone: "+90 212 000 00 00",
  address: "İstanbul",
  working_hours: "Hafta içi 09:00-18:00",
  description: "Bize her konuda yazabilirsiniz.",
};

const aiSettings = {
  api_key: TEST_KEY,
  base_url: "http://127.0.0.1:9/v1",
  model: "gpt-4o-mini",
  max_tokens: "500",
  temperature: "0.3",
  top_p: "0.9",
  frequency_penalty: "0.5",
  system_prompt: "Kısa ve açık yanıt ver.",
};

const saves: SaveDoor[] = [
  {
    entity: "contact information",
    fields: contactInfo,
    admin: { action: adminContact, url: "/admin/contact/info", intent: "info" },
    api: { action: apiContactInfo, url: "/api/contact-info" },
    activity: CONTACT_ACTIVITY.infoUpdated,
  },
  {
    entity: "AI settings",
    fields: aiSettings,
    admin: { action: adminAiSettings, url: "/admin/openai-settings", intent: "save" },
    api: { action: apiAiSettings, url: "/api/openai/settings" },
    activity: AI_ACTIVITY.settingsUpdate,
  },
];

/** A form's text fields as the JSON API takes them: numbers as numbers. */
function asJson(fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, /^-?\d+(\.\d+)?$/.test(value) && !/phone/.test(key) ? Number(value) : value]),
  );
}

describe("one write path per entity: saving settings through either door", () => {
  for (const door of saves) {
    it(`saving the ${door.entity}`, async () => {
      const cookie = await signIn("admin", "admin123");
      const before = await lastActivityId();
      const screen = await answer(() =>
        door.admin.action({
          request: formRequest(door.admin.url, { intent: door.admin.intent, ...door.fields }, cookie),
          params: {},
          context,
        }),
      );
      expect(screen.status, "the admin screen redirects after the save").toBe(302);
      const api = await answer(() =>
        door.api.action({ request: jsonRequest(door.api.url, "PUT", asJson(door.fields), cookie), params: {}, context }),
      );
      expect(api.status, "the API answers the save").toBe(200);
      expect(await activitySince(before)).toEqual([
        { action: door.activity, username: "admin" },
        { action: door.activity, username: "admin" },
      ]);
    });
  }
});

interface SwitchDoor {
  entity: string;
  admin: { action: Action; url: string; fields: Record<string, string> };
  api: { action: Action; url: string; method: string; body?: unknown; params?: Record<string, string> };
  activity: string;
}

const switches: SwitchDoor[] = [
  {
    entity: "maintenance mode",
    admin: { action: adminUpdate, url: "/admin/update", fields: { intent: "maintenance", enabled: "true" } },
    api: { action: apiMaintenance, url: "/api/maintenance-mode", method: "PUT", body: { enabled: false } },
    activity: SYSTEM_ACTIVITY.maintenance,
  },
  {
    entity: "the auto-update preference",
    admin: { action: adminUpdate, url: "/admin/update", fields: { intent: "auto-update", enabled: "true" } },
    api: { action: apiAutoUpdate, url: "/api/auto-update", method: "PUT", body: { enabled: false } },
    activity: SYSTEM_ACTIVITY.autoUpdate,
  },
  {
    entity: "every notification read",
    admin: { action: adminNotifications, url: "/admin/notifications", fields: { intent: "read-all" } },
    api: { action: apiReadAll, url: "/api/notifications/read-all", method: "PATCH" },
    activity: NOTIFICATION_ACTIVITY.readAll,
  },
  {
    entity: "a site setting",
    admin: {
      action: adminSettings,
      url: "/admin/settings",
      fields: { registrationEnabled: "on", aiRequestsPerHour: "100", arbitrageFeePercent: "0,1", adminEmail: "", aiSiteAnswers: "on" },
    },
    api: {
      action: apiSetting,
      url: "/api/settings/registration_enabled",
      method: "PUT",
      body: { value: "false" },
      params: { key: "registration_enabled" },
    },
    activity: SETTINGS_ACTIVITY.update,
  },
];

describe("one write path per entity: switches through either door", () => {
  for (const door of switches) {
    it(`setting ${door.entity}`, async () => {
      const cookie = await signIn("admin", "admin123");
      const before = await lastActivityId();
      const screen = await answer(() =>
        door.admin.action({ request: formRequest(door.admin.url, door.admin.fields, cookie), params: {}, context }),
      );
      expect(screen.status, "the admin screen redirects after the change").toBe(302);
      const api = await answer(() =>
        door.api.action({
          request: jsonRequest(door.api.url, door.api.method, door.api.body ?? {}, cookie),
          params: door.api.params ?? {},
          context,
        }),
      );
      expect(api.status, "the API answers the change").toBe(200);
      expect(await activitySince(before)).toEqual([
        { action: door.activity, username: "admin" },
        { action: door.activity, username: "admin" },
      ]);
    });
  }
});

describe("one write path per entity: a user's own watchlist", () => {
  // Personal lists stay out of the admin's activity log (decision 024): the doors are held
  // to the same model function by answering alike, and to writing no activity at all.
  it("is deleted alike by the page and the API, the default list refused by both, and nothing logged", async () => {
    const cookie = await signIn("admin", "admin123");
    const ids = [];
    for (const name of ["Ekran", "API"]) {
      const created = await createWatchlist(1, name);
      if (!created.ok) throw new Error(created.message);
      ids.push(created.value.id);
    }
    const defaultId = (
      await db().selectFrom("watchlists").select("id").where("user_id", "=", 1).where("is_default", "=", 1).executeTakeFirstOrThrow()
    ).id;
    const before = await lastActivityId();
    const page = (id: number) =>
      answer(() =>
        watchlistsPage({ request: formRequest("/watchlists", { intent: "delete", id: String(id) }, cookie), params: {}, context }),
      );
    const api = (id: number) =>
      answer(() =>
        apiWatchlist({ request: jsonRequest(`/api/watchlists/${id}`, "DELETE", undefined, cookie), params: { id: String(id) }, context }),
      );

    expect((await page(ids[0]!)).status).toBe(302);
    expect((await api(ids[1]!)).status).toBe(200);
    expect(await db().selectFrom("watchlists").select("id").where("id", "in", ids).execute()).toEqual([]);
    const refusedByPage = await page(defaultId);
    const session = await getSession(formRequest("/", {}, cookieFrom(refusedByPage)));
    expect(session.get("toast")).toEqual({ type: "error", message: "Varsayılan liste silinemez." });
    expect(await (await api(defaultId)).json()).toEqual({ error: "Varsayılan liste silinemez." });
    expect(await activitySince(before)).toEqual([]);
  });
});

/** Every row of every table but the activity log and the rate-limit counters (which count attempts), to see that a refused write left no trace. */
// The source core's cache is left out: a write that reads the market may ask the exchange first,
// and what the exchange answered is kept whether or not the write then fails.
async function everyRow() {
  const tables = (await tableNames()).filter((name) => !["activity_log", "rate_limits", "source_snapshots"].includes(name));
  const rows: Record<string, unknown[]> = {};
  // Sorted here rather than by rowid: the search index's FTS5 shadow tables have none.
  for (const name of tables) {
    const all = (await sql`SELECT * FROM ${sql.table(name)}`.execute(db())).rows;
    rows[name] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

interface Write {
  door: string;
  /** Readies the rows the write needs (before the snapshot) and gives the write itself. */
  ready: (cookie: string) => Promise<() => Promise<unknown>>;
}

const writes: Write[] = [
  ...doors.flatMap((door): Write[] => [
    {
      door: `the admin screen deleting ${door.entity}`,
      ready: async (cookie) => {
        const id = (await door.ids())[0];
        return () =>
          door.admin.action({
            request: formRequest(door.admin.url, { intent: door.admin.intent, id: String(id) }, cookie),
            params: {},
            context,
          });
      },
    },
    {
      door: `the API deleting ${door.entity}`,
      ready: async (cookie) => {
        const id = (await door.ids())[1];
        return () =>
          door.api.action({
            request: jsonRequest(door.api.url(id), "DELETE", undefined, cookie),
            params: { ...door.api.params, id: String(id) },
            context,
          });
      },
    },
  ]),
  ...saves.flatMap((door): Write[] => [
    {
      door: `the admin screen saving the ${door.entity}`,
      ready: async (cookie) => () =>
        door.admin.action({
          request: formRequest(door.admin.url, { intent: door.admin.intent, ...door.fields }, cookie),
          params: {},
          context,
        }),
    },
    {
      door: `the API saving the ${door.entity}`,
      ready: async (cookie) => () =>
        door.api.action({ request: jsonRequest(door.api.url, "PUT", asJson(door.fields), cookie), params: {}, context }),
    },
  ]),
  ...switches.flatMap((door): Write[] => [
    {
      door: `the admin screen setting ${door.entity}`,
      ready: async (cookie) => () =>
        door.admin.action({ request: formRequest(door.admin.url, door.admin.fields, cookie), params: {}, context }),
    },
    {
      door: `the API setting ${door.entity}`,
      ready: async (cookie) => () =>
        door.api.action({
          request: jsonRequest(door.api.url, door.api.method, door.api.body ?? {}, cookie),
          params: door.api.params ?? {},
          context,
        }),
    },
  ]),
  {
    door: "a visitor registering",
    ready: async () => () =>
      register({
        request: formRequest("/register", {
          username: "yeniuye",
          email: "yeniuye@example.com",
          password: "GucluSifre123",
          passwordConfirm: "GucluSifre123",
        }),
        params: {},
        context,
      }),
  },
];

// A bot belongs to its owner: the bots page and the API are its doors (the admin is a user too).
writes.push(
  {
    door: "the bots page creating a bot",
    ready: async (cookie) => () =>
      tradingBots({
        request: formRequest(
          "/trading-bots",
          { intent: "create", name: "Deneme", strategy: "signals", coins: "one", symbol: "BTCUSDT", budget: "100" },
          cookie,
        ),
        params: {},
        context,
      }),
  },
  {
    door: "the API deleting a bot",
    ready: async (cookie) => {
      const admin = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
      const created = await createBot(admin, {
        name: "Silinecek",
        symbols: ["BTCUSDT"],
        budget: 100,
        bot: { strategy: "signals", params: {} },
        public: false,
      });
      const id = created.ok ? created.id : 0;
      return () => apiBot({ request: jsonRequest(`/api/bots/${id}`, "DELETE", undefined, cookie), params: { id: String(id) }, context });
    },
  },
);

/** Forms posted to one page's action, by what each does; their fields are read once the test's rows are ready. */
function formWrites(page: string, action: Action, url: string, forms: Record<string, () => Promise<Record<string, string>>>): Write[] {
  return Object.entries(forms).map(([what, fields]) => ({
    door: `${page} ${what}`,
    ready: async (cookie) => {
      const values = await fields();
      return () => action({ request: formRequest(url, values, cookie), params: {}, context });
    },
  }));
}

async function firstId(table: "lessons" | "dictionary_terms" | "blog_posts") {
  const row = await db().selectFrom(table).select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  return String(row.id);
}

// Screens that are their entity's only door, and the public contact form.
writes.push(
  ...formWrites("the education screen", adminEducation, "/admin/education", {
    "adding a course": async () => ({ intent: "save-course", title: "Yeni Kurs", level: "orta", summary: "Özet", sort_order: "9" }),
    "deleting a lesson": async () => ({ intent: "delete-lesson", id: await firstId("lessons") }),
  }),
  ...formWrites("the dictionary screen", adminDictionary, "/admin/dictionary", {
    "adding a term": async () => ({ intent: "create", term: "Yeni Terim", short_definition: "Kısa tanım", explanation: "Uzun açıklama" }),
    "deleting a term": async () => ({ intent: "delete", id: await firstId("dictionary_terms") }),
  }),
  ...formWrites("the blog screen", adminBlog, "/admin/blog", {
    "adding a post": async () => ({ intent: "save-post", title: "Yeni Yazı", status: "draft" }),
    // No slug given: the post's new one is found inside the same transaction.
    "changing a post": async () => ({ intent: "save-post", id: await firstId("blog_posts"), title: "Değişen Yazı", status: "published" }),
    "adding a category": async () => ({ intent: "save-category", name: "Yeni Kategori" }),
  }),
  ...formWrites("the AI blog screen", adminBlogAi, "/admin/blog-ai", {
    "saving a draft": async () => ({ intent: "save", title: "AI Taslağı", content: "<p>Metin</p>" }),
  }),
  ...formWrites("the signals screen", adminSignals, "/admin/signals", { "turning generation off": async () => ({ intent: "disable" }) }),
  ...formWrites("the alerts screen", adminAlerts, "/admin/alerts", { "pausing every check": async () => ({ intent: "pause" }) }),
  ...formWrites("the bots screen", adminBots, "/admin/bots", { "pausing every bot": async () => ({ intent: "pause-all" }) }),
  ...formWrites("the contact page", contactPage, "/contact", {
    "receiving a visitor's message": async () => ({ name: "Ayşe Yılmaz", email: "ayse@example.com", message: "Merhaba, bir sorum var." }),
  }),
);

describe("every write records its activity inside its own transaction", () => {
  for (const write of writes) {
    it(`${write.door}: when the activity entry cannot be written, nothing is`, async () => {
      const cookie = await signIn("admin", "admin123");
      // Unread notifications, so that marking them all read changes something.
      await notifyAdmins({ title: "Okunmamış", message: "Deneme" });
      const run = await write.ready(cookie);
      const before = await everyRow();
      await refuseInserts("activity_log", "activity refused");
      await expect(answer(run)).rejects.toThrow(/activity refused/);
      expect(await everyRow()).toEqual(before);
    });
  }
});
