import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, PriceAlertsTable } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { composeMail } from "~/lib/mail/compose";
import { coinLink, coinOf, describeAlert, firedMessage, formatAlertPrice } from "~/lib/alerts/format";
import {
  ALERT_MAILS_PER_HOUR,
  armedWhenSet,
  decideAlert,
  MAX_ACTIVE_ALERTS,
  MAX_ALERTS,
  type AlertCondition,
  type AlertCurrency,
  type AlertSnapshot,
  type LiraSource,
} from "~/lib/alerts/rules";
import type { AlertInput } from "~/lib/alerts/schema";
import { pageWindow } from "~/lib/pagination";
import { mailUrl, queueMail } from "./mail-outbox.server";
import { adminSwitch } from "./settings.server";
import { getSeoSettings } from "./seo.server";
import { lockOwner } from "./owner-lock.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

// Every query of a user's alerts names the owner (`user_id = ?`): an id alone never reaches another user's row.

export const ALERTS_PAUSED_KEY = "alerts_paused";
export const ALERTS_PAGE_SIZE = 25;
export const ALERT_MAIL_KIND = "alert";
const ALERT_SUMMARY_MAIL_KIND = "alert-summary";

/** An alert as the JSON API shows it (CONTRACT.md): `value` is the band name for a band alert. */
export interface Alert {
  id: number;
  symbol: string;
  condition: AlertCondition;
  value: number | string;
  currency: AlertCurrency;
  note: string;
  active: boolean;
  triggeredAt: string | null;
  triggeredPrice: number | null;
}

/** What the alerts page shows besides: whether it waits to fire, and when it was set. */
export interface AlertView extends Alert {
  /** Which lira price a TRY price alert watches: "converted" (dollar × USDT/TRY) or "btcturk"; its description says so. */
  liraSource: LiraSource;
  armed: boolean;
  band: string | null;
  threshold: number | null;
  createdAt: string;
  /** "BTC fiyatı 65.000 $ üstüne çıkınca". */
  description: string;
}

const columns = [
  "id",
  "symbol",
  "condition",
  "value",
  "band",
  "currency",
  "lira_source",
  "note",
  "active",
  "armed",
  "triggered_at",
  "triggered_price",
  "created_at",
] as const;

type Row = Pick<Selectable<PriceAlertsTable>, (typeof columns)[number]>;

function toView(row: Row): AlertView {
  return {
    id: row.id,
    symbol: row.symbol,
    condition: row.condition,
    value: row.condition === "band" ? (row.band ?? "") : (row.value ?? 0),
    currency: row.currency,
    liraSource: row.lira_source,
    note: row.note,
    active: row.active === 1,
    triggeredAt: row.triggered_at,
    triggeredPrice: row.triggered_price,
    armed: row.armed === 1,
    band: row.band,
    threshold: row.value,
    createdAt: row.created_at,
    description: describeAlert({ ...row, liraSource: row.lira_source }),
  };
}

/** The API's shape: exactly the contract's fields. */
export function toApiAlert(view: AlertView): Alert {
  const { id, symbol, condition, value, currency, note, active, triggeredAt, triggeredPrice } = view;
  return { id, symbol, condition, value, currency, note, active, triggeredAt, triggeredPrice };
}

function ownRows(executor: Kysely<Database>, userId: number) {
  return executor.selectFrom("price_alerts").where("user_id", "=", userId);
}

/** A page of the user's alerts, active ones first, newest first. */
export async function listAlertsPage(userId: number, page: number) {
  const { n } = await ownRows(db(), userId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const { offset, ...pagination } = pageWindow(Number(n), page, ALERTS_PAGE_SIZE);
  const rows = await ownRows(db(), userId)
    .select(columns)
    .orderBy("active", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ALERTS_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { alerts: rows.map(toView), pagination };
}

/** One of the user's alerts, or undefined when the user has none with this id. */
export async function getAlert(userId: number, id: number): Promise<AlertView | undefined> {
  const row = await ownRows(db(), userId).select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** The user's alerts for the account export: every column the user gave or the site recorded. */
export async function alertsForExport(userId: number) {
  const rows = await ownRows(db(), userId)
    .select([...columns, "updated_at"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...toApiAlert(toView(row)), armed: row.armed === 1, createdAt: row.created_at, updatedAt: row.updated_at }));
}

export type AlertWrite = { ok: true; alert: AlertView } | Refusal;
/** A write by id (decision 008): also refused with `notFound` when the user has no alert with this id. */
type AlertWriteById = AlertWrite | NotFound;

/** The refusal for an id the user has no alert under (also a form that sent none). */
export const NO_SUCH_ALERT = notFound("Alarm bulunamadı.");

const LIMIT_MESSAGE = `En fazla ${MAX_ACTIVE_ALERTS} etkin alarmınız olabilir; yenisini kurmak için önce birini silin veya kapatın.`;
const TOTAL_LIMIT_MESSAGE = `En fazla ${MAX_ALERTS} alarmınız olabilir (etkin ya da kapalı); yenisini kurmak için önce birini silin.`;

async function totalCount(executor: Kysely<Database>, userId: number) {
  const { n } = await ownRows(executor, userId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function activeCount(executor: Kysely<Database>, userId: number, exceptId = 0) {
  const { n } = await ownRows(executor, userId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("active", "=", 1)
    .where("id", "<>", exceptId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What the alert form sets, on a new alert and a changed one alike; a set alert waits for a crossing afresh. */
function formColumns(input: AlertInput, snapshot: AlertSnapshot) {
  return {
    symbol: input.symbol,
    condition: input.condition,
    value: input.value,
    band: input.band,
    currency: input.currency,
    lira_source: input.liraSource ?? "converted",
    note: input.note,
    armed: armedWhenSet(input, snapshot) ? 1 : 0,
  } as const;
}

/** Sets a new alert. It waits for a crossing: one whose condition already holds fires after the price has gone back and across again. */
export async function createAlert(userId: number, input: AlertInput, snapshot: AlertSnapshot): Promise<AlertWrite> {
  return db()
    .transaction()
    .execute(async (trx): Promise<AlertWrite> => {
      await lockOwner(trx, userId);
      if ((await totalCount(trx, userId)) >= MAX_ALERTS) return refused(TOTAL_LIMIT_MESSAGE);
      if (input.active !== false && (await activeCount(trx, userId)) >= MAX_ACTIVE_ALERTS) return refused(LIMIT_MESSAGE);
      const row = await trx
        .insertInto("price_alerts")
        .values({ ...formColumns(input, snapshot), user_id: userId, active: input.active === false ? 0 : 1 })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { ok: true, alert: toView(row) };
    });
}

/** Changes an alert; a changed alert waits afresh. `active` turns it off or on (within the limit). */
export async function updateAlert(userId: number, id: number, input: AlertInput, snapshot: AlertSnapshot): Promise<AlertWriteById> {
  return db()
    .transaction()
    .execute(async (trx): Promise<AlertWriteById> => {
      await lockOwner(trx, userId);
      const current = await ownRows(trx, userId).select(["id", "active"]).where("id", "=", id).executeTakeFirst();
      if (!current) return NO_SUCH_ALERT;
      const active = input.active ?? current.active === 1;
      if (active && current.active === 0 && (await activeCount(trx, userId, id)) >= MAX_ACTIVE_ALERTS) return refused(LIMIT_MESSAGE);
      const row = await trx
        .updateTable("price_alerts")
        .set({ ...formColumns(input, snapshot), active: active ? 1 : 0, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { ok: true, alert: toView(row) };
    });
}

export async function deleteAlert(userId: number, id: number): Promise<boolean> {
  const result = await db().deleteFrom("price_alerts").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The owner asks to be told again: the alert is armed (and switched on) whatever the price,
 * so it fires at the next live refresh if its condition still holds.
 */
export async function rearmAlert(userId: number, id: number): Promise<AlertWriteById> {
  return db()
    .transaction()
    .execute(async (trx): Promise<AlertWriteById> => {
      await lockOwner(trx, userId);
      const current = await ownRows(trx, userId).select(["id", "active"]).where("id", "=", id).executeTakeFirst();
      if (!current) return NO_SUCH_ALERT;
      if (current.active === 0 && (await activeCount(trx, userId, id)) >= MAX_ACTIVE_ALERTS) return refused(LIMIT_MESSAGE);
      const row = await trx
        .updateTable("price_alerts")
        .set({ armed: 1, active: 1, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { ok: true, alert: toView(row) };
    });
}

export async function alertMailsEnabled(userId: number): Promise<boolean> {
  const row = await db().selectFrom("alert_mail_optouts").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return !row;
}

export async function setAlertMails(userId: number, enabled: boolean) {
  if (enabled) await db().deleteFrom("alert_mail_optouts").where("user_id", "=", userId).execute();
  else
    await db()
      .insertInto("alert_mail_optouts")
      .values({ user_id: userId })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
}

/** The pause of every alert check; alerts keep their state meanwhile. */
export const { read: alertsPaused, set: setAlertsPaused } = adminSwitch({
  key: ALERTS_PAUSED_KEY,
  fallback: false,
  description: "Fiyat alarmı denetimleri duraklatıldı mı",
  activity: {
    action: "alerts.pause",
    icon: "AlertCircle",
    title: (paused) => (paused ? "Fiyat alarmı denetimleri duraklatıldı" : "Fiyat alarmı denetimleri sürdürüldü"),
  },
});

export interface CheckResult {
  checked: number;
  fired: number;
  rearmed: number;
}

type CheckRow = Pick<Row, "id" | "symbol" | "condition" | "value" | "band" | "currency" | "armed"> & {
  user_id: number;
  liraSource: LiraSource;
};

const REARM_CHUNK = 500;

/**
 * The check after each live refresh, once for everyone: every active alert on a coin of the
 * snapshot is judged in memory; each firing alert is claimed by an UPDATE that only succeeds
 * while it is still armed (so two processes never fire it twice) in one transaction with its
 * notification and, where the user wants it, its mail. Nothing happens on stale or sample data
 * or while an admin has paused the checks.
 */
export async function checkAlerts(snapshot: AlertSnapshot, now = new Date()): Promise<CheckResult> {
  const result: CheckResult = { checked: 0, fired: 0, rearmed: 0 };
  if (snapshot.source !== "live" || snapshot.coins.size === 0 || (await alertsPaused())) return result;
  const rows: CheckRow[] = await db()
    .selectFrom("price_alerts")
    .select(["id", "user_id", "symbol", "condition", "value", "band", "currency", "armed", "lira_source as liraSource"])
    .where("active", "=", 1)
    .where("symbol", "in", [...snapshot.coins.keys()])
    .execute();
  result.checked = rows.length;

  const firing: { row: CheckRow; price: number }[] = [];
  const rearm: number[] = [];
  for (const row of rows) {
    const decision = decideAlert({ ...row, armed: row.armed === 1 }, snapshot);
    if (decision.kind === "fire") firing.push({ row, price: decision.price });
    else if (decision.kind === "rearm") rearm.push(row.id);
  }

  const at = now.toISOString();
  for (let i = 0; i < rearm.length; i += REARM_CHUNK) {
    const updated = await db()
      .updateTable("price_alerts")
      .set({ armed: 1, updated_at: at })
      .where("id", "in", rearm.slice(i, i + REARM_CHUNK))
      .where("armed", "=", 0)
      .where("active", "=", 1)
      .executeTakeFirst();
    result.rearmed += Number(updated.numUpdatedRows);
  }
  if (firing.length === 0) return result;

  const recipients = await mailRecipients([...new Set(firing.map((f) => f.row.user_id))]);
  const mail = await mailContext();
  const byUser = new Map<number, typeof firing>();
  for (const f of firing) byUser.set(f.row.user_id, [...(byUser.get(f.row.user_id) ?? []), f]);
  for (const [userId, fired] of byUser) {
    const to = recipients.get(userId);
    // Past the hour's allowance but one, the rest of this check goes into one summary mail.
    const summary: { row: CheckRow; price: number }[] = [];
    for (const [index, { row, price }] of fired.entries()) {
      const claimed = await db()
        .transaction()
        .execute(async (trx) => {
          const claim = await trx
            .updateTable("price_alerts")
            .set({ armed: 0, triggered_at: at, triggered_price: price, updated_at: at })
            .where("id", "=", row.id)
            .where("armed", "=", 1)
            .where("active", "=", 1)
            .executeTakeFirst();
          if (Number(claim.numUpdatedRows) === 0) return false;
          const title = `Fiyat alarmı: ${describeAlert(row)}`;
          const message = firedMessage(row, price, snapshot.coins.get(row.symbol), now);
          const link = coinLink(row.symbol);
          await trx.insertInto("user_notifications").values({ user_id: row.user_id, title, message, link }).execute();
          if (!to) return true;
          const left = ALERT_MAILS_PER_HOUR - (await alertMailsLastHour(trx, to));
          if (summary.length > 0 || (left === 1 && index < fired.length - 1)) summary.push({ row, price });
          else if (left > 0) {
            const composed = composeMail({
              siteName: mail.siteName,
              heading: `${coinOf(row.symbol)} alarmınız çaldı`,
              paragraphs: [`Kurduğunuz alarm: ${describeAlert(row)}.`, message],
              action: { label: `${coinOf(row.symbol)} sayfasını aç`, url: mail.coinUrl(link) },
              footer: [`Alarm e-postalarını ${mail.alertsUrl} adresinden kapatabilirsiniz.`],
            });
            await queueMail(trx, {
              kind: ALERT_MAIL_KIND,
              to,
              subject: `Fiyat alarmı: ${coinOf(row.symbol)} ${formatAlertPrice(price, row.currency)}`,
              ...composed,
              userId: row.user_id,
            });
          }
          return true;
        });
      if (claimed) result.fired += 1;
    }
    if (to && summary.length) await queueAlertSummary(to, userId, summary, mail);
  }
  return result;
}

/** Alert mails (single or summary) queued to this address in the last hour; queued as the user's address reads, so matched as written. */
async function alertMailsLastHour(executor: Kysely<Database>, to: string) {
  const { n } = await executor
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("to_address", "=", to.trim())
    .where("kind", "in", [ALERT_MAIL_KIND, ALERT_SUMMARY_MAIL_KIND])
    .where("created_at", ">=", new Date(Date.now() - 60 * 60_000).toISOString())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One mail naming the alerts that fired past the hour's allowance; each is already in the bell. */
async function queueAlertSummary(to: string, userId: number, fired: { row: CheckRow; price: number }[], mail: MailContext) {
  await db()
    .transaction()
    .execute(async (trx) => {
      if ((await alertMailsLastHour(trx, to)) >= ALERT_MAILS_PER_HOUR) return;
      const composed = composeMail({
        siteName: mail.siteName,
        heading: `${fired.length} alarmınız daha çaldı`,
        paragraphs: [
          `Bir saatte en fazla ${ALERT_MAILS_PER_HOUR} alarm e-postası gönderiyoruz. Şu alarmlarınız da çaldı:`,
          ...fired.map(({ row, price }) => `${describeAlert(row)}: ${formatAlertPrice(price, row.currency)}`),
          "Bu saat içinde çalan diğer alarmlar yalnızca Bildirimlerim'de görünür.",
        ],
        action: { label: "Bildirimlerimi aç", url: mail.coinUrl("/notifications") },
        footer: [`Alarm e-postalarını ${mail.alertsUrl} adresinden kapatabilirsiniz.`],
      });
      await queueMail(trx, {
        kind: ALERT_SUMMARY_MAIL_KIND,
        to,
        subject: `Fiyat alarmları: ${fired.length} alarm daha çaldı`,
        ...composed,
        userId,
      });
    });
}

/**
 * The users who get an alert mail: active, not opted out, with an address a mailed link
 * proved (an address typed at sign-up may be a stranger's; the bell works either way).
 */
async function mailRecipients(userIds: number[]) {
  const recipients = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += REARM_CHUNK) {
    const rows = await db()
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", userIds.slice(i, i + REARM_CHUNK))
      .where("status", "=", "active")
      .where("email_verified_at", "is not", null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom("alert_mail_optouts as o").select("o.user_id").whereRef("o.user_id", "=", "users.id"))))
      .execute();
    for (const row of rows) if (row.email) recipients.set(row.id, row.email);
  }
  return recipients;
}

interface MailContext {
  siteName: string;
  alertsUrl: string;
  coinUrl(path: string): string;
}

async function mailContext(): Promise<MailContext> {
  const [seo, alertsUrl] = await Promise.all([getSeoSettings(), mailUrl("/alerts")]);
  const base = alertsUrl.slice(0, -"/alerts".length);
  return { siteName: seo.site_name, alertsUrl, coinUrl: (path: string) => `${base}${path}` };
}

/** Istanbul midnight today, as an ISO time: "fired today" counts from there. */
function startOfTurkishDay(now: Date): string {
  const turkey = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(Date.UTC(turkey.getUTCFullYear(), turkey.getUTCMonth(), turkey.getUTCDate()) - 3 * 3_600_000).toISOString();
}

/** The admin's figures: active alerts, alerts fired today (Turkey), alert mails by state, the last firings. */
export async function alertAdminStats(now = new Date()) {
  const counts = await db()
    .selectFrom("price_alerts")
    .select([
      sql<number>`sum(case when active = 1 then 1 else 0 end)`.as("active"),
      sql<number>`sum(case when triggered_at >= ${startOfTurkishDay(now)} then 1 else 0 end)`.as("firedToday"),
      (eb) => eb.fn.countAll<number>().as("total"),
    ])
    .executeTakeFirstOrThrow();
  const mails = await db()
    .selectFrom("mail_outbox")
    .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
    .where("kind", "in", [ALERT_MAIL_KIND, ALERT_SUMMARY_MAIL_KIND])
    .groupBy("state")
    .execute();
  const mailCount = (state: string) => Number(mails.find((m) => m.state === state)?.n ?? 0);
  const last = await db()
    .selectFrom("price_alerts as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select([
      "a.id",
      "a.symbol",
      "a.condition",
      "a.value",
      "a.band",
      "a.currency",
      "a.lira_source as liraSource",
      "a.triggered_at",
      "a.triggered_price",
      "u.username",
    ])
    .where("a.triggered_at", "is not", null)
    .orderBy("a.triggered_at", "desc")
    .orderBy("a.id", "desc")
    .limit(20)
    .execute();
  return {
    active: Number(counts.active ?? 0),
    total: Number(counts.total),
    firedToday: Number(counts.firedToday ?? 0),
    mails: { sent: mailCount("sent"), failed: mailCount("failed"), waiting: mailCount("pending") + mailCount("sending") },
    lastFirings: last.map((row) => ({
      id: row.id,
      username: row.username,
      description: describeAlert(row),
      triggeredAt: row.triggered_at ?? "",
      triggeredPrice: row.triggered_price,
      currency: row.currency,
    })),
  };
}
