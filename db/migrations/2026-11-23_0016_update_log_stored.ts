import type { Kysely } from "kysely";

// An accepted update archive is stored, never installed, so its log row says `stored`.
// Rows written before that said `completed`; every such row with a kept file is an
// archive that was only stored.
// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("update_logs")
    .set({ status: "stored" })
    .where("status", "=", "completed")
    .where("stored_path", "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("update_logs").set({ status: "completed" }).where("status", "=", "stored").execute();
}
