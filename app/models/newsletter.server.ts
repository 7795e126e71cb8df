import { sql } from "kysely";
import { db } from "~/server/db.server";
import { recordActivity, type ActivityActor } from "./activity.server";

/** Stores the address once; a second sign-up with the same address is reported, not duplicated. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "already-subscribed"> {
  const result = await db()
    .insertInto("newsletter_subscribers")
    .values({ email: email.trim().toLowerCase() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "subscribed" : "already-subscribed";
}

export async function countNewsletterSubscribers() {
  const row = await db()
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The subscribers, newest first; `q` matches part of the address (its % and _ taken literally). */
export async function listNewsletterSubscribers(filters: { q?: string } = {}) {
  let query = db().selectFrom("newsletter_subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  const needle = filters.q?.trim().toLowerCase();
  if (needle) query = query.where(sql<boolean>`instr(lower(email), ${needle}) > 0`);
  return query.execute();
}

export async function getNewsletterSubscriber(id: number) {
  return db().selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Removes one subscriber and records `newsletter.unsubscribe` for the admin; undefined when there was none. */
export async function deleteNewsletterSubscriber(id: number, actor: ActivityActor) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).returningAll().executeTakeFirst();
      if (subscriber) {
        await recordActivity(
          { actor, action: "newsletter.unsubscribe", title: "Bülten abonesi silindi", description: subscriber.email, icon: "Mail" },
          trx,
        );
      }
      return subscriber;
    });
}
