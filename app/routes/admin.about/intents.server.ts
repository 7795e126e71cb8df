import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { formId, handleIntents, invalid, notFound, type IntentArgs } from "~/server/admin-form.server";
import { aboutInfoSchema, aboutValueSchema, aboutValuesImageSchema, milestoneSchema, teamMemberSchema } from "~/lib/site/content-schemas";
import { redirectWithToast } from "~/server/toast.server";
import { aboutLists, deleteAboutItem, saveAboutInfo, saveAboutItem, saveAboutValuesImage, type AboutListKind } from "~/models/about.server";
import { aboutTabPath } from "./tabs";

async function saveInfo({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: aboutInfoSchema });
  if (submission.status !== "success") return invalid(intent, submission.reply());
  await saveAboutInfo(submission.value, admin);
  return redirectWithToast(request, aboutTabPath.info, { type: "success", message: "Genel bilgiler kaydedildi." });
}

async function saveValuesImage({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: aboutValuesImageSchema });
  if (submission.status !== "success") return invalid(intent, submission.reply());
  await saveAboutValuesImage(submission.value.values_image, admin);
  return redirectWithToast(request, aboutTabPath.values, { type: "success", message: "Değerler görseli kaydedildi." });
}

/** The save intent of one about list: the same model write as `POST /api/about/{kind}`. */
function saveItem(kind: AboutListKind, schema: z.ZodType<{ id?: number }>, message: string) {
  return async ({ request, formData, admin, intent }: IntentArgs) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return invalid(intent, submission.reply());
    const { id, ...input } = submission.value;
    if (!(await saveAboutItem(kind, input as never, id, admin))) notFound(aboutLists[kind].notFound);
    return redirectWithToast(request, aboutTabPath[kind], { type: "success", message });
  };
}

function deleteItem(kind: AboutListKind) {
  return async ({ request, formData, admin }: IntentArgs) => {
    if (!(await deleteAboutItem(kind, formId(formData), admin))) notFound();
    return redirectWithToast(request, aboutTabPath[kind], { type: "success", message: "Silindi." });
  };
}

/** Every form of the about screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveInfo,
    "save-values-image": saveValuesImage,
    "save-value": saveItem("values", aboutValueSchema, "Değer kaydedildi."),
    "save-member": saveItem("team", teamMemberSchema, "Ekip üyesi kaydedildi."),
    "save-milestone": saveItem("milestones", milestoneSchema, "Kilometre taşı kaydedildi."),
    "delete-value": deleteItem("values"),
    "delete-member": deleteItem("team"),
    "delete-milestone": deleteItem("milestones"),
  });
