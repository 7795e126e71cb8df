import { db } from "~/server/db.server";
import { PRESET_CAP, presetCapError, readStoredMapping, type ColumnMapping } from "~/lib/portfolio/mapping";
import { lockOwner } from "./owner-lock.server";
import { refused, type Refusal } from "./refusal.server";

// Every query names the owner (`user_id = ?`): a preset id alone never reaches another user's row.
// A preset is a personal setting like a single transaction, so it stays out of the admin's
// activity log (decision 024).

export interface ImportPreset {
  id: number;
  name: string;
  mapping: ColumnMapping;
}

export async function listPresets(userId: number): Promise<ImportPreset[]> {
  const rows = await db()
    .selectFrom("import_presets")
    .select(["id", "name", "mapping"])
    .where("user_id", "=", userId)
    .orderBy("name")
    .execute();
  return rows.flatMap((row) => {
    const mapping = readStoredMapping(row.mapping);
    return mapping ? [{ id: row.id, name: row.name, mapping }] : [];
  });
}

/** Undefined when the user has no preset with this id. */
export async function getPreset(userId: number, id: number): Promise<ImportPreset | undefined> {
  const row = await db()
    .selectFrom("import_presets")
    .select(["id", "name", "mapping"])
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  const mapping = row ? readStoredMapping(row.mapping) : null;
  return row && mapping ? { id: row.id, name: row.name, mapping } : undefined;
}

/**
 * Saves `mapping` under `name`: a preset of the same name is replaced, a new one is refused past
 * `PRESET_CAP` (an open registration must not grow a table without bound).
 */
export async function savePreset(
  userId: number,
  name: string,
  mapping: ColumnMapping,
): Promise<{ ok: true; preset: ImportPreset } | Refusal> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, userId);
      const same = await trx
        .selectFrom("import_presets")
        .select("id")
        .where("user_id", "=", userId)
        .where("name", "=", name)
        .executeTakeFirst();
      if (same) {
        await trx
          .updateTable("import_presets")
          .set({ mapping: JSON.stringify(mapping) })
          .where("id", "=", same.id)
          .execute();
        return { ok: true as const, preset: { id: same.id, name, mapping } };
      }
      const { count } = await trx
        .selectFrom("import_presets")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= PRESET_CAP) return refused(presetCapError());
      const row = await trx
        .insertInto("import_presets")
        .values({ user_id: userId, name, mapping: JSON.stringify(mapping) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { ok: true as const, preset: { id: row.id, name, mapping } };
    });
}

/** False when the user has no preset with this id. */
export async function deletePreset(userId: number, id: number): Promise<boolean> {
  const result = await db().deleteFrom("import_presets").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
