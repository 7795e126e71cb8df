import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/form-fields";

/**
 * A new password and its repetition, as sign-up, the reset link, the account page and the admin's
 * password dialog ask for it: both fields hidden, both offered to the browser's password manager
 * as a new password. `labels` keeps each form's own words; `hint` says the schema's minimum
 * (which Conform also sets as `minLength`).
 */
export function NewPasswordFields({
  password,
  confirm,
  labels = ["Yeni şifre", "Yeni şifre (tekrar)"],
  hint,
}: {
  password: FieldMetadata<string>;
  confirm: FieldMetadata<string>;
  labels?: [string, string];
  hint: string;
}) {
  return (
    <>
      <TextField field={password} label={labels[0]} type="password" autoComplete="new-password" hint={hint} mark={false} />
      <TextField field={confirm} label={labels[1]} type="password" autoComplete="new-password" mark={false} />
    </>
  );
}
