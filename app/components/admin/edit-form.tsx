import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormButtons } from "~/components/ui/form-fields";

/**
 * The form of one admin record, as its dialog or tab shows it: the fields in a column, the
 * record's id when it exists (a new record has none), and "İptal" / "Kaydet" under them.
 */
export function EditForm<Fields extends Record<string, unknown>>({
  form,
  id,
  intent,
  cancelTo,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  id?: number;
  intent: string;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {children}
      <FormButtons intent={intent} cancelTo={cancelTo} />
    </Form>
  );
}
