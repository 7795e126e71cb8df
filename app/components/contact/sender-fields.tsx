import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";

/** Who is writing: the name and e-mail fields the contact and consulting forms share. */
export function SenderFields({ name, email }: { name: FieldMetadata<string>; email: FieldMetadata<string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Ad Soyad *"
        input={{ ...getInputProps(name, { type: "text" }), autoComplete: "name" }}
        errors={name.errors}
        errorId={name.errorId}
      />
      <Field
        label="E-posta *"
        input={{ ...getInputProps(email, { type: "email" }), autoComplete: "email" }}
        errors={email.errors}
        errorId={email.errorId}
      />
    </div>
  );
}
