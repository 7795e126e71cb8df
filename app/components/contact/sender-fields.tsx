import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/form-fields";

/** Who is writing: the name and e-mail fields the contact and consulting forms share. */
export function SenderFields({ name, email }: { name: FieldMetadata<string>; email: FieldMetadata<string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={name} label="Ad Soyad" autoComplete="name" />
      <TextField field={email} label="E-posta" type="email" autoComplete="email" />
    </div>
  );
}
