import { db } from "~/lib/db.server";
import { defaultContactInfo } from "~/lib/defaults";
import type { ContactMessageRow } from "~/lib/db-schema";

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
