import { sql, type Kysely } from "kysely";
import { db } from "~/server/db.server";
import { contains } from "~/server/dialect/text.server";
import { defaultContactInfo } from "~/lib/site/defaults";
import { recordActivity, writeWithActivity, type ActivityActor } from "./activity.server";
import { deleteWithActivity } from "./rows.server";
import { notifyAdmins } from "./notifications.server";
import { clearSample, sampleIds } from "./sample-content.server";
import { contactStatusLabels, priorityLabels } from "~/lib/contact/inbox";
import type { ContactKind, ContactMessageRow, ContactStatus, Database, Priority } from "~/lib/db-schema";

export type ContactInfo = typeof defaultContactInfo;

/** The contact card's details; the built-in defaults until an admin saves some. */
export async function getContactInfo(): Promise<ContactInfo> {
  const row = await db().selectFrom("contact_info").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return defaultContactInfo;
  const { id: _id, updated_at: _updated, ...info } = row;
  return info;
}

/** Whether the contact card still holds the seeded sample details (public pages then hide them). */
export async function contactInfoIsSample(): Promise<boolean> {
  const saved = await db().selectFrom("contact_info").select("id").where("id", "=", 1).executeTakeFirst();
  return !saved || (await sampleIds("contact_info")).has(1);
}

/** One name per change, whichever door (admin screen or `/api`) it came through. */
export const CONTACT_ACTIVITY = {
  infoUpdated: "contact_info_updated",
  messageRead: "contact_message_read",
  messageUpdated: "contact_message_updated",
  messageDeleted: "contact_message_deleted",
} as const;

/** Saves the contact card (a single row), records `contact_info_updated` and returns what visitors will now see. */
export async function saveContactInfo(info: ContactInfo, actor: ActivityActor): Promise<ContactInfo> {
  const updated_at = new Date().toISOString();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("contact_info")
        .values({ id: 1, ...info, updated_at })
        .onConflict((oc) => oc.column("id").doUpdateSet({ ...info, updated_at }))
        .execute();
      await clearSample(trx, "contact_info", 1);
      await recordActivity({ actor, action: CONTACT_ACTIVITY.infoUpdated, title: "İletişim bilgileri güncellendi", icon: "Activity" }, trx);
    });
  return getContactInfo();
}

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
  /** A consulting request from /consulting; a plain contact message otherwise. */
  kind?: ContactKind;
  /** The budget range a consulting request named. */
  budget?: string | null;
}

/** Stores a visitor's message as new, normal priority. */
export async function createContactMessage(input: NewContactMessage, executor: Kysely<Database> = db()): Promise<ContactMessageRow> {
  return executor
    .insertInto("contact_messages")
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject || null,
      message: input.message,
      status: "new",
      priority: "normal",
      kind: input.kind ?? "contact",
      budget: input.budget || null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A visitor's message arrives: it is stored and the admins hear of it on the bell and the
 * dashboard, all in one transaction.
 */
export async function receiveContactMessage(input: NewContactMessage): Promise<ContactMessageRow> {
  const consulting = input.kind === "consulting";
  return writeWithActivity(
    async (trx) => {
      const message = await createContactMessage(input, trx);
      await notifyAdmins(
        {
          title: consulting ? "Yeni danışmanlık talebi" : "Yeni iletişim mesajı",
          message: consulting
            ? `${message.name} (${message.email}) danışmanlık formundan bir talep gönderdi.`
            : `${message.name} (${message.email}) iletişim formundan bir mesaj gönderdi.`,
          type: "info",
          category: "user",
          relatedType: "contact_message",
          relatedId: message.id,
        },
        trx,
      );
      return message;
    },
    (message) => ({
      action: "contact_message_received",
      title: consulting ? "Yeni danışmanlık talebi" : "Yeni iletişim mesajı",
      description: consulting ? `${message.name} danışmanlık talebi gönderdi.` : `${message.name} iletişim formundan mesaj gönderdi.`,
      icon: "Mail",
    }),
  );
}

export interface ContactFilters {
  status?: ContactStatus;
  priority?: Priority;
  kind?: ContactKind;
  /** Matches name, e-mail, subject or message. */
  q?: string;
}

/** The inbox, newest first, optionally narrowed to one status and/or priority and a search text. */
export async function listContactMessages(filters: ContactFilters = {}) {
  let query = db().selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.priority) query = query.where("priority", "=", filters.priority);
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.q) {
    // A plain substring test rather than LIKE: the search text's % and _ stay literal.
    const needle = filters.q.toLowerCase();
    query = query.where((eb) =>
      eb.or(
        [sql<string>`lower(name)`, sql<string>`lower(email)`, sql<string>`lower(coalesce(subject, ''))`, sql<string>`lower(message)`].map(
          (text) => contains(text, needle),
        ),
      ),
    );
  }
  return query.execute();
}

/** Counts for the inbox's cards: by status, the urgent ones and the consulting requests. */
export async function contactMessageStats() {
  const rows = await db()
    .selectFrom("contact_messages")
    .select([
      "status",
      (eb) => eb.fn.countAll<number>().as("count"),
      sql<number>`sum(case when priority = 'urgent' then 1 else 0 end)`.as("urgent"),
      sql<number>`sum(case when kind = 'consulting' then 1 else 0 end)`.as("consulting"),
    ])
    .groupBy("status")
    .execute();
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Partial<Record<ContactStatus, number>>;
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    total: sum((row) => row.count),
    new: by.new ?? 0,
    read: by.read ?? 0,
    replied: by.replied ?? 0,
    closed: by.closed ?? 0,
    urgent: sum((row) => row.urgent),
    consulting: sum((row) => row.consulting),
  };
}

export async function getContactMessage(id: number) {
  return db().selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Opening a new message marks it read and records `contact_message_read`; other statuses stay as they are. */
export async function openContactMessage(id: number, actor: ActivityActor) {
  const message = await getContactMessage(id);
  if (message?.status !== "new") return message;
  return db()
    .transaction()
    .execute(async (trx) => {
      const opened = await writeMessage(trx, id, { status: "read" });
      if (opened) {
        const description = `${opened.name} adlı kişinin mesajı okundu olarak işaretlendi.`;
        await recordActivity(
          { actor, action: CONTACT_ACTIVITY.messageRead, title: "İletişim mesajı okundu", description, icon: "Mail" },
          trx,
        );
      }
      return opened;
    });
}

/**
 * Sets status and/or priority and records `contact_message_updated`; undefined when
 * there is no such message. Moving to replied stamps replied_at the first time.
 */
export async function updateContactMessage(id: number, changes: { status?: ContactStatus; priority?: Priority }, actor: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const message = await writeMessage(trx, id, changes);
      if (message) {
        const description = `${message.name}: ${contactStatusLabels[message.status]}, ${priorityLabels[message.priority]}`;
        await recordActivity(
          { actor, action: CONTACT_ACTIVITY.messageUpdated, title: "İletişim mesajı güncellendi", description, icon: "Mail" },
          trx,
        );
      }
      return message;
    });
}

function writeMessage(trx: Kysely<Database>, id: number, changes: { status?: ContactStatus; priority?: Priority }) {
  const now = new Date().toISOString();
  return trx
    .updateTable("contact_messages")
    .set({
      ...changes,
      ...(changes.status === "replied" ? { replied_at: sql<string>`coalesce(replied_at, ${now})` } : {}),
      updated_at: now,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a message and records `contact_message_deleted`; false when there was none. */
export function deleteContactMessage(id: number, actor: ActivityActor): Promise<boolean> {
  const deleted = { action: CONTACT_ACTIVITY.messageDeleted, title: "İletişim mesajı silindi", icon: "AlertCircle" } as const;
  return deleteWithActivity("contact_messages", id, actor, deleted, (message) => `${message.name} adlı kişinin mesajı silindi.`);
}
