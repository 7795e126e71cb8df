import { slugify } from "~/lib/blog/content";
import { db } from "~/server/db.server";
import type { QuizQuestion } from "~/lib/education/quiz";
import { questionOptions, type CourseFields, type LessonFields, type QuestionFields } from "~/lib/education/schemas";
import { sanitizeHtml } from "~/server/sanitize.server";
import { recordActivity, type ActivityActor } from "./activity.server";

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
        best_score: eb.fn("max", [eb.fn.coalesce("lesson_progress.best_score", eb.val(0)), eb.val(score)]),
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

// Admin writes: each change and its activity entry in one function.

export type SaveResult = { ok: true; id: number } | { ok: false; field: string; message: string } | { ok: false; notFound: true };
const SLUG_TAKEN = "Bu kısa ad zaten kullanılıyor.";
const SLUG_EMPTY = "Başlıktan kısa ad üretilemedi; kısa adı elle yazın.";

export async function saveCourse(fields: CourseFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  const values = { ...fields, slug: fields.slug || slugify(fields.title) };
  if (!values.slug) return { ok: false, field: "slug", message: SLUG_EMPTY };
  let clash = db().selectFrom("courses").select("id").where("slug", "=", values.slug);
  if (id) clash = clash.where("id", "!=", id);
  if (await clash.executeTakeFirst()) return { ok: false, field: "slug", message: SLUG_TAKEN };
  const row = id
    ? await db()
        .updateTable("courses")
        .set({ ...values, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
    : await db().insertInto("courses").values(values).returning("id").executeTakeFirstOrThrow();
  if (!row) return { ok: false, notFound: true };
  await recordActivity({
    actor,
    action: id ? "course_updated" : "course_created",
    title: id ? "Kurs güncellendi" : "Kurs eklendi",
    description: values.title,
    icon: "FileText",
  });
  return { ok: true, id: row.id };
}

export async function deleteCourse(id: number, actor: ActivityActor) {
  const row = await db().deleteFrom("courses").where("id", "=", id).returning("title").executeTakeFirst();
  if (!row) return false;
  await recordActivity({ actor, action: "course_deleted", title: "Kurs silindi", description: row.title, icon: "AlertCircle" });
  return true;
}

export async function getLesson(id: number) {
  return db().selectFrom("lessons").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds or changes a lesson; its HTML is sanitised before it is stored. */
export async function saveLesson(fields: LessonFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  if (!(await getCourse(fields.course_id))) return { ok: false, field: "course_id", message: "Kurs bulunamadı." };
  const values = { ...fields, slug: fields.slug || slugify(fields.title), content: sanitizeHtml(fields.content) };
  if (!values.slug) return { ok: false, field: "slug", message: SLUG_EMPTY };
  if (!values.content.trim()) return { ok: false, field: "content", message: "Ders metni gereklidir." };
  let clash = db().selectFrom("lessons").select("id").where("course_id", "=", values.course_id).where("slug", "=", values.slug);
  if (id) clash = clash.where("id", "!=", id);
  if (await clash.executeTakeFirst()) return { ok: false, field: "slug", message: SLUG_TAKEN };
  const row = id
    ? await db()
        .updateTable("lessons")
        .set({ ...values, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
    : await db().insertInto("lessons").values(values).returning("id").executeTakeFirstOrThrow();
  if (!row) return { ok: false, notFound: true };
  await recordActivity({
    actor,
    action: id ? "lesson_updated" : "lesson_created",
    title: id ? "Ders güncellendi" : "Ders eklendi",
    description: values.title,
    icon: "FileText",
  });
  return { ok: true, id: row.id };
}

export async function deleteLesson(id: number, actor: ActivityActor) {
  const row = await db().deleteFrom("lessons").where("id", "=", id).returning("title").executeTakeFirst();
  if (!row) return false;
  await recordActivity({ actor, action: "lesson_deleted", title: "Ders silindi", description: row.title, icon: "AlertCircle" });
  return true;
}

export async function getQuestion(id: number) {
  const row = await db().selectFrom("lesson_questions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...toQuizQuestion(row), lesson_id: row.lesson_id, sort_order: row.sort_order } : undefined;
}

export async function saveQuestion(fields: QuestionFields, actor: ActivityActor, id?: number): Promise<SaveResult> {
  if (!(await getLesson(fields.lesson_id))) return { ok: false, field: "lesson_id", message: "Ders bulunamadı." };
  const { options, correctIndex } = questionOptions(fields);
  const values = {
    lesson_id: fields.lesson_id,
    prompt: fields.prompt,
    options: JSON.stringify(options),
    correct_index: correctIndex,
    explanation: fields.explanation,
    sort_order: fields.sort_order,
  };
  const row = id
    ? await db().updateTable("lesson_questions").set(values).where("id", "=", id).returning("id").executeTakeFirst()
    : await db().insertInto("lesson_questions").values(values).returning("id").executeTakeFirstOrThrow();
  if (!row) return { ok: false, notFound: true };
  await recordActivity({
    actor,
    action: id ? "quiz_question_updated" : "quiz_question_created",
    title: id ? "Test sorusu güncellendi" : "Test sorusu eklendi",
    description: fields.prompt,
    icon: "FileText",
  });
  return { ok: true, id: row.id };
}

export async function deleteQuestion(id: number, actor: ActivityActor) {
  const row = await db().deleteFrom("lesson_questions").where("id", "=", id).returning("prompt").executeTakeFirst();
  if (!row) return false;
  await recordActivity({
    actor,
    action: "quiz_question_deleted",
    title: "Test sorusu silindi",
    description: row.prompt,
    icon: "AlertCircle",
  });
  return true;
}
