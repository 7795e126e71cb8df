import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ListTable } from "~/components/admin/list-table";
import { Modal } from "~/components/admin/modal";
import { TabNav } from "~/components/admin/tabs";
import { requireAdmin } from "~/lib/auth.server";
import { levelLabel } from "~/lib/education/levels";
import { oneOf, positiveId } from "~/lib/params";
import { pageMeta } from "~/lib/seo";
import { getLesson, getQuestion, listAllLessons, listCourses, listLessons, listQuestions } from "~/models/education.server";
import { CourseForm, LessonForm, QuestionForm } from "./forms";
import { EDUCATION_PAGE, runEducationIntent } from "./intents.server";

const tabs = [
  { id: "courses", label: "Kurslar" },
  { id: "lessons", label: "Dersler" },
  { id: "questions", label: "Test Soruları" },
] as const;
type Tab = (typeof tabs)[number]["id"];

const deleteMessages: Record<Tab, string> = {
  courses: "Bu kursu silmek istediğinizden emin misiniz? Dersleri ve soruları da silinir.",
  lessons: "Bu dersi silmek istediğinizden emin misiniz? Test soruları da silinir.",
  questions: "Bu soruyu silmek istediğinizden emin misiniz?",
};
const deleteIntents: Record<Tab, string> = { courses: "delete-course", lessons: "delete-lesson", questions: "delete-question" };

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Eğitim Yönetimi", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const tab: Tab =
    oneOf(
      params.get("tab"),
      tabs.map((t) => t.id),
    ) ?? "courses";
  const target = positiveId(params.get("edit")) ?? positiveId(params.get("confirm"));
  const [courses, allLessons, editLesson, editQuestion] = await Promise.all([
    listCourses(),
    listAllLessons(),
    tab === "lessons" && target ? getLesson(target) : undefined,
    tab === "questions" && target ? getQuestion(target) : undefined,
  ]);
  // The list shown is the one the edited or confirmed item belongs to, else the chosen one, else the first.
  const courseId = editLesson?.course_id ?? positiveId(params.get("course")) ?? courses[0]?.id ?? null;
  const lessonId = editQuestion?.lesson_id ?? positiveId(params.get("lesson")) ?? allLessons[0]?.id ?? null;
  return {
    tab,
    courses,
    allLessons,
    courseId,
    lessonId,
    lessons: tab === "lessons" && courseId ? await listLessons(courseId) : [],
    questions: tab === "questions" && lessonId ? await listQuestions(lessonId) : [],
    editLesson: editLesson ?? null,
    editQuestion: editQuestion ?? null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  return runEducationIntent({ request, formData, actor: { id: admin.id, username: admin.username } });
}

/** A GET chooser that narrows the list to one course or lesson. */
function Chooser({
  tab,
  name,
  label,
  value,
  options,
}: {
  tab: Tab;
  name: string;
  label: string;
  value: number | null;
  options: { value: number; label: string }[];
}) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
      <input type="hidden" name="tab" value={tab} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`choose-${name}`} className="label">
          {label}
        </label>
        <select id={`choose-${name}`} name={name} defaultValue={value ?? undefined} className="input">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        Göster
      </button>
    </Form>
  );
}

export default function AdminEducationPage() {
  const { tab, courses, allLessons, courseId, lessonId, lessons, questions, editLesson, editQuestion } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const adding = params.get("new") === "1";
  const editId = positiveId(params.get("edit"));
  const confirmId = positiveId(params.get("confirm"));
  const back = `${EDUCATION_PAGE}?tab=${tab}`;
  const editCourse = tab === "courses" && editId ? courses.find((course) => course.id === editId) : undefined;
  const confirmName =
    tab === "courses"
      ? courses.find((course) => course.id === confirmId)?.title
      : tab === "lessons"
        ? allLessons.find((lesson) => lesson.id === confirmId)?.title
        : questions.find((question) => question.id === confirmId)?.prompt;

  return (
    <div>
      <h1 className="text-2xl font-bold text-white">Eğitim Yönetimi</h1>
      <p className="mt-1 text-sm text-slate-400">
        <Link to="/crypto-education" className="text-brand-300 underline hover:text-brand-200">
          Kripto Eğitim
        </Link>{" "}
        sayfasındaki kursları, dersleri ve test sorularını yönetin.
      </p>
      <TabNav tabs={tabs.map((t) => ({ ...t }))} current={tab} label="Eğitim bölümleri" />

      {tab === "courses" ? (
        <ListTable
          tab="courses"
          addLabel="Kurs Ekle"
          columns={["Kurs", "Seviye", "Ders", "Sıra"]}
          deleteIntent={deleteIntents.courses}
          deleteMessage={deleteMessages.courses}
          rows={courses.map((course) => ({
            id: course.id,
            name: course.title,
            cells: [course.title, levelLabel(course.level), course.lesson_count, course.sort_order],
          }))}
        />
      ) : null}
      {tab === "lessons" ? (
        <>
          <Chooser
            tab="lessons"
            name="course"
            label="Kurs"
            value={courseId}
            options={courses.map((course) => ({ value: course.id, label: course.title }))}
          />
          <ListTable
            tab="lessons"
            addLabel="Ders Ekle"
            columns={["Ders", "Adres", "Sıra"]}
            deleteIntent={deleteIntents.lessons}
            deleteMessage={deleteMessages.lessons}
            emptyText="Bu kursta henüz ders yok."
            rows={lessons.map((lesson) => ({ id: lesson.id, name: lesson.title, cells: [lesson.title, lesson.slug, lesson.sort_order] }))}
          />
        </>
      ) : null}
      {tab === "questions" ? (
        <>
          <Chooser
            tab="questions"
            name="lesson"
            label="Ders"
            value={lessonId}
            options={allLessons.map((lesson) => ({ value: lesson.id, label: `${lesson.course_title} › ${lesson.title}` }))}
          />
          <ListTable
            tab="questions"
            addLabel="Soru Ekle"
            columns={["Soru", "Doğru cevap"]}
            deleteIntent={deleteIntents.questions}
            deleteMessage={deleteMessages.questions}
            emptyText="Bu dersin henüz test sorusu yok."
            rows={questions.map((question) => ({
              id: question.id,
              name: question.prompt,
              cells: [question.prompt, question.options[question.correctIndex] ?? "—"],
            }))}
          />
        </>
      ) : null}

      {tab === "courses" && (adding || editCourse) ? (
        <Modal title={editCourse ? "Kursu Düzenle" : "Yeni Kurs"} closeTo={back}>
          <CourseForm course={editCourse} cancelTo={back} order={courses.length + 1} />
        </Modal>
      ) : null}
      {tab === "lessons" && (adding || (editId && editLesson)) ? (
        <Modal title={editLesson ? "Dersi Düzenle" : "Yeni Ders"} closeTo={back}>
          <LessonForm
            lesson={editLesson ?? undefined}
            courses={courses}
            courseId={courseId ?? undefined}
            cancelTo={back}
            order={lessons.length + 1}
          />
        </Modal>
      ) : null}
      {tab === "questions" && (adding || (editId && editQuestion)) ? (
        <Modal title={editQuestion ? "Soruyu Düzenle" : "Yeni Soru"} closeTo={back}>
          <QuestionForm
            question={editQuestion ?? undefined}
            lessons={allLessons}
            lessonId={lessonId ?? undefined}
            cancelTo={back}
            order={questions.length + 1}
          />
        </Modal>
      ) : null}
      {confirmId && confirmName ? (
        <ConfirmDelete intent={deleteIntents[tab]} id={confirmId} message={`${deleteMessages[tab]} (${confirmName})`} cancelTo={back} />
      ) : null}
    </div>
  );
}
