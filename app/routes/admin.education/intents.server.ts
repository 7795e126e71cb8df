import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { formId, invalid, notFound, optionalFormId, unknownIntent } from "~/lib/admin-form.server";
import { courseSchema, lessonSchema, questionSchema } from "~/lib/education/schemas";
import { redirectWithToast } from "~/lib/toast.server";
import type { ActivityActor } from "~/models/activity.server";
import {
  deleteCourse,
  deleteLesson,
  deleteQuestion,
  saveCourse,
  saveLesson,
  saveQuestion,
  type SaveResult,
} from "~/models/education.server";

export const EDUCATION_PAGE = "/admin/education";

interface IntentContext {
  request: Request;
  formData: FormData;
  actor: ActivityActor;
}

type Tab = "courses" | "lessons" | "questions";

function done(request: Request, tab: Tab, message: string) {
  return redirectWithToast(request, `${EDUCATION_PAGE}?tab=${tab}`, { type: "success", message });
}

/** Parses a form with its schema and hands the values to a save function; field errors go back to the form. */
async function save<S extends z.ZodType<Record<string, unknown>>>(
  intent: string,
  tab: Tab,
  schema: S,
  store: (fields: z.output<S>, actor: ActivityActor, id?: number) => Promise<SaveResult>,
  { request, formData, actor }: IntentContext,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return invalid(intent, submission.reply());
  const result = await store(submission.value, actor, optionalFormId(formData));
  if (!result.ok && "notFound" in result) notFound();
  if (!result.ok) return invalid(intent, submission.reply({ fieldErrors: { [result.field]: [result.message] } }));
  return done(request, tab, "Kaydedildi.");
}

async function remove(tab: Tab, drop: (id: number, actor: ActivityActor) => Promise<boolean>, { request, formData, actor }: IntentContext) {
  if (!(await drop(formId(formData), actor))) notFound();
  return done(request, tab, "Silindi.");
}

const intents: Record<string, (context: IntentContext) => Promise<unknown>> = {
  "save-course": (context) => save("save-course", "courses", courseSchema, saveCourse, context),
  "delete-course": (context) => remove("courses", deleteCourse, context),
  "save-lesson": (context) => save("save-lesson", "lessons", lessonSchema, saveLesson, context),
  "delete-lesson": (context) => remove("lessons", deleteLesson, context),
  "save-question": (context) => save("save-question", "questions", questionSchema, saveQuestion, context),
  "delete-question": (context) => remove("questions", deleteQuestion, context),
};

/** Runs the posted `intent`; an unknown one is a 400. */
export function runEducationIntent(context: IntentContext) {
  const run = intents[String(context.formData.get("intent") ?? "")];
  return run ? run(context) : unknownIntent();
}
