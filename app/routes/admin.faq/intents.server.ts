import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { faqFormSchema } from "~/lib/faq/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { createFaq, deleteFaq, moveFaq, nextFaqOrder, toggleFaq, updateFaq } from "~/models/faq.server";

const PAGE = "/admin/faq";
const missing = () => notFound("SSS bulunamadı.");

async function create({ request, formData, admin, intent }: IntentArgs) {
  const submission = parseWithZod(formData, { schema: faqFormSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply(), { key: null });
  await createFaq({ ...submission.value, sort_order: await nextFaqOrder() }, admin);
  return redirectWithToast(request, PAGE, { type: "success", message: "FAQ başarıyla eklendi" });
}

async function update({ request, formData, admin, intent }: IntentArgs) {
  const id = formId(formData);
  const submission = parseWithZod(formData, { schema: faqFormSchema });
  if (submission.status !== "success") return formReply(intent, submission.reply(), { key: id });
  if (!(await updateFaq(id, submission.value, admin))) missing();
  return redirectWithToast(request, PAGE, { type: "success", message: "FAQ başarıyla güncellendi" });
}

async function toggle({ request, formData, admin }: IntentArgs) {
  if (!(await toggleFaq(formId(formData), admin))) missing();
  return redirectWithToast(request, PAGE, { type: "success", message: "FAQ durumu başarıyla değiştirildi" });
}

function move(direction: "up" | "down") {
  return async ({ request, formData, admin }: IntentArgs) => {
    if (!(await moveFaq(formId(formData), direction, admin))) missing();
    return redirectWithToast(request, PAGE, { type: "success", message: "Sıralama güncellendi" });
  };
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteFaq(formId(formData), admin))) missing();
  return redirectWithToast(request, PAGE, { type: "success", message: "FAQ başarıyla silindi" });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, { create, update, toggle, up: move("up"), down: move("down"), delete: remove });
