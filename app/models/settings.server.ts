import { db } from "~/lib/db.server";

/** Settings are key/value strings; a caller parses the value it needs. */
export async function getSetting(key: string): Promise<string | undefined> {
  const row = await db().selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function getBooleanSetting(key: string, fallback: boolean): Promise<boolean> {
  const value = await getSetting(key);
  return value === undefined ? fallback : value === "true";
}

export async function getNumberSetting(key: string, fallback: number): Promise<number> {
  const value = Number(await getSetting(key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Changes the existing key or adds it (an upsert, so an update never fails on a missing key). */
export async function setSetting(key: string, value: string, description = "") {
  await db()
    .insertInto("settings")
    .values({ key, value, description })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value, updated_at: new Date().toISOString() }),
    )
    .execute();
}

export async function listSettings() {
  return db().selectFrom("settings").selectAll().orderBy("key").execute();
}
