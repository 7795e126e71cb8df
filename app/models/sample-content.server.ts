import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { db } from "~/server/db.server";

/** The tables whose seeded rows are sample content until an admin edits them. */
export type SampleEntity = "about_values" | "team_members" | "milestones" | "contact_info" | "footer_info";

export const sampleEntityLabels: Record<SampleEntity, { label: string; href: string }> = {
  about_values: { label: "Hakkımızda: Değerler", href: "/admin/about/values" },
  team_members: { label: "Hakkımızda: Ekip", href: "/admin/about/team" },
  milestones: { label: "Hakkımızda: Kilometre taşları", href: "/admin/about/milestones" },
  contact_info: { label: "İletişim bilgileri", href: "/admin/contact/info" },
  footer_info: { label: "Footer iletişim bilgileri", href: "/admin/footer" },
};

/** Marks rows the seed wrote as sample content. */
export async function markSample(trx: Kysely<Database>, entity: SampleEntity, ids: readonly number[]) {
  if (!ids.length) return;
  await trx
    .insertInto("sample_content")
    .values(ids.map((row_id) => ({ entity, row_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * An admin's edit or deletion makes a row the site's own: called in the write's
 * transaction, for any table (a table with no sample rows is a no-op).
 */
export async function clearSample(trx: Transaction<Database>, entity: string, rowId: number) {
  await trx.deleteFrom("sample_content").where("entity", "=", entity).where("row_id", "=", rowId).execute();
}

/** The ids of one table's rows that still hold sample content. */
export async function sampleIds(entity: SampleEntity): Promise<Set<number>> {
  const rows = await db().selectFrom("sample_content").select("row_id").where("entity", "=", entity).execute();
  return new Set(rows.map((row) => row.row_id));
}

/** How many sample rows each table still holds (only tables with some). */
export async function sampleCounts(): Promise<{ entity: SampleEntity; count: number }[]> {
  const rows = await db()
    .selectFrom("sample_content")
    .select(["entity", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("entity")
    .execute();
  return rows
    .filter((row): row is typeof row & { entity: SampleEntity } => row.entity in sampleEntityLabels)
    .map((row) => ({ entity: row.entity, count: Number(row.count) }));
}
