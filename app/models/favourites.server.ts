import { db } from "~/server/db.server";

export async function listFavouriteSymbols(userId: number): Promise<string[]> {
  const rows = await db().selectFrom("favourites").select("symbol").where("user_id", "=", userId).orderBy("symbol").execute();
  return rows.map((row) => row.symbol);
}

/** Adds the coin to the user's favourites, or removes it when already there. */
export async function toggleFavourite(userId: number, symbol: string): Promise<"added" | "removed"> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const removed = await trx.deleteFrom("favourites").where("user_id", "=", userId).where("symbol", "=", symbol).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return "removed";
      await trx.insertInto("favourites").values({ user_id: userId, symbol }).execute();
      return "added";
    });
}
