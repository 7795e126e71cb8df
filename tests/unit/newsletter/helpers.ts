import { db } from "~/server/db.server";

/** The mail rows queued so far for one address, oldest first. */
export async function outboxFor(to: string) {
  return db().selectFrom("mail_outbox").selectAll().where("to_address", "=", to).orderBy("id").execute();
}

/** The `token` a queued mail's link carries. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

export async function subscriber(email: string) {
  return db().selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

/** A subscriber as the database holds them, for tests that start after the sign-up. */
export async function addSubscriber(email: string, status: "pending" | "active" | "unsubscribed", token = `tok-${email}`) {
  await db().insertInto("newsletter_subscribers").values({ email, status, unsubscribe_token: token }).execute();
}
