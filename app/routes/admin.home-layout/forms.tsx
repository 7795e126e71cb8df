import { getFormProps } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormButtons, SelectField, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { sectionTypeLabels, sectionTypes, type HomeSection, type SectionType } from "~/lib/home/sections";
import { PAGE, addSchema, fieldsEditSchema, jsonEditSchema, usesFields } from "./schemas";

export function typeLabel(type: string) {
  return sectionTypeLabels[type as SectionType] ?? type;
}

const typeOptions = sectionTypes.map((type) => ({ value: type, label: sectionTypeLabels[type] }));

export function AddSectionForm() {
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

export function EditSectionForm({ section }: { section: HomeSection }) {
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
      <FormButtons intent="update" cancelTo={PAGE} />
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

/** Save-all: a plain form without JavaScript; with it, the button shows idle, saving, saved and error in turn. */
export function SaveAllButton({ sections }: { sections: HomeSection[] }) {
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

export function IconButton({
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
