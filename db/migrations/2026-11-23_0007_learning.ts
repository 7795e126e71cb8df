import { type Kysely, sql } from "kysely";

// ISO 8601 in UTC with milliseconds, so text comparison sorts chronologically.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// The learning side: dictionary, courses with lessons and quizzes, each user's progress,
// coin research pages, quiz game rounds, and consulting requests in the contact inbox.
// Kysely<any>: a migration must keep working whatever the app's types become later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dictionary_terms")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("english", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("short_definition", "text", (c) => c.notNull())
    .addColumn("explanation", "text", (c) => c.notNull())
    .addColumn("example", "text", (c) => c.notNull().defaultTo(""))
    // Comma-separated slugs of related terms.
    .addColumn("related", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("courses")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull().check(sql`level in ('baslangic', 'orta', 'ileri')`))
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("lessons")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("course_id", "integer", (c) => c.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("lessons_course_slug", ["course_id", "slug"])
    .execute();

  await db.schema
    .createTable("lesson_questions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("lesson_id", "integer", (c) => c.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("prompt", "text", (c) => c.notNull())
    // JSON array of the answer texts, in the order shown.
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("correct_index", "integer", (c) => c.notNull())
    .addColumn("explanation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("lesson_questions_lesson").on("lesson_questions").column("lesson_id").execute();

  await db.schema
    .createTable("lesson_progress")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("lesson_id", "integer", (c) => c.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("read_at", "text")
    .addColumn("best_score", "integer")
    .addColumn("question_count", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("lesson_progress_pk", ["user_id", "lesson_id"])
    .execute();

  await db.schema
    .createTable("coin_research")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("symbol", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("launch_year", "integer", (c) => c.notNull())
    .addColumn("consensus", "text", (c) => c.notNull())
    .addColumn("supply_model", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("website", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("whitepaper", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("source_code", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("game_rounds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // How many questions have been answered; a posted state must name exactly this step.
    .addColumn("step", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("game_rounds_finished").on("game_rounds").column("finished_at").execute();

  await db.schema
    .alterTable("contact_messages")
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("contact")
        .check(sql`kind in ('contact', 'consulting')`),
    )
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("budget", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("budget").execute();
  await db.schema.alterTable("contact_messages").dropColumn("kind").execute();
  for (const table of ["game_rounds", "coin_research", "lesson_progress", "lesson_questions", "lessons", "courses", "dictionary_terms"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
