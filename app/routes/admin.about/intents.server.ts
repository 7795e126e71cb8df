import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { aboutInfoSchema, aboutValuesImageSchema } from "~/lib/site/content-schemas";
import { listIntents } from "~/server/list-intents.server";
import { redirectWithToast } from "~/server/toast.server";
import { aboutLists, saveAboutInfo, saveAboutValuesImage } from "~/models/about.server";
import { aboutTabPath } from "./tabs";

async function saveInfo({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: aboutInfoSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  await saveAboutInfo(submission.value, admin);
  return redirectWithToast(request, aboutTabPath.info, { type: "success", message: "Genel bilgiler kaydedildi." });
}

async function saveValuesImage({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: aboutValuesImageSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  await saveAboutValuesImage(submission.value.values_image, admin);
  return redirectWithToast(request, aboutTabPath.values, { type: "success", message: "Değerler görseli kaydedildi." });
}

/** Every form of the about screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveInfo,
    "save-values-image": saveValuesImage,
    ...listIntents(aboutLists.values, {
      path: aboutTabPath.values,
      save: "save-value",
      remove: "delete-value",
      saved: "Değer kaydedildi.",
    }),
    ...listIntents(aboutLists.team, {
      path: aboutTabPath.team,
      save: "save-member",
      remove: "delete-member",
      saved: "Ekip üyesi kaydedildi.",
    }),
    ...listIntents(aboutLists.milestones, {
      path: aboutTabPath.milestones,
      save: "save-milestone",
      remove: "delete-milestone",
      saved: "Kilometre taşı kaydedildi.",
    }),
  });
