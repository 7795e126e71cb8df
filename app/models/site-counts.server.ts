import { sql } from "kysely";
import type { SiteCounts } from "~/lib/home/live-stats";
import { db } from "~/server/db.server";

const countOf = async (table: "dictionary_terms" | "lessons" | "signals") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * What the site itself can vouch for (the coins it follows come from the market
 * service, see app/server/home-view.server.ts): its dictionary and lessons, the signals it recorded and how the closed
 * ones turned out (a buy hit when the price rose, a sell when it fell), and its
 * confirmed newsletter subscribers.
 */
export async function siteCounts(): Promise<Omit<SiteCounts, "coins">> {
  const [terms, lessons, signals, closed, subscribers] = await Promise.all([
    countOf("dictionary_terms"),
    countOf("lessons"),
    countOf("signals"),
    db()
      .selectFrom("signals")
      .select([
        (eb) => eb.fn.countAll<number>().as("resolved"),
        sql<number>`sum(case when (direction = 'buy' and close_price > open_price) or (direction = 'sell' and close_price < open_price) then 1 else 0 end)`.as(
          "hits",
        ),
      ])
      .where("closed_at", "is not", null)
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "active")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    terms,
    lessons,
    signals,
    resolvedSignals: Number(closed.resolved),
    hitSignals: Number(closed.hits ?? 0),
    subscribers: Number(subscribers.n),
  };
}
