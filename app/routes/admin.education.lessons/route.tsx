import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListEditor } from "~/components/admin/list-editor";
import { requireAdmin } from "~/server/auth.server";
import { positiveId } from "~/lib/params";
import { getLesson, listCourses, listLessons } from "~/models/education.server";
import { Chooser, LessonForm, educationListTabs } from "../admin.education/forms";
import { useEducationData } from "../admin.education/route";

export { action } from "../admin.education/intents.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const target = positiveId(params.get("edit")) ?? positiveId(params.get("confirm"));
  const [courses, targetLesson] = await Promise.all([listCourses(), target ? getLesson(target) : undefined]);
  // The list shown is the one the edited or confirmed lesson belongs to, else the chosen course, else the first.
  const chosen = positiveId(params.get("course"));
  const courseId = targetLesson?.course_id ?? courses.find((course) => course.id === chosen)?.id ?? courses[0]?.id ?? null;
  return {
    courseId,
    lessons: courseId ? await listLessons(courseId) : [],
    editing: targetLesson && params.get("edit") ? targetLesson : null,
  };
}

/** The education screen's lessons, one course at a time. */
export default function EducationLessonsTab() {
  const { courses } = useEducationData();
  const { courseId, lessons, editing } = useLoaderData<typeof loader>();
  return (
    <>
      <Chooser name="course" label="Kurs" value={courseId} options={courses.map((course) => ({ value: course.id, label: course.title }))} />
      <ListEditor
        list={educationListTabs.lessons}
        query={courseId ? `course=${courseId}` : undefined}
        items={lessons}
        addLabel="Ders Ekle"
        columns={["Ders", "Adres", "Sıra"]}
        emptyText="Bu kursta henüz ders yok."
        row={(lesson) => ({ name: lesson.title, cells: [lesson.title, lesson.slug, lesson.sort_order] })}
        formTitle={(lesson) => (lesson ? "Dersi Düzenle" : "Yeni Ders")}
        form={(lesson, place) => (
          <LessonForm
            lesson={lesson && editing?.id === lesson.id ? editing : undefined}
            courses={courses}
            courseId={courseId ?? undefined}
            {...place}
          />
        )}
        deleteMessage="Bu dersi silmek istediğinizden emin misiniz? Test soruları da silinir."
      />
    </>
  );
}
