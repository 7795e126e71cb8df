import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../app/lib/db-schema";
import { slugify } from "../../app/lib/blog/content";
import { sanitizeHtml } from "../../app/server/sanitize.server";
import { advancedCourse } from "./course-advanced";
import { beginnerCourse } from "./course-beginner";
import { intermediateCourse } from "./course-intermediate";
import { seedTerms } from "./dictionary";

export const seedCourses = [beginnerCourse, intermediateCourse, advancedCourse];

async function isEmpty(db: Kysely<Database>, table: keyof Database) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * Fills the learning tables while they are empty, so running it again never
 * duplicates anything and never brings back what an admin deleted.
 */
export async function seedLearning(trx: Transaction<Database>) {
  if (await isEmpty(trx, "dictionary_terms")) {
    await trx
      .insertInto("dictionary_terms")
      .values(
        seedTerms.map(([term, english, short, explanation, example, related]) => ({
          slug: slugify(term),
          term,
          english: english === term ? "" : english,
          short_definition: short,
          explanation,
          example,
          related: related.join(","),
        })),
      )
      .execute();
  }

  if (await isEmpty(trx, "courses")) {
    for (const [courseIndex, { lessons, ...course }] of seedCourses.entries()) {
      const { id: courseId } = await trx
        .insertInto("courses")
        .values({ ...course, sort_order: courseIndex + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [lessonIndex, { questions, ...lesson }] of lessons.entries()) {
        const { id: lessonId } = await trx
          .insertInto("lessons")
          .values({ ...lesson, content: sanitizeHtml(lesson.content), course_id: courseId, sort_order: lessonIndex + 1 })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("lesson_questions")
          .values(
            questions.map(([prompt, options, correct, explanation], index) => ({
              lesson_id: lessonId,
              prompt,
              options: JSON.stringify(options),
              correct_index: correct,
              explanation,
              sort_order: index + 1,
            })),
          )
          .execute();
      }
    }
  }
}
