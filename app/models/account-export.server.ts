import { sql } from "kysely";
import type { Database } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { alertsForExport } from "./alerts.server";
import { botsForExport } from "./trading-bots.server";
import { isEmailVerified, type User } from "./users.server";
import { watchlistsForExport } from "./watchlists.server";

/**
 * "Verilerimi indir" (KVKK Art. 11): everything the site keeps about a signed-in person,
 * as one JSON document of named sections. A feature that stores something of a user's
 * adds its own section to `exportSections` with one line; nothing else changes.
 */
export interface ExportSection {
  /** The key of the section in the downloaded JSON. */
  key: string;
  collect(user: User, request: Request): Promise<unknown>;
}

// Column names that must never leave the server, whatever a section's table grows later.
const SECRET_COLUMN = /hash|token|secret|password|session/i;

/** A row without its secret columns: a section that selects everything stays safe when its table gains one. */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key))) as Partial<T>;
}

const profile: ExportSection = {
  key: "profile",
  async collect(user) {
    const row = await db()
      .selectFrom("users")
      .select(["id", "username", "email", "email_verified_at", "role", "status", "subscription", "created_at", "updated_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    return row;
  },
};

const watchlists: ExportSection = { key: "watchlists", collect: (user) => watchlistsForExport(user.id) };

const alerts: ExportSection = { key: "alerts", collect: (user) => alertsForExport(user.id) };

const bots: ExportSection = { key: "tradingBots", collect: (user) => botsForExport(user.id) };

const follows: ExportSection = {
  key: "followedSignals",
  collect: (user) =>
    db()
      .selectFrom("signal_follows")
      .innerJoin("signals", "signals.id", "signal_follows.signal_id")
      .select(["signals.id as signalId", "signals.symbol", "signal_follows.created_at"])
      .where("signal_follows.user_id", "=", user.id)
      .orderBy("signal_follows.created_at")
      .execute(),
};

/** The tables that hold a person's own rows under `user_id`. */
type OwnedTable = { [Table in keyof Database]: Database[Table] extends { user_id: number } ? Table : never }[keyof Database];
type OwnedColumn<Table extends OwnedTable> = keyof Database[Table] & string;

/**
 * A section of the rows the person owns (`user_id`), only the columns named, in the order given:
 * the portfolio, lesson and notification sections had each written this query out.
 */
function ownRows<Table extends OwnedTable>(
  key: string,
  table: Table,
  columns: readonly OwnedColumn<Table>[],
  order: readonly OwnedColumn<Table>[] = [],
): ExportSection {
  return {
    key,
    collect: (user) => {
      // Every owned table has `user_id`; the caller's table keeps its column names exact.
      const anyTable: OwnedTable = table;
      const { ref } = db().dynamic;
      let query = db()
        .selectFrom(anyTable)
        .select(columns.map((column) => ref(column)))
        .where("user_id", "=", user.id);
      for (const column of order) query = query.orderBy(ref(column));
      return query.execute();
    },
  };
}

const portfolio = ownRows(
  "portfolioTransactions",
  "portfolio_transactions",
  ["id", "type", "symbol", "amount", "price", "currency", "fee", "date", "note", "created_at", "updated_at"],
  ["date", "id"],
);

const importPresets = ownRows("importPresets", "import_presets", ["name", "mapping", "created_at"], ["id"]);

const chat: ExportSection = {
  key: "chatHistory",
  collect: (user) =>
    db()
      .selectFrom("ai_messages")
      .select(["message", "response", "model", "mode", "sources", "created_at"])
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("conversation_key", "=", `user:${user.id}`)]))
      .orderBy("id")
      .execute(),
};

const lessons = ownRows("lessonProgress", "lesson_progress", ["lesson_id", "read_at", "best_score", "question_count", "updated_at"]);

const notifications = ownRows("notifications", "user_notifications", ["title", "message", "link", "is_read", "created_at"], ["id"]);

const txWatches = ownRows(
  "transactionWatches",
  "tx_watches",
  ["chain", "txid", "target", "state", "confirmations", "checked_at", "done_at", "created_at"],
  ["id"],
);

/**
 * Rows kept by address (the newsletter, contact messages, mails) are the person's only once a
 * mailed link proved the address is theirs, and only for that address exactly: anyone can
 * type a stranger's address at sign-up.
 */
function byProvenAddress(key: string, collect: (email: string) => Promise<unknown>, unproven: unknown): ExportSection {
  return {
    key,
    async collect(user) {
      return (await isEmailVerified(user.id)) ? collect(user.email.trim().toLowerCase()) : unproven;
    },
  };
}

// The newsletter row, with whatever proof of consent it holds (time, address, IP, the
// consent text's version), minus any confirmation token.
const newsletter = byProvenAddress(
  "newsletter",
  async (email) => {
    const row = await db()
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email)
      .executeTakeFirst();
    return row ? { subscribed: true, ...withoutSecrets(row) } : { subscribed: false };
  },
  { subscribed: false },
);

const contactMessages = byProvenAddress(
  "contactMessages",
  (email) =>
    db()
      .selectFrom("contact_messages")
      .select(["kind", "name", "email", "phone", "subject", "message", "budget", "status", "created_at", "replied_at"])
      .where(sql<string>`lower(email)`, "=", email)
      .orderBy("id")
      .execute(),
  [],
);

// What was mailed to the address, without the bodies (they carry the links' tokens).
const mails = byProvenAddress(
  "mails",
  (email) =>
    db()
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "state", "created_at", "sent_at"])
      .where(sql<string>`lower(to_address)`, "=", email)
      .orderBy("id")
      .execute(),
  [],
);

const consents: ExportSection = {
  key: "consents",
  async collect() {
    return {
      cookies: "Çerez tercihleriniz yalnızca tarayıcınızdaki bir çerezde saklanır; sunucuda size bağlı bir kaydı yoktur.",
      newsletter: "Bülten onayınızın kaydı 'newsletter' bölümündedir.",
      address:
        "Bülten, iletişim ve e-posta kayıtları adrese göre tutulur; yalnızca adresiniz bir doğrulama bağlantısıyla kanıtlandıysa ve tam olarak eşleşiyorsa bu dosyada yer alır.",
    };
  },
};

export const exportSections: ExportSection[] = [
  profile,
  watchlists,
  follows,
  portfolio,
  importPresets,
  chat,
  lessons,
  notifications,
  txWatches,
  alerts,
  bots,
  newsletter,
  contactMessages,
  mails,
  consents,
];

/** The person's data as one object: when it was made, then one key per section. */
export async function exportAccount(user: User, request: Request): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = { exportedAt: new Date().toISOString() };
  for (const section of exportSections) document[section.key] = await section.collect(user, request);
  return document;
}
