import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  EyeIcon,
  EyeSlashIcon,
  PencilSquareIcon,
  PlusIcon,
  Squares2X2Icon,
} from "@heroicons/react/24/outline";
import { ConfirmDelete, DeleteButton } from "~/components/admin-content/delete-control";
import { SelectField, TextAreaField, TextField, useIntentForm } from "~/components/admin-content/form-fields";
import { Modal } from "~/components/admin-content/modal";
import { formId, invalid, notFound, unknownIntent } from "~/lib/admin-form.server";
import { requireAdmin } from "~/lib/auth.server";
import {
  parseSectionContent,
  sectionTypeLabels,
  sectionTypes,
  starterSections,
  type SectionType,
} from "~/lib/home-sections";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { recordActivity } from "~/models/activity.server";
import {
  createHomeSection,
  deleteHomeSection,
  ensureHomeSections,
  getHomeSection,
  listHomeSections,
  moveHomeSection,
  saveHomeSectionOrder,
  updateHomeSection,
  type HomeSection,
} from "~/models/home.server";

const PAGE = "/admin/home-layout";
const DELETE_MESSAGE = "Bu bölümü silmek istediğinizden emin misiniz?";

const addSchema = z.object({
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir."),
  type: z.enum(sectionTypes, { error: "Bölüm türü seçin." }),
  subtitle: z.string().trim().optional(),
});

const baseEditSchema = {
  id: z.number().int().positive(),
  title: z.string({ error: "Başlık gereklidir." }).trim().min(1, "Başlık gereklidir."),
  subtitle: z.string().trim().optional(),
};

/** Hero and CTA sections are edited through named fields. */
const fieldsEditSchema = z.object({
  ...baseEditSchema,
  contentTitle: z.string().trim().optional(),
  description: z.string().trim().optional(),
  buttonText: z.string().trim().optional(),
  buttonLink: z
    .string()
    .trim()
    .refine((v) => v.startsWith("/") || /^https?:\/\/\S+$/i.test(v), "Bağlantı / ile başlayan bir yol veya geçerli bir URL olmalıdır.")
    .optional(),
});

/** List sections are edited as JSON text, which must parse. */
function jsonEditSchema(type: string) {
  return z
    .object({
      ...baseEditSchema,
      content: z.string({ error: "İçerik gereklidir." }),
    })
    .superRefine((value, ctx) => {
      const parsed = parseSectionContent(type, value.content);
      if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["content"], message: parsed.error });
    });
}

function usesFields(type: string) {
  return type === "hero" || type === "cta";
}

export const meta: MetaFunction = (args) => pageMeta(args, { title: "Ana Sayfa Düzeni", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const sections = await listHomeSections();
  const editId = Number(url.searchParams.get("edit"));
  const editing = editId ? sections.find((section) => section.id === editId) : undefined;
  if (editId && !editing) throw notFound("Bölüm bulunamadı.");
  return { sections, editing: editing ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const actor = { id: admin.id, username: admin.username };

  switch (intent) {
    case "create": {
      const submission = parseWithZod(formData, { schema: addSchema });
      if (submission.status !== "success") return invalid(intent, submission.reply());
      const { title, type, subtitle } = submission.value;
      const template = starterSections().find((section) => section.type === type)?.content ?? {};
      const section = await createHomeSection({ title, type, subtitle, content: template });
      await recordActivity({ action: "home.section.create", title: "Ana sayfa bölümü eklendi", description: title, icon: "FileText", actor });
      return redirectWithToast(request, `${PAGE}?edit=${section.id}`, { type: "success", message: "Bölüm eklendi." });
    }
    case "update": {
      const section = await getHomeSection(formId(formData));
      if (!section) notFound("Bölüm bulunamadı.");
      const content = await sectionContentFrom(formData, section);
      if (!content.ok) return invalid(intent, content.reply);
      await updateHomeSection(section.id, content.value);
      await recordActivity({ action: "home.section.update", title: "Ana sayfa bölümü güncellendi", description: content.value.title, icon: "FileText", actor });
      return redirectWithToast(request, PAGE, { type: "success", message: "Bölüm kaydedildi." });
    }
    case "toggle": {
      const section = await getHomeSection(formId(formData));
      if (!section) notFound("Bölüm bulunamadı.");
      await updateHomeSection(section.id, { enabled: !section.enabled });
      await recordActivity({
        action: "home.section.toggle",
        title: section.enabled ? "Ana sayfa bölümü gizlendi" : "Ana sayfa bölümü gösterildi",
        description: section.title,
        icon: "FileText",
        actor,
      });
      return redirectWithToast(request, PAGE, { type: "success", message: section.enabled ? "Bölüm gizlendi." : "Bölüm gösteriliyor." });
    }
    case "move-up":
    case "move-down": {
      const id = formId(formData);
      if (!(await moveHomeSection(id, intent === "move-up" ? "up" : "down"))) notFound("Bölüm bulunamadı.");
      await recordActivity({ action: "home.section.move", title: "Ana sayfa bölüm sırası değişti", icon: "FileText", actor });
      return redirectWithToast(request, PAGE, { type: "success", message: "Sıralama kaydedildi." });
    }
    case "delete": {
      const id = formId(formData);
      const section = await getHomeSection(id);
      if (!section || !(await deleteHomeSection(id))) notFound("Bölüm bulunamadı.");
      await recordActivity({ action: "home.section.delete", title: "Ana sayfa bölümü silindi", description: section.title, icon: "FileText", actor });
      return redirectWithToast(request, PAGE, { type: "success", message: "Bölüm silindi." });
    }
    case "save-all": {
      const ids = formData.getAll("order").map(Number).filter((id) => Number.isInteger(id) && id > 0);
      await saveHomeSectionOrder(ids);
      await recordActivity({ action: "home.section.save-all", title: "Ana sayfa düzeni kaydedildi", icon: "FileText", actor });
      // The enhanced button shows its own "Kaydedildi!" state; the plain form gets a flash message.
      if (formData.get("enhanced") === "1") return { saved: true };
      return redirectWithToast(request, PAGE, { type: "success", message: "Kaydedildi!" });
    }
    case "defaults": {
      await ensureHomeSections();
      await recordActivity({ action: "home.section.defaults", title: "Varsayılan ana sayfa bölümleri oluşturuldu", icon: "FileText", actor });
      return redirectWithToast(request, PAGE, { type: "success", message: "Varsayılan bölümler oluşturuldu." });
    }
    default:
      return unknownIntent();
  }
}

async function sectionContentFrom(formData: FormData, section: HomeSection) {
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
  return { ok: true as const, value: { title: submission.value.title, subtitle: submission.value.subtitle ?? null, content: parsed.value } };
}

function typeLabel(type: string) {
  return sectionTypeLabels[type as SectionType] ?? type;
}

const typeOptions = sectionTypes.map((type) => ({ value: type, label: sectionTypeLabels[type] }));

function AddSectionForm() {
  const [form, fields] = useIntentForm(addSchema, { id: "section-add", intent: "create", defaultValue: { type: "features" } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <TextField field={fields.title} label="Başlık" />
      <TextField field={fields.subtitle} label="Alt başlık" />
      <SelectField field={fields.type} label="Bölüm türü" options={typeOptions} />
      <div className="flex justify-end gap-2">
        <Link to={PAGE} className="btn btn-secondary">
          İptal
        </Link>
        <button type="submit" name="intent" value="create" className="btn btn-primary">
          Bölüm Ekle
        </button>
      </div>
    </Form>
  );
}

function EditSectionForm({ section }: { section: HomeSection }) {
  const fieldsMode = usesFields(section.type);
  const c = section.content as Record<string, unknown>;
  const text = (key: string) => (typeof c[key] === "string" ? (c[key] as string) : "");
  const [form, fields] = useIntentForm(fieldsMode ? fieldsEditSchema : jsonEditSchema(section.type), {
    id: `section-edit-${section.id}`,
    intent: "update",
    defaultValue: fieldsMode
      ? {
          id: section.id,
          title: section.title,
          subtitle: section.subtitle ?? "",
          contentTitle: text("title"),
          description: text("description"),
          buttonText: text("buttonText"),
          buttonLink: text("buttonLink"),
        }
      : { id: section.id, title: section.title, subtitle: section.subtitle ?? "", content: JSON.stringify(section.content, null, 2) },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="id" value={section.id} />
      <p className="text-sm text-slate-400">Tür: {typeLabel(section.type)}</p>
      <TextField field={fields.title} label="Bölüm başlığı" />
      <TextField field={fields.subtitle} label="Alt başlık" />
      {fieldsMode ? (
        <>
          <TextField field={fields.contentTitle} label={section.type === "hero" ? "Ana başlık" : "Başlık metni"} />
          <TextAreaField field={fields.description} label="Açıklama" />
          <TextField field={fields.buttonText} label="Buton metni" />
          <TextField field={fields.buttonLink} label="Buton bağlantısı" placeholder="/services" />
        </>
      ) : (
        <TextAreaField
          field={fields.content}
          label="İçerik (JSON)"
          rows={14}
          mono
          hint="Geçerli JSON olmalıdır; liste öğeleri nesne olarak yazılır."
        />
      )}
      <div className="flex justify-end gap-2">
        <Link to={PAGE} className="btn btn-secondary">
          İptal
        </Link>
        <button type="submit" name="intent" value="update" className="btn btn-primary">
          Kaydet
        </button>
      </div>
    </Form>
  );
}

type SaveState = "idle" | "saving" | "saved" | "error";
const saveLabels: Record<SaveState, string> = {
  idle: "Tümünü Kaydet",
  saving: "Kaydediliyor...",
  saved: "Kaydedildi!",
  error: "Hata!",
};

/** Save-all: a plain form without JavaScript; with it, the button shows four states (idle, saving, saved, error). */
function SaveAllButton({ sections }: { sections: HomeSection[] }) {
  const fetcher = useFetcher<{ saved?: boolean }>();
  const [state, setState] = useState<SaveState>("idle");

  useEffect(() => {
    if (fetcher.state === "submitting") setState("saving");
    else if (fetcher.state === "idle" && fetcher.data !== undefined) setState(fetcher.data.saved ? "saved" : "error");
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (state !== "saved" && state !== "error") return;
    const timer = window.setTimeout(() => setState("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.set("enhanced", "1");
        data.set("intent", "save-all");
        fetcher.submit(data, { method: "post" });
      }}
    >
      {sections.map((section) => (
        <input key={section.id} type="hidden" name="order" value={section.id} />
      ))}
      <button
        type="submit"
        name="intent"
        value="save-all"
        disabled={state === "saving"}
        className={`btn ${state === "error" ? "btn-danger" : "btn-primary"}`}
      >
        <span aria-live="polite">{saveLabels[state]}</span>
      </button>
    </fetcher.Form>
  );
}

function IconButton({
  intent,
  id,
  label,
  disabled,
  children,
}: {
  intent: string;
  id: number;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        aria-label={label}
        title={label}
        className="rounded-md p-1.5 text-slate-300 hover:bg-white/5 hover:text-white disabled:cursor-not-allowed disabled:opacity-30"
      >
        {children}
      </button>
    </Form>
  );
}

export default function AdminHomeLayoutPage() {
  const { sections, editing } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const confirmId = Number(params.get("confirm"));
  const confirming = confirmId ? sections.find((section) => section.id === confirmId) : undefined;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white">Ana Sayfa Düzeni</h1>
          <p className="mt-1 text-sm text-slate-400">Ana sayfadaki bölümlerin sırasını, görünürlüğünü ve içeriğini yönetin.</p>
        </div>
        <div className="flex gap-2">
          <Link to="?new=1" className="btn btn-secondary">
            <PlusIcon className="h-5 w-5" aria-hidden="true" />
            Bölüm Ekle
          </Link>
          {sections.length ? <SaveAllButton sections={sections} /> : null}
        </div>
      </div>

      {sections.length === 0 ? (
        <div className="card mt-8 flex flex-col items-center gap-4 p-10 text-center">
          <Squares2X2Icon className="h-12 w-12 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-white">Henüz bölüm yok</h2>
          <p className="text-sm text-slate-400">Ana sayfa şu anda boş görünüyor.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="?new=1" className="btn btn-primary">
              İlk bölümü ekle
            </Link>
            <Form method="post">
              <button type="submit" name="intent" value="defaults" className="btn btn-secondary">
                Varsayılan 6 bölümü oluştur
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <ol aria-label="Ana sayfa bölümleri" className="mt-8 space-y-3">
          {sections.map((section, index) => (
            <li
              key={section.id}
              data-testid="home-section"
              className={`card flex flex-wrap items-center gap-4 p-4 ${section.enabled ? "" : "opacity-60"}`}
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600/30 font-semibold text-brand-200">
                {section.sort_order}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold text-white">{section.title}</h2>
                <p className="text-xs text-slate-400">
                  {typeLabel(section.type)} · {section.enabled ? "Görünür" : "Gizli"}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <IconButton intent="toggle" id={section.id} label={`${section.enabled ? "Gizle" : "Göster"}: ${section.title}`}>
                  {section.enabled ? <EyeIcon className="h-5 w-5" aria-hidden="true" /> : <EyeSlashIcon className="h-5 w-5" aria-hidden="true" />}
                </IconButton>
                <IconButton intent="move-up" id={section.id} label={`Yukarı taşı: ${section.title}`} disabled={index === 0}>
                  <ArrowUpIcon className="h-5 w-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  intent="move-down"
                  id={section.id}
                  label={`Aşağı taşı: ${section.title}`}
                  disabled={index === sections.length - 1}
                >
                  <ArrowDownIcon className="h-5 w-5" aria-hidden="true" />
                </IconButton>
                <Link
                  to={`?edit=${section.id}`}
                  preventScrollReset
                  aria-label={`Düzenle: ${section.title}`}
                  className="rounded-md p-1.5 text-slate-300 hover:bg-white/5 hover:text-white"
                >
                  <PencilSquareIcon className="h-5 w-5" aria-hidden="true" />
                </Link>
                <DeleteButton
                  intent="delete"
                  id={section.id}
                  label={`Sil: ${section.title}`}
                  message={DELETE_MESSAGE}
                  confirmHref={`?confirm=${section.id}`}
                />
              </div>
            </li>
          ))}
        </ol>
      )}

      {params.get("new") ? (
        <Modal title="Yeni Bölüm Ekle" closeTo={PAGE}>
          <AddSectionForm />
        </Modal>
      ) : null}
      {editing ? (
        <Modal title="Bölümü Düzenle" closeTo={PAGE}>
          <EditSectionForm key={editing.id} section={editing} />
        </Modal>
      ) : null}
      {confirming ? (
        <Modal title="Bölümü Sil" closeTo={PAGE}>
          <ConfirmDelete intent="delete" id={confirming.id} message={`${DELETE_MESSAGE} (${confirming.title})`} cancelTo={PAGE} />
        </Modal>
      ) : null}
    </div>
  );
}
