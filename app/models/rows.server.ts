import { sql, type Generated, type Insertable, type Selectable, type Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { db } from "~/server/db.server";
import { writeWithActivity, type ActivityActor, type ActivityInput } from "./activity.server";

/** The tables whose rows have an id the database gives. */
type IdTable = { [Table in keyof Database]: Database[Table] extends { id: Generated<number> } ? Table : never }[keyof Database];

/** Those whose rows also keep when they last changed. */
type EditedTable = Extract<
  IdTable,
  { [Table in keyof Database]: Database[Table] extends { updated_at: Generated<string> } ? Table : never }[keyof Database]
>;

/**
 * Adds `values` as a new row (no `id`), or sets them on the row `id` with a new `updated_at`;
 * false when that row does not exist. Runs on the caller's transaction, beside its activity entry.
 */
export async function insertOrUpdate<Table extends EditedTable>(
  trx: Transaction<Database>,
  table: Table,
  id: number | undefined,
  values: Insertable<Database[Table]>,
): Promise<boolean> {
  // Every such table has `id` and `updated_at`; the caller's table keeps `values` exact.
  const anyTable: EditedTable = table;
  if (!id) {
    await trx
      .insertInto(anyTable)
      .values(values as never)
      .execute();
    return true;
  }
  const updated = await trx
    .updateTable(anyTable)
    .set({ ...values, updated_at: new Date().toISOString() } as never)
    .where("id", "=", id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0;
}

/**
 * Deletes the row `id` of `table` and, when there was one, records `entry` for it (described from
 * the deleted row), in one transaction; false when there was no such row. `also` runs on the same
 * transaction once the row is gone. The admin screens' deletes (posts, categories, messages,
 * launches, research, feeds, home sections, page SEO) had each written this out.
 */
export async function deleteWithActivity<Table extends IdTable>(
  table: Table,
  id: number,
  actor: ActivityActor,
  entry: Pick<ActivityInput, "action" | "title" | "icon">,
  describe: (row: Selectable<Database[Table]>) => string,
  also?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  // Every such table has `id`; the caller's table keeps the deleted row's type exact.
  const anyTable: IdTable = table;
  const deleted = await writeWithActivity(
    async (trx) => {
      const row = await trx.deleteFrom(anyTable).where("id", "=", id).returningAll().executeTakeFirst();
      if (row && also) await also(trx);
      return row as Selectable<Database[Table]> | undefined;
    },
    (row) => ({ ...entry, description: describe(row), actor }),
  );
  return deleted !== undefined;
}

/**
 * How many rows of `table` hold each value of `column`. `zeroes` names every value, so one
 * without rows reads 0 (and an unknown stored value is left out): the outbox's states and the
 * newsletter's statuses had each written this count.
 */
export async function countEach<Table extends keyof Database, Value extends string>(
  table: Table,
  column: keyof Database[Table] & string,
  zeroes: Readonly<Record<Value, number>>,
): Promise<Record<Value, number>> {
  const anyTable: keyof Database = table;
  const rows = await db()
    .selectFrom(anyTable)
    .select([sql<string>`${sql.ref(column)}`.as("value"), (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(sql.ref(column))
    .execute();
  const counts: Record<Value, number> = { ...zeroes };
  for (const row of rows) if (Object.hasOwn(counts, row.value)) counts[row.value as Value] = Number(row.count);
  return counts;
}
