import { useNavigation } from "@remix-run/react";
import { SelectField, TextAreaField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { Honeypot } from "~/components/ui/honeypot";
import { SenderFields } from "~/components/contact/sender-fields";
import { CONSULTING_BUDGETS, CONSULTING_FORM, CONSULTING_TOPICS, consultingSchema } from "~/lib/consulting/schema";
import { OutlineIcon } from "~/components/icon-file";

/** The request form: checked by the same schema in the browser and on the server, posted as a plain form. */
export function ConsultingForm() {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/consulting";
  const [form, fields] = useIntentForm(consultingSchema, { id: CONSULTING_FORM, intent: CONSULTING_FORM, shouldValidate: "onSubmit" });

  return (
    <PostForm form={form} action="/consulting" className="mt-6 flex flex-col gap-4">
      <Honeypot />
      <SenderFields name={fields.name} email={fields.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.topic} label="Konu" options={CONSULTING_TOPICS} placeholder="Seçin" />
        <SelectField field={fields.budget} label="Bütçe aralığı" options={CONSULTING_BUDGETS} placeholder="Seçin" />
      </div>
      <TextAreaField
        field={fields.message}
        label="Mesaj"
        rows={6}
        placeholder="Durumunuzu ve beklentinizi kısaca anlatın. Özel anahtar veya kurtarma kelimelerinizi asla yazmayın."
      />
      <button type="submit" className="btn btn-primary self-start" disabled={sending}>
        <OutlineIcon name="PaperAirplaneIcon" className="h-4 w-4" />
        {sending ? "Gönderiliyor..." : "Talep Gönder"}
      </button>
    </PostForm>
  );
}
