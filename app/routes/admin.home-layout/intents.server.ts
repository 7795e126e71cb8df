import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { formId, handleIntents, notFound, saveIntent, type IntentArgs } from "~/server/admin-form.server";
import { formReply } from "~/server/form-reply.server";
import { parseSectionContent, starterSections, type HomeSection } from "~/lib/home/sections";
import { redirectWithToast } from "~/server/toast.server";
import {
  createDefaultHomeSections,
  createHomeSection,
  deleteHomeSection,
  getHomeSection,
  moveHomeSection,
  saveHomeSectionOrder,
  updateHomeSection,
} from "~/models/home.server";
import { PAGE, addSchema, fieldsEditSchema, jsonEditSchema, usesFields } from "./schemas";

// A new section starts from its type's starter content, and the admin lands on its form.
const create = saveIntent(
  addSchema,
  ({ title, type, subtitle }, admin) => {
    const template = starterSections().find((section) => section.type === type)?.content ?? {};
    return createHomeSection({ title, type, subtitle, content: template }, admin);
  },
  { to: (_request, section) => `${PAGE}?edit=${section.id}`, message: "Bölüm eklendi." },
);

async function update({ request, formData, admin, intent }: IntentArgs) {
  const section = await getHomeSection(formId(formData));
  if (!section) notFound("Bölüm bulunamadı.");
  const content = sectionContentFrom(formData, section);
  if (!content.ok) return formReply(intent, content.reply);
  await updateHomeSection(section.id, content.value, admin);
  return redirectWithToast(request, PAGE, { type: "success", message: "Bölüm kaydedildi." });
}

async function toggle({ request, formData, admin }: IntentArgs) {
  const section = await getHomeSection(formId(formData));
  if (!section) notFound("Bölüm bulunamadı.");
  await updateHomeSection(section.id, { enabled: !section.enabled }, admin);
  return redirectWithToast(request, PAGE, { type: "success", message: section.enabled ? "Bölüm gizlendi." : "Bölüm gösteriliyor." });
}

function move(direction: "up" | "down") {
  return async ({ request, formData, admin }: IntentArgs) => {
    if (!(await moveHomeSection(formId(formData), direction, admin))) notFound("Bölüm bulunamadı.");
    return redirectWithToast(request, PAGE, { type: "success", message: "Sıralama kaydedildi." });
  };
}

async function remove({ request, formData, admin }: IntentArgs) {
  if (!(await deleteHomeSection(formId(formData), admin))) notFound("Bölüm bulunamadı.");
  return redirectWithToast(request, PAGE, { type: "success", message: "Bölüm silindi." });
}

async function saveAll({ request, formData, admin }: IntentArgs) {
  const ids = formData
    .getAll("order")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  await saveHomeSectionOrder(ids, admin);
  // The enhanced button shows its own "Kaydedildi!" state; the plain form gets a flash message.
  if (formData.get("enhanced") === "1") return { saved: true };
  return redirectWithToast(request, PAGE, { type: "success", message: "Kaydedildi!" });
}

async function defaults({ request, admin }: IntentArgs) {
  await createDefaultHomeSections(admin);
  return redirectWithToast(request, PAGE, { type: "success", message: "Varsayılan bölümler oluşturuldu." });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleIntents(request, {
    create,
    update,
    toggle,
    "move-up": move("up"),
    "move-down": move("down"),
    delete: remove,
    "save-all": saveAll,
    defaults,
  });

function sectionContentFrom(formData: FormData, section: HomeSection) {
  if (usesFields(section.type)) {
    const submission = parseWithZod(formData, { schema: fieldsEditSchema });
    if (submission.status !== "success") return { ok: false as const, reply: submission.reply() };
    const { title, subtitle, contentTitle, description, buttonText, buttonLink } = submission.value;
    return {
      ok: true as const,
      value: {
        title,
        subtitle: subtitle ?? null,
        content: {
          ...section.content,
          title: contentTitle ?? "",
          description: description ?? "",
          buttonText: buttonText ?? "",
          buttonLink: buttonLink ?? "",
        },
      },
    };
  }
  const submission = parseWithZod(formData, { schema: jsonEditSchema(section.type) });
  if (submission.status !== "success") return { ok: false as const, reply: submission.reply() };
  const parsed = parseSectionContent(section.type, submission.value.content);
  if (!parsed.ok) return { ok: false as const, reply: submission.reply({ fieldErrors: { content: [parsed.error] } }) };
  return {
    ok: true as const,
    value: { title: submission.value.title, subtitle: submission.value.subtitle ?? null, content: parsed.value },
  };
}
