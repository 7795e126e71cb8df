import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField, useIntentForm } from "~/components/admin/form-fields";
import { Field, FormErrors } from "~/components/ui/field";
import { changePasswordSchema, createUserSchema, updateUserSchema } from "~/lib/users/schemas";
import type { User } from "~/models/users.server";
import { roleLabels, statusLabels, subscriptionLabels } from "./labels";

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
      <Field
        label="Kullanıcı Adı"
        input={{ ...getInputProps(fields.username, { type: "text" }), required: true, autoComplete: "off" }}
        errors={fields.username.errors}
        errorId={fields.username.errorId}
      />
      <Field
        label="E-posta"
        input={{ ...getInputProps(fields.email, { type: "email" }), required: true, autoComplete: "off" }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={user ? "Yeni Şifre (boş bırakılırsa değişmez)" : "Şifre"}
        input={{
          ...getInputProps(fields.password, { type: "password" }),
          required: !user,
          minLength: 6,
          autoComplete: "new-password",
        }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint="En az 6 karakter."
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
      <Field
        label="Yeni Şifre"
        input={{ ...getInputProps(fields.password, { type: "password" }), required: true, minLength: 6, autoComplete: "new-password" }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        hint="En az 6 karakter."
      />
      <Field
        label="Yeni Şifre (Tekrar)"
        input={{ ...getInputProps(fields.passwordConfirm, { type: "password" }), required: true, autoComplete: "new-password" }}
        errors={fields.passwordConfirm.errors}
        errorId={fields.passwordConfirm.errorId}
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
