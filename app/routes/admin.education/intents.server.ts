import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "~/lib/zod";
import { formId, handleIntents, notFound, optionalFormId, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { courseSchema, lessonSchema, questionSchema } from "~/lib/education/schemas";
import { redirectWithToast } from "~/server/toast.server";
import type { ActivityActor } from "~/models/activity.server";
import {
  deleteCourse,
  deleteLesson,
  deleteQuestion,
  getLesson,
  getQuestion,
  saveCourse,
  saveLesson,
  saveQuestion,
  type SaveResult,
} from "~/models/education.server";
import { educationListTabs } from "./forms";
import { educationTabPath, lessonsOf, questionsOf } from "./tabs";

const { courses, lessons, questions } = educationListTabs;

/**
 * The save intent of one form: parses it with its schema and hands the values to the
 * model; field errors go back to the form, success to the list the item belongs to.
 */
function save<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  store: (fields: z.output<S>, actor: ActivityActor, id?: number) => Promise<SaveResult>,
  listOf: (fields: z.output<S>) => string,
) {
  return async ({ request, formData, admin, intent }: IntentArgs) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await store(submission.value, admin, optionalFormId(formData));
    if (!result.ok && "notFound" in result) notFound(result.message);
    if (!result.ok) return formReply(intent, submission.reply(refusalErrors(result)));
    return redirectWithToast(request, listOf(submission.value), { type: "success", message: "Kaydedildi." });
  };
}

/** The delete intent of one list: back to the list the item was in (`listOf` reads it before it goes). */
function remove(drop: (id: number, actor: ActivityActor) => Promise<boolean>, listOf: (id: number) => Promise<string>) {
  return async ({ request, formData, admin }: IntentArgs) => {
    const id = formId(formData);
    const list = await listOf(id);
    if (!(await drop(id, admin))) notFound();
    return redirectWithToast(request, list, { type: "success", message: "Silindi." });
  };
}

async function lessonList(id: number) {
  const lesson = await getLesson(id);
  return lesson ? lessonsOf(lesson.course_id) : educationTabPath.lessons;
}

async function questionList(id: number) {
  const question = await getQuestion(id);
  return question ? questionsOf(question.lesson_id) : educationTabPath.questions;
}

/** Every form of the education screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    [courses.save]: save(courseSchema, saveCourse, () => courses.path),
    [courses.remove]: remove(deleteCourse, async () => courses.path),
    [lessons.save]: save(lessonSchema, saveLesson, (lesson) => lessonsOf(lesson.course_id)),
    [lessons.remove]: remove(deleteLesson, lessonList),
    [questions.save]: save(questionSchema, saveQuestion, (question) => questionsOf(question.lesson_id)),
    [questions.remove]: remove(deleteQuestion, questionList),
  });
