import { slugify } from "~/lib/blog/content";
import type { Insertable, Kysely } from "kysely";
import { db } from "~/server/db.server";
import { greatest } from "~/server/dialect/math.server";
import type { Database } from "~/lib/db-schema";
import type { QuizQuestion } from "~/lib/education/quiz";
import { questionOptions, type CourseFields, type LessonFields, type QuestionFields } from "~/lib/education/schemas";
import { sanitizeHtml } from "~/server/sanitize.server";
import { savedActivity, writeWithActivity, type ActivityActor } from "./activity.server";
import { notFound, refused, type NotFound, type Refusal } from "./refusal.server";

/** Courses in their order with how many lessons each has. */
export async function listCourses() {
  return db()
    .selectFrom("courses")
    .leftJoin("lessons", "lessons.course_id", "courses.id")
    .select(["courses.id", "courses.slug", "courses.title", "courses.level", "courses.summary", "courses.sort_order", "courses.updated_at"])
    .select((eb) => eb.fn.count<number>("lessons.id").as("lesson_count"))
    .groupBy("courses.id")
    .orderBy("courses.sort_order")
    .orderBy("courses.id")
    .execute();
}

export async function getCourse(id: number) {
  return db().selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listLessons(courseId: number) {
  return db()
    .selectFrom("lessons")
    .select(["id", "course_id", "slug", "title", "summary", "sort_order", "updated_at"])
    .where("course_id", "=", courseId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** Every lesson with its course's title, course by course, for the admin's choosers. */
export async function listAllLessons() {
  return db()
    .selectFrom("lessons")
    .innerJoin("courses", "courses.id", "lessons.course_id")
    .select(["lessons.id", "lessons.title", "lessons.course_id", "courses.title as course_title"])
    .orderBy("courses.sort_order")
    .orderBy("lessons.sort_order")
    .orderBy("lessons.id")
    .execute();
}

/** A course and its lessons in order; undefined for an unknown slug. */
export async function getCourseBySlug(slug: string) {
  const course = await db().selectFrom("courses").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!course) return undefined;
  return { course, lessons: await listLessons(course.id) };
}

function toQuizQuestion(row: { id: number; prompt: string; options: string; correct_index: number; explanation: string }): QuizQuestion {
  const options = JSON.parse(row.options) as unknown;
  return {
    id: row.id,
    prompt: row.prompt,
    options: Array.isArray(options) ? options.map(String) : [],
    correctIndex: row.correct_index,
    explanation: row.explanation,
  };
}

export async function listQuestions(lessonId: number): Promise<QuizQuestion[]> {
  const rows = await db()
    .selectFrom("lesson_questions")
    .selectAll()
    .where("lesson_id", "=", lessonId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map(toQuizQuestion);
}

/** A lesson with its course, its quiz and its neighbours; undefined when either slug is unknown. */
export async function getLessonPage(courseSlug: string, lessonSlug: string) {
  const found = await getCourseBySlug(courseSlug);
  if (!found) return undefined;
  const index = found.lessons.findIndex((lesson) => lesson.slug === lessonSlug);
  if (index === -1) return undefined;
  const lesson = await db().selectFrom("lessons").selectAll().where("id", "=", found.lessons[index].id).executeTakeFirstOrThrow();
  return {
    course: found.course,
    lesson,
    position: index + 1,
    lessonCount: found.lessons.length,
    previous: found.lessons[index - 1] ?? null,
    next: found.lessons[index + 1] ?? null,
    questions: await listQuestions(lesson.id),
  };
}

/** Paths of every course and lesson, for the sitemap. */
export async function listEducationPaths() {
  const rows = await db()
    .selectFrom("lessons")
    .innerJoin("courses", "courses.id", "lessons.course_id")
    .select(["courses.slug as course", "lessons.slug as lesson", "lessons.updated_at"])
    .orderBy("courses.sort_order")
    .orderBy("lessons.sort_order")
    .execute();
  const courses = await db().selectFrom("courses").select(["slug", "updated_at"]).orderBy("sort_order").execute();
  return [
    ...courses.map((course) => ({ path: `/crypto-education/${course.slug}`, updated_at: course.updated_at })),
    ...rows.map((row) => ({ path: `/crypto-education/${row.course}/${row.lesson}`, updated_at: row.updated_at })),
  ];
}

// Progress: always keyed by the signed-in user's id, so one user never reads or writes another's.

/** Notes that the user has read the lesson. */
export async function markLessonRead(userId: number, lessonId: number) {
  const now = new Date().toISOString();
  await db()
    .insertInto("lesson_progress")
    .values({ user_id: userId, lesson_id: lessonId, read_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "lesson_id"])
        .doUpdateSet((eb) => ({ read_at: eb.fn.coalesce("lesson_progress.read_at", eb.val(now)), updated_at: now })),
    )
    .execute();
}

/** Keeps the user's best quiz score for the lesson; taking a quiz also counts as reading the lesson. */
export async function recordQuizScore(userId: number, lessonId: number, score: number, total: number) {
  const now = new Date().toISOString();
  await db()
    .insertInto("lesson_progress")
    .values({ user_id: userId, lesson_id: lessonId, read_at: now, best_score: score, question_count: total, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["user_id", "lesson_id"]).doUpdateSet((eb) => ({
        read_at: eb.fn.coalesce("lesson_progress.read_at", eb.val(now)),
        best_score: greatest(eb.fn.coalesce("lesson_progress.best_score", eb.val(0)), eb.val(score)),
        question_count: total,
        updated_at: now,
      })),
    )
    .execute();
}

/** The user's progress on the given lessons, by lesson id. */
export async function progressFor(userId: number, lessonIds: number[]) {
  if (lessonIds.length === 0) return {};
  const rows = await db()
    .selectFrom("lesson_progress")
    .select(["lesson_id", "read_at", "best_score", "question_count"])
    .where("user_id", "=", userId)
    .where("lesson_id", "in", lessonIds)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.lesson_id, row]));
}

// Admin writes: each change and its activity entry in one transaction.

export type SaveResult = { ok: true; id: number } | Refusal | NotFound;
const SLUG_TAKEN = "Bu kısa ad zaten kullanılıyor.";
const SLUG_EMPTY = "Başlıktan kısa ad üretilemedi; kısa adı elle yazın.";

/** How the activity log names a learning entity: the prefix of its actions and its Turkish name. */
type Entity = { action: string; name: string };
const COURSE: Entity = { action: "course", name: "Kurs" };
const LESSON: Entity = { action: "lesson", name: "Ders" };
const QUESTION: Entity = { action: "quiz_question", name: "Test sorusu" };

/** Whether another course, or another lesson of the same course, already has this slug. */
async function slugTaken(table: "courses" | "lessons", slug: string, exceptId?: number, courseId?: number) {
  let clash = db().selectFrom(table).select("id").where("slug", "=", slug);
  if (courseId !== undefined) clash = clash.where("course_id", "=", courseId);
  if (exceptId) clash = clash.where("id", "!=", exceptId);
  return Boolean(await clash.executeTakeFirst());
}

/** Adds a course or lesson (no `id`) or changes row `id`, stamping its `updated_at`; undefined when there is no such row. */
function writeStamped<Table extends "courses" | "lessons">(
  trx: Kysely<Database>,
  table: Table,
  values: Insertable<Database[Table]>,
  id?: number,
): Promise<{ id: number } | undefined> {
  // The caller's table keeps `values` exact; Kysely cannot type a query on a table chosen at
  // run time, so the body writes to either table alike.
  const either: "courses" | "lessons" = table;
  return id
    ? trx
        .updateTable(either)
        .set({ ...values, updated_at: new Date().toISOString() } as never)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
    : trx
        .insertInto(either)
        .values(values as never)
        .returning("id")
        .executeTakeFirstOrThrow();
}

/** Adds a row (no `id`) or changes row `id`, with its `<entity>_created` or `_updated` entry, in one transaction. */
async function saveLogged(
  entity: Entity,
  write: (trx: Kysely<Database>) => Promise<{ id: number } | undefined>,
  { actor, id, description }: { actor: ActivityActor; id?: number; description: string },
): Promise<SaveResult> {
  const names = { created: `${entity.action}_created`, updated: `${entity.action}_updated` };
  const row = await writeWithActivity(write, () => savedActivity(id, names, entity.name, description, actor));
  return row ? { ok: true, id: row.id } : notFound(`${entity.name} bulunamadı.`);
}

/** Deletes a row with its `<entity>_deleted` entry, in one transaction; false when there was none. */
async function deleteLogged(
  entity: Entity,
  remove: (trx: Kysely<Database>) => Promise<{ description: string } | undefined>,
  actor: ActivityActor,
): Promise<boolean> {
  const row = await writeWithActivity(remove, ({ description }) => ({
    actor,
    action: `${entity.action}_deleted`,
    title: `${entity.name} silindi`,
    description,
    icon: "AlertCircle",
  }));
  return Boolean(row);
}

/** Stores a course or lesson, refused when its slug is taken (for a lesson, within its course). */
async function saveUnderSlug<Table extends "courses" | "lessons">(
  entity: Entity,
  table: Table,
  values: Insertable<Database[Table]> & { slug: string; title: string },
  { actor, id, courseId }: { actor: ActivityActor; id?: number; courseId?: number },
): Promise<SaveResult> {
  if (await slugTaken(table, values.slug, id, courseId)) return refused(SLUG_TAKEN, "slug");
  return saveLogged(entity, (trx) => writeStamped(trx, table, values, id), { actor, id, description: values.title });
}

/** Deletes a course or lesson with its entry, described by its title. */
function deleteTitled(entity: Entity, table: "courses" | "lessons", id: number, actor: ActivityActor) {
  return deleteLogged(
    entity,
    (trx) => trx.deleteFrom(table).where("id", "=", id).returning("title as description").executeTakeFirst(),
    actor,
  );
}

export async function saveCourse(fields: CourseFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  const values = { ...fields, slug: fields.slug || slugify(fields.title) };
  if (!values.slug) return refused(SLUG_EMPTY, "slug");
  return saveUnderSlug(COURSE, "courses", values, { actor, id });
}

export async function deleteCourse(id: number, actor: ActivityActor) {
  return deleteTitled(COURSE, "courses", id, actor);
}

export async function getLesson(id: number) {
  return db().selectFrom("lessons").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds or changes a lesson; its HTML is sanitised before it is stored. */
export async function saveLesson(fields: LessonFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  if (!(await getCourse(fields.course_id))) return refused("Kurs bulunamadı.", "course_id");
  const values = { ...fields, slug: fields.slug || slugify(fields.title), content: sanitizeHtml(fields.content) };
  if (!values.slug) return refused(SLUG_EMPTY, "slug");
  if (!values.content.trim()) return refused("Ders metni gereklidir.", "content");
  return saveUnderSlug(LESSON, "lessons", values, { actor, id, courseId: values.course_id });
}

export async function deleteLesson(id: number, actor: ActivityActor) {
  return deleteTitled(LESSON, "lessons", id, actor);
}

export async function getQuestion(id: number) {
  const row = await db().selectFrom("lesson_questions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...toQuizQuestion(row), lesson_id: row.lesson_id, sort_order: row.sort_order } : undefined;
}

export async function saveQuestion(fields: QuestionFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  if (!(await getLesson(fields.lesson_id))) return refused("Ders bulunamadı.", "lesson_id");
  const { options, correctIndex } = questionOptions(fields);
  const values = {
    lesson_id: fields.lesson_id,
    prompt: fields.prompt,
    options: JSON.stringify(options),
    correct_index: correctIndex,
    explanation: fields.explanation,
    sort_order: fields.sort_order,
  };
  return saveLogged(
    QUESTION,
    (trx) =>
      id
        ? trx.updateTable("lesson_questions").set(values).where("id", "=", id).returning("id").executeTakeFirst()
        : trx.insertInto("lesson_questions").values(values).returning("id").executeTakeFirstOrThrow(),
    { actor, id, description: fields.prompt },
  );
}

export async function deleteQuestion(id: number, actor: ActivityActor) {
  return deleteLogged(
    QUESTION,
    (trx) => trx.deleteFrom("lesson_questions").where("id", "=", id).returning("prompt as description").executeTakeFirst(),
    actor,
  );
}
