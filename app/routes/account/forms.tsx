import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { FormErrors, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { Modal } from "~/components/admin/modal";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "~/lib/users/account-schemas";
import { PASSWORD_HINT } from "~/lib/users/fields";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="card p-6">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <div className="mt-3 space-y-3 text-sm text-slate-300">{children}</div>
    </section>
  );
}

function SubmitButton({ intent, label, busy, danger }: { intent: string; label: string; busy: string; danger?: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`btn ${danger ? "btn-danger" : "btn-primary"} w-full`}
      disabled={submitting}
    >
      {submitting ? busy : label}
    </button>
  );
}

export function ChangeEmailForm({ pending }: { pending: string | null }) {
  const [form, fields] = useIntentForm(changeEmailSchema, { id: "change-email", intent: "change-email" });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {pending ? (
        <p role="status" className="rounded-lg border border-sky-500/40 bg-sky-950/40 px-4 py-3 text-sky-100">
          {pending} adresine gönderilen doğrulama bağlantısı bekleniyor. Bağlantı açılana kadar adresiniz değişmez.
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label="Yeni e-posta adresi" type="email" autoComplete="email" mark={false} />
      <TextField field={fields.currentPassword} label="Mevcut şifreniz" type="password" autoComplete="current-password" mark={false} />
      <SubmitButton intent="change-email" label="Doğrulama bağlantısı gönder" busy="Gönderiliyor..." />
    </Form>
  );
}

export function ChangePasswordForm() {
  const [form, fields] = useIntentForm(changePasswordSchema, { id: "change-password", intent: "change-password" });
  return (
    <PostForm form={form}>
      <TextField field={fields.currentPassword} label="Mevcut şifre" type="password" autoComplete="current-password" mark={false} />
      <NewPasswordFields password={fields.password} confirm={fields.passwordConfirm} hint={PASSWORD_HINT} />
      <SubmitButton intent="change-password" label="Şifremi değiştir" busy="Kaydediliyor..." />
    </PostForm>
  );
}

/** The confirmation step of "Hesabımı sil": a URL state (`?delete=1`), so it works without JavaScript too. */
export function DeleteAccountDialog() {
  const [form, fields] = useIntentForm(deleteAccountSchema, { id: "delete-account", intent: "delete-account" });
  return (
    <Modal title="Hesabı Sil" closeTo="/account" role="alertdialog">
      <Form method="post" action="/account?delete=1" {...getFormProps(form)} className="flex flex-col gap-4">
        <p role="alert" className="text-slate-200">
          Hesabınız ve size ait tüm veriler (favoriler, takip edilen sinyaller, portföy, sohbet geçmişi, bülten kaydınız) kalıcı olarak
          silinecek. Bu işlem geri alınamaz.
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.password} label="Onaylamak için şifreniz" type="password" autoComplete="current-password" mark={false} />
        <div className="flex justify-end gap-2">
          <Link to="/account" preventScrollReset className="btn btn-secondary">
            Vazgeç
          </Link>
          <button type="submit" name="intent" value="delete-account" className="btn btn-danger">
            Evet, hesabımı kalıcı olarak sil
          </button>
        </div>
      </Form>
    </Modal>
  );
}
