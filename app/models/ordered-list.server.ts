import type { Generated, Insertable, Selectable, Transaction } from "kysely";
import type { z } from "~/lib/zod";
import { db } from "~/server/db.server";
import type { Database } from "~/lib/db-schema";
import { recordActivity, type ActivityActor } from "./activity.server";
import { clearSample } from "./sample-content.server";

/** The tables whose rows form an ordered list: an id the database gives, and a `sort_order`. */
export type OrderedTable = {
  [Table in keyof Database]: Database[Table] extends { id: Generated<number>; sort_order: Generated<number> } ? Table : never;
}[keyof Database];

export type ListRow<Table extends OrderedTable> = Selectable<Database[Table]>;

/** The changes a list records, each under the entity's own activity name. */
export type ListChange = "create" | "update" | "delete";

/** What a form or a JSON body gives for one row: its columns, and `id` when it changes an existing row. */
export type ListItemSchema<Table extends OrderedTable> = z.ZodType<Insertable<Database[Table]> & { id?: number }>;

/** A row's columns as a create or an update takes them (the id travels apart). */
export type ListItemInput<Schema extends z.ZodType> = Omit<z.output<Schema>, "id">;

export interface OrderedListConfig<Table extends OrderedTable, Schema extends ListItemSchema<Table>> {
  table: Table;
  /** The row's rules, shared by the admin form and the JSON API, so both say the same Turkish words. */
  schema: Schema;
  /** One row as the activity log's titles name it ("Footer linki", "Hakkımızda: Değer"). */
  label: string;
  /** The entity's own activity name for each change: the admin screen and `/api` log the same one. */
  activity: Readonly<Record<ListChange, string>>;
  /** The answer for an id that names no row. */
  notFound: string;
  /** Columns the list is grouped by before its own order (footer links: their column). */
  groupBy?: readonly (keyof ListRow<Table> & string)[];
}

/** An entity's per-list activity names (`itemCreate("links")` ...), as one list's three names. */
export function listActivity<Kind extends string>(
  names: Readonly<Record<"itemCreate" | "itemUpdate" | "itemDelete", (kind: Kind) => string>>,
  kind: Kind,
): Record<ListChange, string> {
  return { create: names.itemCreate(kind), update: names.itemUpdate(kind), delete: names.itemDelete(kind) };
}

const changeWords: Record<ListChange, string> = { create: "eklendi", update: "güncellendi", delete: "silindi" };

/**
 * One ordered list of rows that an admin adds to, edits and deletes from. Every
 * write runs in one transaction with its activity entry, so a change is never
 * stored without being logged, whichever door (admin screen or `/api`) it came through.
 */
export function orderedList<Table extends OrderedTable, Schema extends ListItemSchema<Table>>(config: OrderedListConfig<Table, Schema>) {
  // Every ordered table has `id` and `sort_order`; the config's types keep each caller exact.
  const table: OrderedTable = config.table;
  type Row = ListRow<Table>;
  type Input = ListItemInput<Schema>;

  /** Runs one write and, when it changed a row, its activity entry, in one transaction. */
  function logged<Result>(change: ListChange, actor: ActivityActor, write: (trx: Transaction<Database>) => Promise<Result | undefined>) {
    return db()
      .transaction()
      .execute(async (trx) => {
        const result = await write(trx);
        if (result === undefined) return undefined;
        const title = `${config.label} ${changeWords[change]}`;
        await recordActivity({ action: config.activity[change], title, icon: "FileText", actor }, trx);
        return result;
      });
  }

  /** The rows in display order: the group columns, then `sort_order`, then age. */
  async function list(): Promise<Row[]> {
    let query = db().selectFrom(table).selectAll();
    for (const column of config.groupBy ?? []) query = query.orderBy(column as never);
    const rows = await query.orderBy("sort_order").orderBy("id").execute();
    return rows as Row[];
  }

  /** Adds a row and records the create activity. */
  async function create(input: Input, actor: ActivityActor): Promise<Row> {
    const row = await logged("create", actor, (trx) =>
      trx
        .insertInto(table)
        .values(input as never)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return row as Row;
  }

  /** Changes a row and records the update activity; undefined (nothing written, nothing logged) for an unknown id. */
  async function update(id: number, input: Input, actor: ActivityActor): Promise<Row | undefined> {
    const row = await logged("update", actor, async (trx) => {
      await clearSample(trx, table, id);
      return trx
        .updateTable(table)
        .set(input as never)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    });
    return row as Row | undefined;
  }

  /** Creates a row, or changes the one `id` names (undefined for an unknown id). */
  function save(input: Input, id: number | undefined, actor: ActivityActor) {
    return id === undefined ? create(input, actor) : update(id, input, actor);
  }

  /** Deletes a row and records the delete activity; false (nothing logged) when there was none. */
  async function remove(id: number, actor: ActivityActor): Promise<boolean> {
    const deleted = await logged("delete", actor, async (trx) => {
      await clearSample(trx, table, id);
      const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows === 0n ? undefined : true;
    });
    return deleted === true;
  }

  return { ...config, list, create, update, save, remove };
}

export type OrderedList<Table extends OrderedTable, Schema extends ListItemSchema<Table>> = ReturnType<typeof orderedList<Table, Schema>>;
