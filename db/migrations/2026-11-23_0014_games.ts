import type { Kysely } from "kysely";

// The quiz game keeps each round's drawn questions and the answers given, so a
// posted step is checked against what the server asked, and the ISO week (Turkey
// time) a round finished in, for the weekly leaderboard.
// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  // JSON array of the round's questions, with their right answers; never sent before they are answered.
  await db.schema
    .alterTable("game_rounds")
    .addColumn("questions", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  // JSON array of the chosen option per answered question, in order.
  await db.schema
    .alterTable("game_rounds")
    .addColumn("answers", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  // e.g. "2026-W48"; set when the round is finished.
  await db.schema.alterTable("game_rounds").addColumn("week", "text").execute();
  await db.schema.createIndex("game_rounds_week").on("game_rounds").columns(["week", "user_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("game_rounds_week").ifExists().execute();
  for (const column of ["week", "answers", "questions"]) {
    await db.schema.alterTable("game_rounds").dropColumn(column).execute();
  }
}
