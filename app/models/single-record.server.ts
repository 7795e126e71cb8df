import type { Generated, Selectable } from "kysely";
import { db } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";
import { recordActivity, type ActivityActor } from "./activity.server";
import { clearSample } from "./sample-content.server";

/** The tables that hold one record (row 1) an admin edits as a whole: the about info, the footer's company block. */
export type SingleRecordTable = {
  [Table in keyof Database]: Database[Table] extends { id: number; updated_at: Generated<string> } ? Table : never;
}[keyof Database];

/** The record's own fields: neither its fixed id nor its timestamp. */
export type RecordFields<Table extends SingleRecordTable> = Omit<Selectable<Database[Table]>, "id" | "updated_at">;

const RECORD_ID = 1;

/**
 * One record of a screen, read with built-in defaults until an admin first saves it,
 * and saved whole in one transaction with the entity's own activity entry.
 */
export function singleRecord<Table extends SingleRecordTable>(config: {
  table: Table;
  /** What the record is before an admin first saves it. */
  defaults: RecordFields<Table>;
  /** The activity entry of a save: the entity's own name for it, and its title. */
  activity: { action: string; title: string };
}) {
  // Every such table has `id` and `updated_at`; the config's types keep each caller exact.
  const table: SingleRecordTable = config.table;
  type Record = RecordFields<Table> & { id: number };

  async function get(): Promise<Record> {
    const row = await db().selectFrom(table).selectAll().where("id", "=", RECORD_ID).executeTakeFirst();
    if (!row) return { id: RECORD_ID, ...config.defaults };
    const { updated_at: _updatedAt, ...fields } = row;
    return fields as Record;
  }

  /** Stores the record and records the save; returns it as it now reads. */
  async function save(fields: RecordFields<Table>, actor: ActivityActor): Promise<Record> {
    const changes = { ...fields, updated_at: new Date().toISOString() };
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto(table)
          .values({ id: RECORD_ID, ...changes } as never)
          .onConflict((oc) => oc.column("id").doUpdateSet(changes as never))
          .execute();
        await clearSample(trx, table, RECORD_ID);
        await recordActivity({ ...config.activity, icon: "FileText", actor }, trx);
      });
    return get();
  }

  return { get, save };
}
