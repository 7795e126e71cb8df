import { useNavigation } from "@remix-run/react";
import { TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { emailRequestSchema } from "~/lib/users/account-schemas";

/**
 * The one-field form that asks for a mail link (a password reset, a new verification link):
 * its address, its errors, and a button that says it is sending while the post is under way.
 * `path` is the route that answers it; `action` is set only where the form posts elsewhere
 * than the page's own URL.
 */
export function EmailRequestForm({
  id,
  path,
  action,
  email,
  submitText,
}: {
  id: string;
  path: string;
  action?: string;
  email?: string;
  submitText: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith(path) === true;
  const [form, fields] = useIntentForm(emailRequestSchema, { id, intent: id, defaultValue: email === undefined ? undefined : { email } });
  return (
    <PostForm form={form} action={action}>
      <TextField field={fields.email} label="E-posta" type="email" autoComplete="email" mark={false} />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? "Gönderiliyor..." : submitText}
      </button>
    </PostForm>
  );
}
