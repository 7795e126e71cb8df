import { EditForm } from "~/components/admin/edit-form";
import { Form } from "@remix-run/react";
import { FieldFrame, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { courseLevels } from "~/lib/education/levels";
import { courseSchema, lessonSchema, questionSchema } from "~/lib/education/schemas";
import { educationTabPath } from "./tabs";

/** The education screen's lists: the tab each is edited on and the intents its forms post. */
export const educationListTabs = {
  courses: { path: educationTabPath.courses, save: "save-course", remove: "delete-course" },
  lessons: { path: educationTabPath.lessons, save: "save-lesson", remove: "delete-lesson" },
  questions: { path: educationTabPath.questions, save: "save-question", remove: "delete-question" },
};

const levelOptions = courseLevels.map((level) => ({ value: level.value, label: level.label }));

export function CourseForm({
  course,
  cancelTo,
  order,
}: {
  course?: { id: number; title: string; slug: string; level: string; summary: string; sort_order: number };
  cancelTo: string;
  order: number;
}) {
  const [form, fields] = useIntentForm(courseSchema, {
    id: `course-${course?.id ?? "new"}`,
    intent: educationListTabs.courses.save,
    defaultValue: course ? { ...course, sort_order: String(course.sort_order) } : { level: "baslangic", sort_order: String(order) },
  });
  return (
    <EditForm form={form} id={course?.id} intent={educationListTabs.courses.save} cancelTo={cancelTo}>
      <TextField field={fields.title} label="Kurs adı" />
      <TextField field={fields.slug} label="Kısa ad (adres)" hint="Boş bırakılırsa addan üretilir." />
      <SelectField field={fields.level} label="Seviye" options={levelOptions} />
      <TextAreaField field={fields.summary} label="Özet" />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function LessonForm({
  lesson,
  courses,
  courseId,
  cancelTo,
  order,
}: {
  lesson?: { id: number; course_id: number; title: string; slug: string; summary: string; content: string; sort_order: number };
  courses: { id: number; title: string }[];
  courseId?: number;
  cancelTo: string;
  order: number;
}) {
  const [form, fields] = useIntentForm(lessonSchema, {
    id: `lesson-${lesson?.id ?? "new"}`,
    intent: educationListTabs.lessons.save,
    defaultValue: lesson
      ? { ...lesson, course_id: String(lesson.course_id), sort_order: String(lesson.sort_order) }
      : { course_id: courseId === undefined ? undefined : String(courseId), sort_order: String(order) },
  });
  return (
    <EditForm form={form} id={lesson?.id} intent={educationListTabs.lessons.save} cancelTo={cancelTo}>
      <SelectField
        field={fields.course_id}
        label="Kurs"
        options={courses.map((course) => ({ value: String(course.id), label: course.title }))}
      />
      <TextField field={fields.title} label="Ders başlığı" />
      <TextField field={fields.slug} label="Kısa ad (adres)" hint="Boş bırakılırsa başlıktan üretilir." />
      <TextAreaField field={fields.summary} label="Özet" rows={2} />
      <FieldFrame field={fields.content} label="Ders metni" mark>
        <RichTextEditor id={fields.content.id} name={fields.content.name} defaultValue={lesson?.content ?? ""} />
      </FieldFrame>
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

export function QuestionForm({
  question,
  lessons,
  lessonId,
  cancelTo,
  order,
}: {
  question?: {
    id: number;
    lesson_id: number;
    prompt: string;
    options: string[];
    correctIndex: number;
    explanation: string;
    sort_order: number;
  };
  lessons: { id: number; title: string; course_title: string }[];
  lessonId?: number;
  cancelTo: string;
  order: number;
}) {
  const [form, fields] = useIntentForm(questionSchema, {
    id: `question-${question?.id ?? "new"}`,
    intent: educationListTabs.questions.save,
    defaultValue: question
      ? {
          lesson_id: String(question.lesson_id),
          prompt: question.prompt,
          option_1: question.options[0],
          option_2: question.options[1],
          option_3: question.options[2] ?? "",
          option_4: question.options[3] ?? "",
          correct: String(question.correctIndex + 1),
          explanation: question.explanation,
          sort_order: String(question.sort_order),
        }
      : { lesson_id: lessonId === undefined ? undefined : String(lessonId), correct: "1", sort_order: String(order) },
  });
  return (
    <EditForm form={form} id={question?.id} intent={educationListTabs.questions.save} cancelTo={cancelTo}>
      <SelectField
        field={fields.lesson_id}
        label="Ders"
        options={lessons.map((lesson) => ({ value: String(lesson.id), label: `${lesson.course_title} › ${lesson.title}` }))}
      />
      <TextAreaField field={fields.prompt} label="Soru" rows={2} />
      <TextField field={fields.option_1} label="1. cevap" />
      <TextField field={fields.option_2} label="2. cevap" />
      <TextField field={fields.option_3} label="3. cevap (isteğe bağlı)" />
      <TextField field={fields.option_4} label="4. cevap (isteğe bağlı)" />
      <SelectField
        field={fields.correct}
        label="Doğru cevap"
        options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: `${n}. cevap` }))}
      />
      <TextAreaField field={fields.explanation} label="Açıklama (sonuçta gösterilir)" rows={2} />
      <TextField field={fields.sort_order} label="Sıra" type="number" />
    </EditForm>
  );
}

/** A GET chooser that narrows a tab's list to one course or lesson. */
export function Chooser({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: number | null;
  options: { value: number; label: string }[];
}) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
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
