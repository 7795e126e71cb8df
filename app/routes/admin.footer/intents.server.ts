import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { formId, handleIntents, invalid, notFound, type IntentArgs } from "~/server/admin-form.server";
import { footerHeaderSchema, footerInfoSchema, footerLinkSchema, footerSocialSchema } from "~/lib/site/content-schemas";
import { redirectWithToast } from "~/server/toast.server";
import { deleteFooterItem, footerLists, saveFooterInfo, saveFooterItem, type FooterListKind } from "~/models/footer.server";
import { footerTabPath } from "./tabs";

async function saveInfo({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: footerInfoSchema });
  if (submission.status !== "success") return invalid(intent, submission.reply());
  await saveFooterInfo(submission.value, admin);
  return redirectWithToast(request, footerTabPath.info, { type: "success", message: "Şirket bilgileri kaydedildi." });
}

/** The save intent of one footer list: the same model write as `POST /api/footer/{kind}`. */
function saveItem(kind: FooterListKind, schema: z.ZodType<{ id?: number }>, message: string) {
  return async ({ request, formData, admin, intent }: IntentArgs) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return invalid(intent, submission.reply());
    const { id, ...input } = submission.value;
    if (!(await saveFooterItem(kind, input as never, id, admin))) notFound(`${footerLists[kind].label} bulunamadı.`);
    return redirectWithToast(request, footerTabPath[kind], { type: "success", message });
  };
}

function deleteItem(kind: FooterListKind) {
  return async ({ request, formData, admin }: IntentArgs) => {
    if (!(await deleteFooterItem(kind, formId(formData), admin))) notFound();
    return redirectWithToast(request, footerTabPath[kind], { type: "success", message: "Silindi." });
  };
}

/** Every form of the footer screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-info": saveInfo,
    "save-link": saveItem("links", footerLinkSchema, "Link kaydedildi."),
    "save-social": saveItem("social", footerSocialSchema, "Sosyal medya linki kaydedildi."),
    "save-header": saveItem("headers", footerHeaderSchema, "Sütun başlığı kaydedildi."),
    "delete-link": deleteItem("links"),
    "delete-social": deleteItem("social"),
    "delete-header": deleteItem("headers"),
  });
