import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FormErrors, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import type { FaqRow } from "~/lib/db-schema";
import { faqFormSchema } from "~/lib/faq/schemas";

/** Adds a FAQ, or edits one in its place in the list. */
export function FaqForm({ faq }: { faq?: FaqRow }) {
  const intent = faq ? "update" : "create";
  const [form, fields] = useIntentForm(faqFormSchema, {
    id: faq ? `faq-edit-${faq.id}` : "faq-create",
    intent,
    replyKey: faq?.id ?? null,
    defaultValue: faq ? { question: faq.question, answer: faq.answer } : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <TextField field={fields.question} label="Soru" required mark={false} />
      <TextAreaField field={fields.answer} label="Cevap" rows={4} />
      <div className="flex gap-3">
        <button type="submit" name="intent" value={intent} className="btn btn-primary">
          {faq ? "Kaydet" : "SSS Ekle"}
        </button>
        {faq ? (
          <Link to="/admin/faq" className="btn btn-secondary">
            İptal
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
