import { db } from "~/lib/db.server";
import { defaultContactInfo } from "~/lib/defaults";
import { recordActivity } from "./activity.server";
import { notifyAdmins } from "./notifications.server";
import type { ContactMessageRow, ContactStatus, Priority } from "~/lib/db-schema";

export type ContactInfo = typeof defaultContactInfo;

/** The contact card's details; the spec's defaults until an admin saves some. */
export async function getContactInfo(): Promise<ContactInfo> {
  const row = await db().selectFrom("contact_info").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return defaultContactInfo;
  const { id: _id, updated_at: _updated, ...info } = row;
  return info;
}

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
}

/** Stores a visitor's message as new, normal priority. */
export async function createContactMessage(input: NewContactMessage): Promise<ContactMessageRow> {
  return db()
    .insertInto("contact_messages")
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject || null,
      message: input.message,
      status: "new",
      priority: "normal",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A visitor's message arrives: it is stored and the admins hear of it on the bell and the dashboard. */
export async function receiveContactMessage(input: NewContactMessage): Promise<ContactMessageRow> {
  const message = await createContactMessage(input);
  await notifyAdmins({
    title: "Yeni iletişim mesajı",
    message: `${message.name} (${message.email}) iletişim formundan bir mesaj gönderdi.`,
    type: "info",
    category: "user",
    relatedType: "contact_message",
    relatedId: message.id,
  });
  await recordActivity({
    action: "contact_message_received",
    title: "Yeni iletişim mesajı",
    description: `${message.name} iletişim formundan mesaj gönderdi.`,
    icon: "Mail",
  });
  return message;
}

/** The inbox, newest first, optionally narrowed to one status and/or priority. */
export async function listContactMessages(filters: { status?: ContactStatus; priority?: Priority } = {}) {
  let query = db().selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.priority) query = query.where("priority", "=", filters.priority);
  return query.execute();
}
