import { ListEditor } from "~/components/admin/list-editor";
import { levelLabel } from "~/lib/education/levels";
import { CourseForm, educationListTabs } from "../admin.education/forms";
import { useEducationData } from "../admin.education/route";

export { action } from "../admin.education/intents.server";

/** The education screen's first tab: the courses. */
export default function EducationCoursesTab() {
  const { courses } = useEducationData();
  return (
    <ListEditor
      list={educationListTabs.courses}
      items={courses}
      addLabel="Kurs Ekle"
      columns={["Kurs", "Seviye", "Ders", "Sıra"]}
      row={(course) => ({ name: course.title, cells: [course.title, levelLabel(course.level), course.lesson_count, course.sort_order] })}
      formTitle={(course) => (course ? "Kursu Düzenle" : "Yeni Kurs")}
      form={(course, place) => <CourseForm course={course} {...place} />}
      deleteMessage="Bu kursu silmek istediğinizden emin misiniz? Dersleri ve soruları da silinir."
    />
  );
}
