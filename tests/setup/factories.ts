import type { AlertInput } from "~/lib/alerts/schema";
import type { Database } from "~/lib/db-schema";
import type { TransactionInput } from "~/lib/portfolio/schema";
import { aboutLists, getAboutInfo, saveAboutInfo } from "~/models/about.server";
import { listActivities, type ActivityActor } from "~/models/activity.server";
import { getAdminAiSettings, updateAiSettings } from "~/models/ai.server";
import { alertsForExport, createAlert, deleteAlert } from "~/models/alerts.server";
import { deletePost, getPost, getPublishedPostBySlug, listPostsForAdmin, listPublishedPosts } from "~/models/blog.server";
import {
  getContactInfo,
  listContactMessages,
  receiveContactMessage,
  saveContactInfo,
  type NewContactMessage,
} from "~/models/contact.server";
import { deleteCpiMonth, listCpiMonths, saveCpiMonth } from "~/models/cpi.server";
import { listTerms } from "~/models/dictionary.server";
import { listCourses, listLessons } from "~/models/education.server";
import { footerLists } from "~/models/footer.server";
import { createHomeSection, deleteHomeSection, listHomeSections, updateHomeSection, type HomeSection } from "~/models/home.server";
import { deletePreset, listPresets } from "~/models/import-presets.server";
import { queueMail, type OutgoingMail } from "~/models/mail-outbox.server";
import { listNewsSources } from "~/models/news.server";
import { listNewsletterSubscribers, subscribeToNewsletter } from "~/models/newsletter.server";
import { deleteNftKey, saveNftSource } from "~/models/nft-source.server";
import { markAllNotificationsRead, listNotifications, notifyAdmins, type NotificationInput } from "~/models/notifications.server";
import { createTransaction, deleteTransaction, listTransactions } from "~/models/portfolio.server";
import { markSample } from "~/models/sample-content.server";
import {
  deletePageSeo,
  getGoogleServices,
  getSeoSettings,
  getStructuredData,
  listPageSeo,
  parseSocialProfiles,
  saveGoogleServices,
  saveSeoSettings,
  saveStructuredData,
  type GoogleServicesInput,
  type SeoSettingsInput,
  type StructuredDataInput,
} from "~/models/seo.server";
import { getSetting, setSetting } from "~/models/settings.server";
import { followSignal } from "~/models/signals.server";
import { setMaintenanceMode } from "~/models/system.server";
import { markUserNotificationsRead } from "~/models/user-notifications.server";
import { adminCreateUser, getUserByUsername, listUsers } from "~/models/users.server";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";

/**
 * Test factories (issue 47): a spec arranges and reads the server's data through the app's own
 * model functions, the one write path per entity, so a change records its activity and raises
 * the content version the server's caches read, as an admin's change would. The models run in
 * the Playwright worker, on the worker's server's SQLite file (`useServerDatabase`, called by the
 * `server` fixture). A step no model offers (a test-only reset) is one named function here:
 * specs hold no SQL.
 */

let openedOn: string | undefined;
/** The actors by username, read once per server (`actor`). */
const actors = new Map<string, ActivityActor>();

/**
 * Points this worker's models at the server's database file, with the server's secret (stored
 * keys decrypt alike) and password cost (an account made here is hashed as quickly).
 */
export function useServerDatabase(databasePath: string, server: { sessionSecret: string; scryptLogN: string }) {
  process.env.DATABASE_PATH = databasePath;
  process.env.SESSION_SECRET = server.sessionSecret;
  process.env.SCRYPT_LOG_N = server.scryptLogN;
  resetEnv();
  actors.clear();
  openedOn = databasePath;
}

/** Closes the models' connection when the worker's server stops. */
export async function closeServerDatabase() {
  openedOn = undefined;
  await closeDatabase();
}

/** The models' database, refused before the server fixture has named its file (else `db()` opens data/app.db). */
function database() {
  if (!openedOn) throw new Error("The factories need the worker's server: use the `server` (or `page`) fixture first.");
  return db();
}

/** A seeded account as the activity log's actor: the admin, unless a spec names another. */
async function actor(username = "admin"): Promise<ActivityActor> {
  database();
  let found = actors.get(username);
  if (!found) {
    const user = await getUserByUsername(username);
    if (!user) throw new Error(`No account ${username}`);
    found = { id: user.id, username: user.username };
    actors.set(username, found);
  }
  return found;
}

/** The id of a seeded (or factory-made) account. */
async function userId(username: string) {
  return (await actor(username)).id;
}

// ---------------------------------------------------------------- site switches

/** Switches maintenance mode as the admin's system screen does. */
export async function setMaintenance(on: boolean) {
  await setMaintenanceMode(on, await actor());
}

/** A setting's stored value. */
export function settingValue(key: string) {
  database();
  return getSetting(key);
}

/** Stores a setting (it raises the content version). */
export function storeSetting(key: string, value: string) {
  database();
  return setSetting(key, value);
}

/** Switches the AI provider on or off as the admin's AI screen does, keeping the rest; gives back whether it was on. */
export async function setAiEnabled(enabled: boolean): Promise<boolean> {
  database();
  const { api_key: _masked, has_key: _hasKey, configured: _configured, updated_at: _updatedAt, ...current } = await getAdminAiSettings();
  const result = await updateAiSettings({ ...current, enabled }, await actor());
  if (!result.ok) throw new Error(`AI settings refused: ${JSON.stringify(result)}`);
  return current.enabled;
}

/** Runs `body` with no AI provider connected (another spec of this worker may have connected one), then puts the switch back. */
export async function withoutAiProvider(body: () => Promise<void>) {
  const wasOn = await setAiEnabled(false);
  try {
    await body();
  } finally {
    await setAiEnabled(wasOn);
  }
}

// ---------------------------------------------------------------- site content

/** Changes Google services' fields as the admin's SEO screen does; gives back a function that restores them. */
export async function changeGoogleServices(changes: Partial<GoogleServicesInput>): Promise<() => Promise<void>> {
  database();
  const { id: _id, ...saved } = await getGoogleServices();
  await saveGoogleServices({ ...saved, ...changes }, await actor());
  return async () => {
    await saveGoogleServices(saved, await actor());
  };
}

/** Changes the about page's general info as its admin screen does (nothing, unless `changes` names it); gives back a function that restores it. */
export async function changeAboutInfo(changes: Partial<Omit<Awaited<ReturnType<typeof getAboutInfo>>, "id">> = {}) {
  database();
  const { id: _id, ...saved } = await getAboutInfo();
  if (Object.keys(changes).length > 0) await saveAboutInfo({ ...saved, ...changes }, await actor());
  return async () => {
    await saveAboutInfo(saved, await actor());
  };
}

/** Deletes the about page's team members with this name, as the admin's delete button does. */
export async function deleteTeamMembersNamed(name: string) {
  database();
  const admin = await actor();
  for (const member of await aboutLists.team.list()) if (member.name === name) await aboutLists.team.remove(member.id, admin);
}

/** Deletes the footer links with this title, as the admin's delete button does. */
export async function deleteFooterLinksTitled(title: string) {
  database();
  const admin = await actor();
  for (const link of await footerLists.links.list()) if (link.title === title) await footerLists.links.remove(link.id, admin);
}

/** Deletes a blog post as the admin's delete button does. */
export async function deleteBlogPost(id: number) {
  database();
  await deletePost(id, await actor());
}

/** Changes the SEO settings' fields as the admin's general tab does; gives back a function that restores them. */
export async function changeSeoSettings(changes: Partial<SeoSettingsInput> = {}) {
  database();
  const { id: _id, ...saved } = await getSeoSettings();
  if (Object.keys(changes).length > 0) await saveSeoSettings({ ...saved, ...changes }, await actor());
  return async () => {
    await saveSeoSettings(saved, await actor());
  };
}

/** Changes the organisation's structured data as the admin's screen does. */
export async function changeStructuredData(changes: Partial<StructuredDataInput>) {
  database();
  const { id: _id, ...current } = await getStructuredData();
  const next = { ...current, ...changes };
  await saveStructuredData({ ...next, social_profiles: parseSocialProfiles(next.social_profiles) }, await actor());
}

/** Deletes the page SEO entry of `path`, if there is one, as the admin's delete button does. */
export async function deletePageSeoOf(path: string) {
  database();
  const admin = await actor();
  for (const entry of await listPageSeo()) if (entry.page_path === path) await deletePageSeo(entry.id, admin);
}

/** Puts the contact card back as it was saved, still marked sample content as the seed left it. */
export async function restoreSampleContactInfo(info: Awaited<ReturnType<typeof getContactInfo>>) {
  database();
  await saveContactInfo(info, await actor());
  await markSample(database(), "contact_info", [1]);
}

/** The contact card as stored. */
export function contactInfo() {
  database();
  return getContactInfo();
}

// ---------------------------------------------------------------- sources and the mail queue

/** Leaves the NFT page without an admin's source (no key, no address), as an admin's emptied form would. */
export async function unsetNftSource() {
  database();
  const admin = await getUserByUsername("admin");
  if (!admin) throw new Error("No admin account");
  await deleteNftKey(admin);
  const saved = await saveNftSource({ format: "coingecko", base_url: "", api_key: "" }, admin);
  if (!saved.ok) throw new Error(saved.message);
}

/**
 * A mail some feature queued and the relay refused for good, after `tries` tries: queued and
 * marked failed in one transaction, so the server's mail worker never sees it pending (no model
 * fails a mail without sending it).
 */
export async function arrangeFailedMail(mail: OutgoingMail, failure: { tries: number; lastError: string }) {
  await database()
    .transaction()
    .execute(async (trx) => {
      const id = await queueMail(trx, mail);
      await trx
        .updateTable("mail_outbox")
        .set({ state: "failed", tries: failure.tries, last_error: failure.lastError })
        .where("id", "=", id)
        .execute();
    });
}

/**
 * Sets aside everything the news reader stored, as on a server that never reached its feeds:
 * the headlines go and no source counts as reached (no model forgets a successful read).
 */
export async function forgetNewsReads() {
  await database()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("news_items").execute();
      await trx
        .updateTable("news_sources")
        .set({ last_success_at: null, last_fetch_ok: 0 })
        .where("last_fetch_at", "is not", null)
        .execute();
    });
}

/** The news sources, as the admin's list reads them. */
export function newsSources() {
  database();
  return listNewsSources();
}

// ---------------------------------------------------------------- home sections

/** Every home section in its order. */
export function homeSections(): Promise<HomeSection[]> {
  database();
  return listHomeSections();
}

/** Changes one home section's fields as the admin's home screen does. */
export async function changeHomeSection(id: number, changes: Parameters<typeof updateHomeSection>[1]) {
  database();
  await updateHomeSection(id, changes, await actor());
}

/** Changes every section `change` names (by type), runs `body`, then puts their visibility, order and content back. */
export async function withHomeSections(
  change: (section: HomeSection) => Parameters<typeof updateHomeSection>[1] | undefined,
  body: () => Promise<void>,
) {
  const saved = await homeSections();
  const changed: HomeSection[] = [];
  try {
    for (const section of saved) {
      const changes = change(section);
      if (!changes) continue;
      changed.push(section);
      await changeHomeSection(section.id, changes);
    }
    await body();
  } finally {
    for (const section of changed) {
      await changeHomeSection(section.id, { enabled: section.enabled === 1, sort_order: section.sort_order, content: section.content });
    }
  }
}

/** Adds a home section at the end, as the admin's "new section" form does; gives back its id. */
export async function createSection(input: Parameters<typeof createHomeSection>[0]) {
  database();
  return (await createHomeSection(input, await actor())).id;
}

/** Deletes a home section as the admin's screen does. */
export async function deleteSection(id: number) {
  database();
  await deleteHomeSection(id, await actor());
}

// ---------------------------------------------------------------- notifications

/** A notification for the admins, as the server raises one; gives back its id. */
export async function createNotification(input: NotificationInput) {
  database();
  await notifyAdmins(input);
  const { notifications } = await listNotifications({ search: input.title, limit: 1 });
  return notifications[0].id;
}

/** Marks every notification read, as the admin's "mark all read" does. */
export async function markNotificationsRead() {
  database();
  await markAllNotificationsRead(await actor());
}

/** How many notifications match `filters` (the admin list's own query). */
export async function countNotifications(filters: Parameters<typeof listNotifications>[0] = {}) {
  database();
  return (await listNotifications(filters)).pagination.total;
}

// ---------------------------------------------------------------- newsletter

/** A newsletter sign-up, as the footer form makes it (pending, a confirmation mail queued). */
export async function subscribe(email: string) {
  database();
  await subscribeToNewsletter(email);
}

/** The subscribers with exactly this address (the admin's search, narrowed to the whole address). */
export async function subscribersWith(email: string) {
  database();
  const found = await listNewsletterSubscribers({ q: email });
  return found.filter((row) => row.email === email.toLowerCase());
}

/** The status of the subscriber with exactly this address, undefined when there is none. */
export async function subscriberStatus(email: string) {
  const [subscriber] = await subscribersWith(email);
  return subscriber?.status;
}

/** Forgets every digest sent, so this week's goes out again (no model deletes a sent digest). */
export async function forgetSentDigests() {
  await database().deleteFrom("newsletter_digests").execute();
}

// ---------------------------------------------------------------- TÜFE

/** Deletes every TÜFE month, as the admin's delete button would one by one. */
export async function clearCpiMonths() {
  database();
  const admin = await actor();
  for (const row of await listCpiMonths()) await deleteCpiMonth(row.id, admin);
}

/** Enters one month of TÜFE as the admin's form does. */
export async function enterCpiMonth(month: string, value: number, source = "TÜİK") {
  database();
  const result = await saveCpiMonth(undefined, { month, value, source }, await actor());
  if (!result.ok) throw new Error(`TÜFE month refused: ${JSON.stringify(result)}`);
}

// ---------------------------------------------------------------- contact

/** A visitor's contact message, as the contact form sends it (the admins are notified too). */
export async function sendContactMessage(input: NewContactMessage) {
  database();
  return receiveContactMessage(input);
}

// ---------------------------------------------------------------- alerts and a user's notices

/**
 * Sets a price alert for `username` as the alert form does. The market is given as unknown, so
 * the alert waits armed whatever the price is now, as one set before the price crossed.
 */
export async function setAlert(username: string, input: Omit<AlertInput, "band" | "note"> & Partial<Pick<AlertInput, "band" | "note">>) {
  database();
  const written = await createAlert(
    await userId(username),
    { band: null, note: "", ...input },
    { source: "stale", coins: new Map(), usdTry: null },
  );
  if (!written.ok) throw new Error(written.message);
  return written.alert.id;
}

/** Deletes every alert of `username`, as the delete button would one by one. */
export async function deleteAlertsOf(username: string) {
  database();
  const id = await userId(username);
  for (const alert of await alertsForExport(id)) await deleteAlert(id, alert.id);
}

/** Deletes every user's alerts: a test-only reset, no model deletes other users' alerts. */
export async function deleteAllAlerts() {
  await database().deleteFrom("price_alerts").execute();
}

/** Deletes `username`'s notices (alerts fired, signals closed): a test-only reset, no model deletes them. */
export async function deleteUserNotificationsOf(username: string) {
  const id = await userId(username);
  await database().deleteFrom("user_notifications").where("user_id", "=", id).execute();
}

/** Marks every notice of `username` read, as the notifications page's button does. */
export async function markUserNoticesRead(username: string) {
  database();
  await markUserNotificationsRead(await userId(username));
}

// ---------------------------------------------------------------- signals

/**
 * An open signal for `symbol` as the market would have left it: opened two hours ago, its band
 * noted then, so the next live snapshot may move it; an older open signal of the coin is closed.
 * No model writes a signal with a chosen past, so this one arrangement is written here; gives its id.
 */
export async function arrangeOpenSignal(symbol: string, band: string, openPrice: number) {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const openedAt = hoursAgo(2);
  return database()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("signals")
        .set((eb) => ({ close_price: eb.ref("open_price"), closed_at: hoursAgo(1) }))
        .where("symbol", "=", symbol)
        .where("closed_at", "is", null)
        .execute();
      const { id } = await trx
        .insertInto("signals")
        .values({
          symbol,
          direction: "buy",
          from_band: "Bekle",
          to_band: band,
          score: 85,
          open_price: openPrice,
          opened_at: openedAt,
          reasons: JSON.stringify(["Güçlü yükseliş: test"]),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("signal_bands")
        .values({ symbol, band, last_signal_at: openedAt })
        .onConflict((oc) => oc.column("symbol").doUpdateSet({ band, last_signal_at: openedAt }))
        .execute();
      return id;
    });
}

/** `username` follows the signal, as its follow button does. */
export async function follow(username: string, signalId: number) {
  database();
  const result = await followSignal(await userId(username), signalId);
  if (result !== "followed") throw new Error(`Following signal ${signalId}: ${result}`);
}

// ---------------------------------------------------------------- accounts and portfolios

/** An account of the test's own (created once, as an admin would), with `password`; gives its id. */
export async function ensureAccount(username: string, password: string) {
  database();
  const existing = await getUserByUsername(username);
  if (existing) return existing.id;
  const created = await adminCreateUser({ username, email: `${username}@example.com`, password }, await actor());
  if (!created.ok) throw new Error(created.message);
  return created.user.id;
}

/** Deletes `username`'s portfolio transactions (of `symbol` only, when named), newest first so each delete keeps the history valid. */
export async function deleteTransactionsOf(username: string, symbol?: string) {
  database();
  const id = await userId(username);
  const rows = (await listTransactions(id)).filter((row) => symbol === undefined || row.symbol === symbol);
  for (const row of rows.reverse()) {
    const deleted = await deleteTransaction(id, row.id);
    if (!deleted?.ok) throw new Error(`Deleting transaction ${row.id}: ${deleted ? deleted.message : "not found"}`);
  }
}

/** Adds a portfolio transaction for `username` as the tracker's form does (fee 0 and no note unless given). */
export async function addTransaction(
  username: string,
  input: Omit<TransactionInput, "fee" | "note"> & Partial<Pick<TransactionInput, "fee" | "note">>,
) {
  database();
  const written = await createTransaction(await userId(username), { fee: 0, note: "", ...input });
  if (!written.ok) throw new Error(written.message);
  return written.transaction.id;
}

/** `username`'s transactions in date order, as the tracker lists them. */
export async function transactionsOf(username: string) {
  database();
  return listTransactions(await userId(username));
}

/** Deletes `username`'s saved import mapping with this name, if there is one. */
export async function deletePresetNamed(username: string, name: string) {
  database();
  const id = await userId(username);
  for (const preset of await listPresets(id)) if (preset.name === name) await deletePreset(id, preset.id);
}

// ---------------------------------------------------------------- reads for assertions

/** One seeded value for each kind of page parameter (a post, a term, a course, a lesson). */
export async function seededSlugs() {
  database();
  const [post] = await listPublishedPosts();
  const [term] = await listTerms();
  const courses = await listCourses();
  const course = courses.find((row) => Number(row.lesson_count) > 0) ?? courses[0];
  const [lesson] = await listLessons(course.id);
  return { post: post.slug, term: term.slug, course: course.slug, lesson: lesson.slug };
}

/** A published post as its public page reads it (views and likes included). */
export async function publishedPost(slug: string) {
  database();
  const post = await getPublishedPostBySlug(slug);
  if (!post) throw new Error(`No published post ${slug}`);
  return post;
}

/** The contact inbox's messages matching `filters`, newest first. */
export function contactMessages(filters: Parameters<typeof listContactMessages>[0]) {
  database();
  return listContactMessages(filters);
}

/** A post (draft or published) with this exact title, as stored. */
export async function postTitled(title: string) {
  database();
  const listed = (await listPostsForAdmin({ q: title })).find((post) => post.title === title);
  return listed && getPost(listed.id);
}

/** How many activity log entries have this action (the log screen's own filter). */
export async function countActivities(action: string) {
  database();
  return (await listActivities({ action, limit: 1 })).pagination.total;
}

/** The newest notification about this kind of thing (`related_type`), as the admins' list holds it. */
export async function latestNotificationAbout(relatedType: string) {
  database();
  const { notifications } = await listNotifications({ limit: 100 });
  return notifications.find((notification) => notification.related_type === relatedType);
}

/** The accounts the admin's user table lists for these filters (`q`: part of a username or e-mail). */
export function users(filters: Parameters<typeof listUsers>[0] = {}) {
  database();
  return listUsers(filters);
}

/**
 * How many rows a table holds, counted apart from any model: the oracle for a figure a page
 * computes with the model's own count, which would otherwise be checked against itself.
 */
export async function countRows(table: keyof Database) {
  const row = await database()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
