import { getFormProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { PaperAirplaneIcon } from "@heroicons/react/24/outline";
import { FieldErrors, FormErrors } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { SenderFields } from "~/components/contact/sender-fields";
import { CONSULTING_BUDGETS, CONSULTING_TOPICS, consultingSchema } from "~/lib/consulting/schema";
import type { action } from "./route";

function Choice({ field, label, options }: { field: FieldMetadata<string>; label: string; options: Record<string, string> }) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <select key={key} {...props} className="input w-full">
        <option value="">Seçin</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The request form: checked by the same schema in the browser and on the server, posted as a plain form. */
export function ConsultingForm() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/consulting";
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(consultingSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consultingSchema }),
  });
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message);

  return (
    <Form method="post" action="/consulting" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Honeypot />
      <SenderFields name={fields.name} email={fields.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice field={fields.topic} label="Konu *" options={CONSULTING_TOPICS} />
        <Choice field={fields.budget} label="Bütçe aralığı *" options={CONSULTING_BUDGETS} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.message.id} className="label">
          Mesaj *
        </label>
        <textarea
          key={messageKey}
          {...messageProps}
          rows={6}
          className="input w-full"
          placeholder="Durumunuzu ve beklentinizi kısaca anlatın. Özel anahtar veya kurtarma kelimelerinizi asla yazmayın."
        />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        <PaperAirplaneIcon className="h-4 w-4" aria-hidden="true" />
        {sending ? "Gönderiliyor..." : "Talep Gönder"}
      </button>
    </Form>
  );
}
