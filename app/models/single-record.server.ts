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

/** The stored record, or undefined before an admin first saves it. */
export async function readRecord<Table extends SingleRecordTable>(table: Table): Promise<Selectable<Database[Table]> | undefined> {
  // Every such table has `id`; the caller's table keeps the answer exact.
  const anyTable: SingleRecordTable = table;
  const row = await db().selectFrom(anyTable).selectAll().where("id", "=", RECORD_ID).executeTakeFirst();
  return row as Selectable<Database[Table]> | undefined;
}

/** Stores the record whole and records the save with the entity's own activity entry, in one transaction. */
export async function writeRecord<Table extends SingleRecordTable>(
  table: Table,
  fields: RecordFields<Table>,
  activity: { action: string; title: string },
  actor: ActivityActor,
) {
  const anyTable: SingleRecordTable = table;
  const changes = { ...fields, updated_at: new Date().toISOString() };
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto(anyTable)
        .values({ id: RECORD_ID, ...changes } as never)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes as never))
        .execute();
      await clearSample(trx, table, RECORD_ID);
      await recordActivity({ ...activity, icon: "FileText", actor }, trx);
    });
}

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
  type Record = RecordFields<Table> & { id: number };

  async function get(): Promise<Record> {
    // Read as any such table (each has `updated_at`); the config's types keep each caller exact.
    const row = await readRecord<SingleRecordTable>(config.table);
    if (!row) return { id: RECORD_ID, ...config.defaults };
    const { updated_at: _updatedAt, ...fields } = row;
    return fields as Record;
  }

  /** Stores the record and records the save; returns it as it now reads. */
  async function save(fields: RecordFields<Table>, actor: ActivityActor): Promise<Record> {
    await writeRecord(config.table, fields, config.activity, actor);
    return get();
  }

  return { get, save };
}
