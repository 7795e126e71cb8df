import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { FormErrors, SelectField, TextField, useIntentForm } from "~/components/ui/form-fields";
import { changePasswordSchema, createUserSchema, updateUserSchema } from "~/lib/users/schemas";
import type { User } from "~/models/users.server";
import { roleLabels, statusLabels, subscriptionLabels } from "./labels";
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from "~/lib/users/fields";

export function UserForm({ user, cancelTo }: { user?: User; cancelTo: string }) {
  const intent = user ? "update" : "create";
  const [form, fields] = useIntentForm(user ? updateUserSchema : createUserSchema, {
    id: user ? `user-edit-${user.id}` : "user-create",
    intent,
    defaultValue: user
      ? { username: user.username, email: user.email, role: user.role, status: user.status, subscription: user.subscription }
      : { role: "user", status: "active", subscription: "free" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className={`grid gap-4 md:grid-cols-2 ${user ? "" : "p-4"}`}>
      <div className="md:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {user ? <input type="hidden" name="id" value={user.id} /> : null}
      <TextField field={fields.username} label="Kullanıcı Adı" required autoComplete="off" mark={false} />
      <TextField field={fields.email} label="E-posta" type="email" required autoComplete="off" mark={false} />
      <TextField
        field={fields.password}
        label={user ? "Yeni Şifre (boş bırakılırsa değişmez)" : "Şifre"}
        type="password"
        required={!user}
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        mark={false}
      />
      <SelectField label="Rol" field={fields.role} options={roleLabels} />
      <SelectField label="Durum" field={fields.status} options={statusLabels} />
      <SelectField label="Abonelik" field={fields.subscription} options={subscriptionLabels} />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" name="intent" value={intent} className="btn btn-primary">
          {user ? "Güncelle" : "Oluştur"}
        </button>
        {user ? (
          <Link to={cancelTo} className="btn btn-secondary">
            İptal
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function PasswordForm({ user, cancelTo }: { user: User; cancelTo: string }) {
  const [form, fields] = useIntentForm(changePasswordSchema, { id: `user-password-${user.id}`, intent: "password" });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <input type="hidden" name="id" value={user.id} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.passwordConfirm}
        labels={["Yeni Şifre", "Yeni Şifre (Tekrar)"]}
        hint={PASSWORD_HINT}
      />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" name="intent" value="password" className="btn btn-primary">
          Şifreyi Değiştir
        </button>
        <Link to={cancelTo} className="btn btn-secondary">
          İptal
        </Link>
      </div>
    </Form>
  );
}
