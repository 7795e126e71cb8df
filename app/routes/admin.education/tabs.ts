import { tabPages } from "~/components/admin/tabs";

/** The education screen's tabs, each a page of its own. */
export const { tabs: educationTabs, path: educationTabPath } = tabPages([
  { id: "courses", label: "Kurslar", href: "/admin/education" },
  { id: "lessons", label: "Dersler", href: "/admin/education/lessons" },
  { id: "questions", label: "Test Soruları", href: "/admin/education/questions" },
]);

/** A tab's list narrowed to one course (`course`) or one lesson (`lesson`). */
export const lessonsOf = (courseId: number) => `${educationTabPath.lessons}?course=${courseId}`;
export const questionsOf = (lessonId: number) => `${educationTabPath.questions}?lesson=${lessonId}`;
