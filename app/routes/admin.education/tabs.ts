/** The education screen's tabs, each a page of its own. */
export const educationTabPath = {
  courses: "/admin/education",
  lessons: "/admin/education/lessons",
  questions: "/admin/education/questions",
} as const;

export type EducationTab = keyof typeof educationTabPath;

export const educationTabs: { id: EducationTab; label: string }[] = [
  { id: "courses", label: "Kurslar" },
  { id: "lessons", label: "Dersler" },
  { id: "questions", label: "Test Soruları" },
];

/** A tab's list narrowed to one course (`course`) or one lesson (`lesson`). */
export const lessonsOf = (courseId: number) => `${educationTabPath.lessons}?course=${courseId}`;
export const questionsOf = (lessonId: number) => `${educationTabPath.questions}?lesson=${lessonId}`;
