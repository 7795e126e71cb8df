import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { env } from "~/server/env.server";
import { siteBase } from "~/server/site-outputs.server";
import { getSeoSettings } from "./seo.server";

export interface OutgoingMail {
  /** What caused it, for the admin's list and the logs: "email-verification", "password-reset"... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The user the mail is about, so deleting the account can find it. */
  userId?: number | null;
}

/**
 * Writes a mail to the outbox. Pass the transaction of the change that causes the mail,
 * so the two are committed together or not at all; the mail worker sends it afterwards.
 */
export async function queueMail(executor: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const row = await executor
    .insertInto("mail_outbox")
    .values({
      kind: mail.kind,
      to_address: mail.to.trim(),
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      message_id: `<${randomUUID()}@${messageIdDomain()}>`,
      user_id: mail.userId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An absolute link for a mail: the admin's canonical base, else SITE_URL. Never the
 * request's Host, which whoever sends the request chooses.
 */
export async function mailUrl(path: string): Promise<string> {
  const seo = await getSeoSettings();
  return `${siteBase(seo.canonical_url_base)}${path.startsWith("/") ? path : `/${path}`}`;
}

function messageIdDomain(): string {
  const from = env().MAIL_FROM?.match(/@([^>\s]+)/)?.[1];
  if (from) return from;
  const site = env().SITE_URL;
  return site ? new URL(site).hostname : "localhost";
}
