import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, saveIntent, type IntentArgs } from "~/server/admin-form.server";
import { formReply, refusalErrors } from "~/server/form-reply.server";
import { googleServicesFormSchema, pageSeoFormSchema, seoSettingsFormSchema, structuredDataFormSchema } from "~/lib/seo/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { deletePageSeo, saveGoogleServices, saveSeoSettings, saveStructuredData, storePageSeo } from "~/models/seo.server";
import { seoTabPath } from "./tabs";

async function savePage({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: pageSeoFormSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply());
  const { id, ...input } = submission.value;
  const result = await storePageSeo(input, id, admin);
  if (!result.ok && "notFound" in result) notFound(result.message);
  if (!result.ok) return formReply(intent, submission.reply(refusalErrors(result)));
  return redirectWithToast(request, seoTabPath.pages, { type: "success", message: id ? "Sayfa SEO güncellendi" : "Sayfa SEO oluşturuldu" });
}

async function deletePage({ request, formData, admin }: IntentArgs) {
  if (!(await deletePageSeo(formId(formData), admin))) notFound("Sayfa SEO kaydı bulunamadı.");
  return redirectWithToast(request, seoTabPath.pages, { type: "success", message: "Sayfa SEO silindi" });
}

/** Every form of the SEO screen's tabs posts here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    "save-settings": saveIntent(seoSettingsFormSchema, saveSeoSettings, { to: seoTabPath.general, message: "SEO ayarları kaydedildi" }),
    "save-structured": saveIntent(structuredDataFormSchema, saveStructuredData, {
      to: seoTabPath.structured,
      message: "Yapılandırılmış veri kaydedildi",
    }),
    "save-google": saveIntent(googleServicesFormSchema, saveGoogleServices, {
      to: seoTabPath.google,
      message: "Google servisleri kaydedildi",
    }),
    "save-page": savePage,
    "delete-page": deletePage,
  });
