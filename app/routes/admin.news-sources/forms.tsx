import { EditForm } from "~/components/admin/edit-form";
import { Form } from "@remix-run/react";
import { CheckboxField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { newsSourceSchema, type NewsSource } from "~/lib/news/schema";

export const NEWS_SOURCES_PATH = "/admin/news-sources";

export function NewsSourceForm({ source }: { source?: NewsSource }) {
  const [form, fields] = useIntentForm(newsSourceSchema, {
    id: `news-source-${source?.id ?? "new"}`,
    intent: "save-source",
    replyKey: source?.id ?? null,
    defaultValue: source ? { name: source.name, url: source.url, enabled: source.enabled ? "on" : undefined } : { enabled: "on" },
  });
  return (
    <EditForm form={form} id={source?.id} intent="save-source" cancelTo={NEWS_SOURCES_PATH}>
      <TextField field={fields.name} label="Ad" placeholder="Haber sitesinin adı" />
      <TextField
        field={fields.url}
        label="Besleme adresi (RSS veya Atom)"
        type="url"
        placeholder="https://ornek.com/feed"
        hint="Kaydedince besleme hemen okunur; sonra sunucu onu düzenli aralıklarla yeniden okur."
      />
      <CheckboxField field={fields.enabled} label="Etkin (haberleri sayfada gösterilir ve düzenli olarak okunur)" />
    </EditForm>
  );
}

/** A row's own buttons: turn the feed on or off, and read it now. Plain forms, so they work without JavaScript. */
export function SourceActions({ source }: { source: NewsSource }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={source.id} />
        <input type="hidden" name="enabled" value={source.enabled ? "false" : "true"} />
        <button
          type="submit"
          name="intent"
          value="toggle-source"
          className="btn btn-secondary px-2 py-1 text-xs"
          aria-label={`${source.enabled ? "Devre dışı bırak" : "Etkinleştir"}: ${source.name}`}
        >
          {source.enabled ? "Devre dışı bırak" : "Etkinleştir"}
        </button>
      </Form>
      {source.enabled ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="id" value={source.id} />
          <button
            type="submit"
            name="intent"
            value="refresh-source"
            className="btn btn-secondary px-2 py-1 text-xs"
            aria-label={`Şimdi oku: ${source.name}`}
          >
            Şimdi oku
          </button>
        </Form>
      ) : null}
    </div>
  );
}
