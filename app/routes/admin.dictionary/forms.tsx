import { EditForm } from "~/components/admin/edit-form";
import { TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { dictionaryTermSchema } from "~/lib/dictionary/schema";

export const DICTIONARY_PAGE = "/admin/dictionary";

export interface EditableTerm {
  id: number;
  term: string;
  english: string;
  slug: string;
  short_definition: string;
  explanation: string;
  example: string;
  related: string;
}

/** Adds a term, or edits one. */
export function TermForm({ term, cancelTo }: { term?: EditableTerm; cancelTo: string }) {
  const intent = term ? "update" : "create";
  const [form, fields] = useIntentForm(dictionaryTermSchema, {
    id: `dictionary-term-${term?.id ?? "new"}`,
    intent,
    defaultValue: term ? { ...term, related: term.related.split(",").join(", ") } : undefined,
  });
  return (
    <EditForm form={form} id={term?.id} intent={intent} cancelTo={cancelTo}>
      <TextField field={fields.term} label="Terim" />
      <TextField field={fields.english} label="İngilizce karşılığı" hint="İsteğe bağlı; terim zaten İngilizceyse boş bırakın." />
      <TextField field={fields.slug} label="Kısa ad (adres)" hint="Boş bırakılırsa terimden üretilir: /crypto-dictionary/kisa-ad" />
      <TextAreaField field={fields.short_definition} label="Kısa tanım" rows={2} />
      <TextAreaField field={fields.explanation} label="Açıklama" rows={6} />
      <TextAreaField field={fields.example} label="Örnek" rows={2} />
      <TextField field={fields.related} label="İlgili terimler" hint="Kısa adları virgülle ayırın, ör. cuzdan, ozel-anahtar" />
    </EditForm>
  );
}
