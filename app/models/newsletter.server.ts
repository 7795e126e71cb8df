import { db } from "~/lib/db.server";

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
