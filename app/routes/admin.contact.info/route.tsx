import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormErrors, TextAreaField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { requireAdmin } from "~/server/auth.server";
import { contactInfoSchema } from "~/lib/contact/inbox";
import { contactInfoIsSample, getContactInfo } from "~/models/contact.server";
import { SampleBadge } from "~/components/admin/sample-badge";

export { action } from "../admin.contact/intents.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [info, sample] = await Promise.all([getContactInfo(), contactInfoIsSample()]);
  return { info, sample };
}

const textInputs = [
  ["company_name", "Şirket Adı", "text"],
  ["email", "E-posta", "email"],
  ["phone", "Telefon", "tel"],
] as const;
const textareas = [
  ["address", "Adres"],
  ["working_hours", "Çalışma Saatleri"],
  ["description", "Açıklama"],
] as const;

/** The contact card visitors see on /contact. */
export default function ContactInfoTab() {
  const { info, sample } = useLoaderData<typeof loader>();
  const [form, fields] = useIntentForm(contactInfoSchema, { id: "contact-info", intent: "info", defaultValue: info });
  return (
    <Form method="post" {...getFormProps(form)} className="card grid gap-4 p-6 md:grid-cols-2">
      <h2 className="text-lg font-semibold text-white md:col-span-2">
        İletişim Bilgileri
        {sample ? <SampleBadge /> : null}
      </h2>
      {sample ? (
        <p className="text-sm text-amber-200 md:col-span-2">
          Bu bilgiler kurulumla gelen örneklerdir; adres, telefon, e-posta ve çalışma saatleri siz kaydedene kadar ziyaretçilere
          gösterilmez.
        </p>
      ) : null}
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {textInputs.map(([name, label, type]) => (
        <TextField key={name} field={fields[name]} label={label} type={type} required mark={false} />
      ))}
      {textareas.map(([name, label]) => (
        <div key={name} className="md:col-span-2">
          <TextAreaField field={fields[name]} label={label} />
        </div>
      ))}
      <div className="md:col-span-2">
        <button type="submit" name="intent" value="info" className="btn btn-primary">
          Kaydet
        </button>
      </div>
    </Form>
  );
}
