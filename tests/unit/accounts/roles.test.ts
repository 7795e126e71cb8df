import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../setup/http-server";
import { signInOver } from "../../setup/requests";

/**
 * Every route whose answer depends on who asks, tried as a visitor, a signed-in
 * user without the admin role (ayse, id 3) and an admin. Writes are sent with a
 * body that fails validation or an id that does not exist, so the admin's answer
 * (400/404) shows the request got past the role check without changing anything.
 * The last test derives the role-dependent route modules from app/routes and
 * fails when one of them has no row here.
 */

type Role = "visitor" | "user" | "admin";
type Statuses = [visitor: number, user: number, admin: number];

interface Row {
  /** The route module (file or folder name in app/routes) the row covers. */
  route: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  status: Statuses;
  /** Text in the answer that only these roles may see (and the others must not). */
  only?: { text: string; roles: Role[] };
}

const ADMIN_PAGE: Statuses = [302, 302, 200];
const ADMIN_API: Statuses = [401, 403, 200];
const USER_PAGE: Statuses = [302, 200, 200];
const USER_API: Statuses = [401, 200, 200];
const PUBLIC: Statuses = [200, 200, 200];
const adminWrite = (adminStatus: number): Statuses => [401, 403, adminStatus];
const NO_ID = 999_999;

const adminPages: [route: string, path: string][] = [
  ["admin._index.tsx", "/admin"],
  ["admin.alerts", "/admin/alerts"],
  ["admin.tsx", "/admin/users"],
  ["admin.about", "/admin/about"],
  ["admin.blog", "/admin/blog"],
  ["admin.blog-ai", "/admin/blog-ai"],
  ["admin.bots", "/admin/bots"],
  ["admin.contact", "/admin/contact/info"],
  ["admin.contact._index", "/admin/contact"],
  ["admin.contact.info", "/admin/contact/info"],
  ["admin.dictionary", "/admin/dictionary"],
  ["admin.education", "/admin/education"],
  ["admin.education.lessons", "/admin/education/lessons"],
  ["admin.education.questions", "/admin/education/questions"],
  ["admin.faq", "/admin/faq"],
  ["admin.footer", "/admin/footer"],
  ["admin.home-layout", "/admin/home-layout"],
  ["admin.launches", "/admin/launches"],
  ["admin.logs.tsx", "/admin/logs"],
  ["admin.mail", "/admin/mail"],
  ["admin.news-sources", "/admin/news-sources"],
  ["admin.newsletter", "/admin/newsletter"],
  ["admin.newsletter[.]csv.tsx", "/admin/newsletter.csv"],
  ["admin.nft-source", "/admin/nft-source"],
  ["admin.notifications", "/admin/notifications"],
  ["admin.openai-settings", "/admin/openai-settings"],
  ["admin.research", "/admin/research"],
  ["admin.seo", "/admin/seo"],
  ["admin.settings", "/admin/settings"],
  ["admin.signals", "/admin/signals"],
  ["admin.update", "/admin/update"],
  ["admin.users", "/admin/users"],
  ["admin.backups", "/admin/backups"],
  ["admin.setup.tsx", "/admin/setup"],
  ["admin.send-networks", "/admin/send-networks"],
  ["admin.cpi", "/admin/cpi"],
];

const table: Row[] = [
  ...adminPages.map(([route, path]): Row => ({ route, path, status: ADMIN_PAGE })),
  // An admin screen's action: the role is checked before the (unknown) intent.
  { route: "admin.sidebar.tsx", method: "POST", path: "/admin/sidebar", form: { collapsed: "true" }, status: [302, 302, 302] },
  { route: "admin.users", method: "POST", path: "/admin/users", form: { intent: "yok" }, status: [302, 302, 400] },
  { route: "admin.mail", method: "POST", path: "/admin/mail", form: { intent: "resend", id: String(NO_ID) }, status: [302, 302, 404] },
  { route: "admin.backups", method: "POST", path: "/admin/backups", form: { intent: "yok" }, status: [302, 302, 400] },
  // No backup 999 exists: the admin gets 404, everyone else is sent to sign in first.
  { route: "admin.backups_.$id.download.tsx", path: "/admin/backups/999/download", status: [302, 302, 404] },

  // Pages of the signed-in user.
  { route: "account", path: "/account", status: USER_PAGE },
  { route: "account", method: "POST", path: "/account", form: { intent: "yok" }, status: [302, 400, 400] },
  {
    route: "account_.export[.]json.tsx",
    path: "/account/export.json",
    status: USER_PAGE,
    only: { text: '"profile"', roles: ["user", "admin"] },
  },
  { route: "notifications.tsx", path: "/notifications", status: USER_PAGE },
  { route: "alerts", path: "/alerts", status: USER_PAGE },
  { route: "tx-watches", path: "/tx-watches", status: USER_PAGE },
  {
    route: "portfolio-tracker",
    path: "/portfolio-tracker",
    status: PUBLIC,
    only: { text: "Örnek portföyün varlıkları", roles: ["visitor"] },
  },
  { route: "portfolio-tracker[.]csv.tsx", path: "/portfolio-tracker.csv", status: USER_PAGE },
  { route: "portfolio-tracker_.import", path: "/portfolio-tracker/import", status: USER_PAGE },
  { route: "signals.followed.tsx", path: "/signals/followed", status: USER_PAGE },
  { route: "watchlists._index", path: "/watchlists", status: USER_PAGE },
  // Another user's list and a list that does not exist answer alike.
  { route: "watchlists.$id", path: `/watchlists/${NO_ID}`, status: [302, 404, 404] },
  { route: "trading-bots._index", path: "/trading-bots", status: USER_PAGE },
  { route: "trading-bots._index", method: "POST", path: "/trading-bots", form: { intent: "create" }, status: [302, 400, 400] },
  // Someone else's bot, or none, is not found; a public one shows to anyone.
  { route: "trading-bots.$id", path: `/trading-bots/${NO_ID}`, status: [404, 404, 404] },
  { route: "trading-bots.$id", method: "POST", path: `/trading-bots/${NO_ID}`, form: { intent: "pause" }, status: [302, 404, 404] },

  // Public pages that show an admin more.
  { route: "launch-tracker", path: "/launch-tracker", status: PUBLIC, only: { text: "/admin/launches?new=1", roles: ["admin"] } },
  { route: "nft-analytics", path: "/nft-analytics", status: PUBLIC, only: { text: "hasKey", roles: ["admin"] } },
  { route: "ai-chat", path: "/ai-chat", status: PUBLIC, only: { text: "/admin/openai-settings", roles: ["admin"] } },

  // JSON reads whose content depends on the role.
  { route: "api.blog.posts.tsx", path: "/api/blog/posts", status: PUBLIC, only: { text: '"status":"draft"', roles: ["admin"] } },
  {
    route: "api.blog.posts.$id.tsx",
    path: "/api/blog/posts/3",
    status: [404, 404, 200],
    only: { text: '"status":"draft"', roles: ["admin"] },
  },
  { route: "api.openai.settings.tsx", path: "/api/openai/settings", status: PUBLIC, only: { text: '"api_key"', roles: ["admin"] } },
  // The provider's model list: admin only; the seeded site has no key, so the admin hears 503.
  { route: "api.openai.models.tsx", path: "/api/openai/models", status: [401, 403, 503] },
  // Without a provider the chat answers from the site; only an admin is shown where to connect one.
  {
    route: "api.ai.chat.tsx",
    method: "POST",
    path: "/api/ai/chat",
    json: { message: "Bitcoin nedir?" },
    status: PUBLIC,
    only: { text: "/admin/openai-settings", roles: ["admin"] },
  },
  { route: "api.system-info.tsx", path: "/api/system-info", status: PUBLIC, only: { text: "current_version", roles: ["admin"] } },
  { route: "api.seo.settings.tsx", path: "/api/seo/settings", status: PUBLIC, only: { text: "robots", roles: ["admin"] } },
  { route: "api.home.sections.tsx", path: "/api/home/sections", status: PUBLIC },
  { route: "api.home.sections.$id.tsx", path: "/api/home/sections/1", status: PUBLIC },
  { route: "api.faqs.tsx", path: "/api/faqs?admin=true", status: ADMIN_API },
  { route: "api.faqs.tsx", path: "/api/faqs", status: PUBLIC },
  {
    route: "api.users.$id.tsx",
    path: "/api/users/3",
    status: [401, 200, 200],
    only: { text: '"username":"ayse"', roles: ["user", "admin"] },
  },
  { route: "api.users.$id.tsx", path: "/api/users/2", status: [401, 403, 200] },

  // Admin-only JSON reads.
  { route: "api.contacts.tsx", path: "/api/contacts", status: ADMIN_API },
  { route: "api.contacts.$id.tsx", path: `/api/contacts/${NO_ID}`, status: adminWrite(404) },
  { route: "api.dashboard.activities.tsx", path: "/api/dashboard/activities", status: ADMIN_API },
  { route: "api.dashboard.stats.tsx", path: "/api/dashboard/stats", status: ADMIN_API },
  { route: "api.notifications.tsx", path: "/api/notifications", status: ADMIN_API },
  { route: "api.notifications.stats.tsx", path: "/api/notifications/stats", status: ADMIN_API },
  { route: "api.notifications.$id.tsx", path: `/api/notifications/${NO_ID}`, status: adminWrite(404) },
  { route: "api.update-logs.tsx", path: "/api/update-logs", status: ADMIN_API },
  { route: "api.users.tsx", path: "/api/users", status: ADMIN_API },
  { route: "api.users.username.$username.tsx", path: "/api/users/username/ahmet", status: ADMIN_API },
  { route: "api.seo.google-services.tsx", path: "/api/seo/google-services", status: ADMIN_API },
  { route: "api.settings.tsx", path: "/api/settings", status: ADMIN_API, only: { text: '"settings"', roles: ["admin"] } },
  { route: "api.settings.$key.tsx", path: "/api/settings/site_name", status: ADMIN_API },

  // Published SEO data is public to read.
  { route: "api.seo.pages.tsx", path: "/api/seo/pages", status: PUBLIC },
  { route: "api.seo.pages.$id.tsx", path: `/api/seo/pages/${NO_ID}`, status: [404, 404, 404] },
  { route: "api.seo.structured-data.tsx", path: "/api/seo/structured-data", status: PUBLIC },

  // Admin-only writes.
  { route: "api.about.info.tsx", method: "POST", path: "/api/about/info", json: { title: 5 }, status: adminWrite(400) },
  { route: "api.blog.categories.tsx", method: "POST", path: "/api/blog/categories", json: {}, status: adminWrite(400) },
  { route: "api.blog.categories.$id.tsx", method: "DELETE", path: `/api/blog/categories/${NO_ID}`, status: adminWrite(404) },
  { route: "api.blog.posts.tsx", method: "POST", path: "/api/blog/posts", json: {}, status: adminWrite(400) },
  { route: "api.blog.posts.$id.tsx", method: "PUT", path: "/api/blog/posts/3", json: {}, status: adminWrite(400) },
  { route: "api.blog.posts.$id.tsx", method: "DELETE", path: `/api/blog/posts/${NO_ID}`, status: adminWrite(404) },
  { route: "api.contact-info.tsx", method: "PUT", path: "/api/contact-info", json: {}, status: adminWrite(400) },
  { route: "api.contacts.$id.tsx", method: "DELETE", path: `/api/contacts/${NO_ID}`, status: adminWrite(404) },
  { route: "api.faqs.tsx", method: "POST", path: "/api/faqs", json: {}, status: adminWrite(400) },
  { route: "api.faqs.$id.tsx", method: "DELETE", path: `/api/faqs/${NO_ID}`, status: adminWrite(404) },
  { route: "api.footer.$part.tsx", method: "POST", path: "/api/footer/links", json: {}, status: adminWrite(400) },
  { route: "api.footer.$part.$id.tsx", method: "DELETE", path: `/api/footer/links/${NO_ID}`, status: adminWrite(404) },
  { route: "api.home.sections.tsx", method: "POST", path: "/api/home/sections", json: {}, status: adminWrite(400) },
  { route: "api.home.sections.$id.tsx", method: "DELETE", path: `/api/home/sections/${NO_ID}`, status: adminWrite(404) },
  { route: "api.notifications.$id_.read.tsx", method: "PATCH", path: `/api/notifications/${NO_ID}/read`, status: adminWrite(404) },
  { route: "api.notifications.read-all.tsx", method: "PATCH", path: "/api/notifications/read-all", status: adminWrite(200) },
  // The seeded site has no active subscriber: the admin's send queues nothing and answers 200.
  { route: "api.newsletter.digest.tsx", method: "POST", path: "/api/newsletter/digest", json: {}, status: adminWrite(200) },
  { route: "api.openai.settings.tsx", method: "PUT", path: "/api/openai/settings", json: { max_tokens: "x" }, status: adminWrite(400) },
  { route: "api.openai.test", method: "POST", path: "/api/openai/test", json: { base_url: "ftp://x" }, status: adminWrite(400) },
  { route: "api.ai.generate-blog.tsx", method: "POST", path: "/api/ai/generate-blog", json: {}, status: adminWrite(400) },
  { route: "api.ai.suggest-titles.tsx", method: "POST", path: "/api/ai/suggest-titles", json: {}, status: adminWrite(400) },
  { route: "api.auto-update.tsx", method: "PUT", path: "/api/auto-update", json: {}, status: adminWrite(400) },
  { route: "api.maintenance-mode.tsx", method: "PUT", path: "/api/maintenance-mode", json: {}, status: adminWrite(400) },
  { route: "api.check-updates.tsx", method: "POST", path: "/api/check-updates", json: {}, status: adminWrite(502) },
  { route: "api.system-update.tsx", method: "POST", path: "/api/system-update", json: {}, status: adminWrite(400) },
  { route: "api.seo.settings.tsx", method: "POST", path: "/api/seo/settings", json: { robots_txt: 5 }, status: adminWrite(400) },
  {
    route: "api.settings.$key.tsx",
    method: "PUT",
    path: "/api/settings/max_api_requests_per_hour",
    json: { value: "0" },
    status: adminWrite(400),
  },
  {
    route: "api.seo.google-services.tsx",
    method: "POST",
    path: "/api/seo/google-services",
    json: { analytics_id: 5 },
    status: adminWrite(400),
  },
  { route: "api.seo.pages.tsx", method: "POST", path: "/api/seo/pages", json: {}, status: adminWrite(400) },
  { route: "api.seo.pages.$id.tsx", method: "DELETE", path: `/api/seo/pages/${NO_ID}`, status: adminWrite(404) },
  {
    route: "api.seo.structured-data.tsx",
    method: "POST",
    path: "/api/seo/structured-data",
    json: { org_email: "x" },
    status: adminWrite(400),
  },
  { route: "api.users.tsx", method: "POST", path: "/api/users", json: {}, status: adminWrite(400) },
  { route: "api.users.$id.tsx", method: "PUT", path: "/api/users/3", json: { role: "admin", email: "x" }, status: adminWrite(400) },
  { route: "api.users.$id.tsx", method: "DELETE", path: `/api/users/${NO_ID}`, status: adminWrite(404) },
  { route: "api.users.$id.password.tsx", method: "PUT", path: "/api/users/3/password", json: {}, status: adminWrite(400) },

  // JSON of the signed-in user.
  { route: "api.portfolio.summary.tsx", path: "/api/portfolio/summary", status: USER_API },
  { route: "api.portfolio.transactions.tsx", path: "/api/portfolio/transactions", status: USER_API },
  { route: "api.portfolio.transactions.tsx", method: "POST", path: "/api/portfolio/transactions", json: {}, status: [401, 400, 400] },
  { route: "api.portfolio.transactions.$id.tsx", path: `/api/portfolio/transactions/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.signals.followed.tsx", path: "/api/signals/followed", status: USER_API },
  { route: "api.alerts.tsx", path: "/api/alerts", status: USER_API },
  { route: "api.alerts.tsx", method: "POST", path: "/api/alerts", json: {}, status: [401, 400, 400] },
  { route: "api.alerts.$id.tsx", path: `/api/alerts/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.alerts.$id.tsx", method: "PUT", path: `/api/alerts/${NO_ID}`, json: {}, status: [401, 404, 404] },
  { route: "api.alerts.$id.tsx", method: "DELETE", path: `/api/alerts/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.watchlists.tsx", path: "/api/watchlists", status: USER_API },
  { route: "api.watchlists.tsx", method: "POST", path: "/api/watchlists", json: {}, status: [401, 400, 400] },
  { route: "api.watchlists.$id.tsx", path: `/api/watchlists/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.watchlists.$id.tsx", method: "DELETE", path: `/api/watchlists/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.signals.$id_.follow.tsx", method: "POST", path: `/api/signals/${NO_ID}/follow`, status: [401, 404, 404] },
  { route: "api.bots.tsx", path: "/api/bots", status: USER_API },
  { route: "api.bots.tsx", method: "POST", path: "/api/bots", json: {}, status: [401, 400, 400] },
  { route: "api.bots.$id.tsx", path: `/api/bots/${NO_ID}`, status: [401, 404, 404] },
  { route: "api.bots.$id.tsx", method: "PUT", path: `/api/bots/${NO_ID}`, json: { status: "paused" }, status: [401, 404, 404] },
  { route: "api.bots.$id.tsx", method: "DELETE", path: `/api/bots/${NO_ID}`, status: [401, 404, 404] },
];

let server: RunningServer;
const cookies: Record<Role, string> = { visitor: "", user: "", admin: "" };

beforeAll(async () => {
  server = await startAppServer();
  [cookies.user, cookies.admin] = await Promise.all([
    signInOver(server.url, "ayse", "ayse123"),
    signInOver(server.url, "admin", "admin123"),
  ]);
});
afterAll(() => server.stop());

async function ask(row: Row, role: Role) {
  const headers: Record<string, string> = { cookie: cookies[role] };
  let body: string | undefined;
  if (row.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(row.json);
  } else if (row.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(row.form).toString();
  }
  const response = await fetch(`${server.url}${row.path}`, { method: row.method ?? "GET", headers, body, redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location") ?? "", text: await response.text() };
}

describe("one table of the role-dependent routes, each tried as visitor, user and admin", () => {
  it.each(table.map((row) => [`${row.method ?? "GET"} ${row.path}`, row] as const))("%s", async (_name, row) => {
    const roles: Role[] = ["visitor", "user", "admin"];
    for (const [index, role] of roles.entries()) {
      const answer = await ask(row, role);
      expect(answer.status, `${role}: ${answer.text.slice(0, 200)}`).toBe(row.status[index]);
      // Pages send a visitor to the sign-in form and a user without the role home.
      if (answer.status === 302 && (row.method ?? "GET") === "GET") {
        expect(answer.location, role).toBe(role === "visitor" ? `/login?redirectTo=${encodeURIComponent(row.path)}` : "/");
      }
      if (row.only) expect(answer.text.includes(row.only.text), `${role} sees ${row.only.text}`).toBe(row.only.roles.includes(role));
    }
  });

  it("has a row for every route module that asks for the user or the role", () => {
    const routesDir = path.resolve(__dirname, "../../../app/routes");
    const source = (entry: string) => {
      const full = path.join(routesDir, entry);
      if (!fs.statSync(full).isDirectory()) return fs.readFileSync(full, "utf8");
      return fs
        .readdirSync(full)
        .map((file) => fs.readFileSync(path.join(full, file), "utf8"))
        .join("\n");
    };
    const dependsOnRole = /requireAdmin|requireUser|handleIntents|apiAction\(|role [!=]==/;
    const covered = new Set(table.map((row) => row.route));
    const missing = fs.readdirSync(routesDir).filter((entry) => dependsOnRole.test(source(entry)) && !covered.has(entry));
    expect(missing).toEqual([]);
  });
});
