import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleIntents, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { footerInfoSchema } from "~/lib/site/content-schemas";
import { listIntents } from "~/server/list-intents.server";
import { redirectWithToast } from "~/server/toast.server";
import { footerLists, saveFooterInfo } from "~/models/footer.server";
import { footerTabPath } from "./tabs";

async function saveInfo({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: footerInfoSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  await saveFooterInfo(submission.value, admin);
  return redirectWithToast(request, footerTabPath.info, { type: "success", message: "Şirket bilgileri kaydedildi." });
}

/** Every form of the footer screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveInfo,
    ...listIntents(footerLists.links, { path: footerTabPath.links, save: "save-link", remove: "delete-link", saved: "Link kaydedildi." }),
    ...listIntents(footerLists.social, {
      path: footerTabPath.social,
      save: "save-social",
      remove: "delete-social",
      saved: "Sosyal medya linki kaydedildi.",
    }),
    ...listIntents(footerLists.headers, {
      path: footerTabPath.headers,
      save: "save-header",
      remove: "delete-header",
      saved: "Sütun başlığı kaydedildi.",
    }),
  });
