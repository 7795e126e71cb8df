import type { ReactNode } from "react";

/** Field errors under an input, announced to screen readers. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert">
      {errors.map((error) => (
        <p key={error} className="field-error">
          {error}
        </p>
      ))}
    </div>
  );
}

/** A labelled input with its errors. Pass Conform's `getInputProps(...)` (or plain props) as `input`. */
export function Field({
  label,
  input,
  errors,
  errorId,
  hint,
  children,
}: {
  label: string;
  input: React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string };
  errors?: string[];
  errorId: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const { key, ...props } = input;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="label">
        {label}
      </label>
      <div className="relative">
        <input key={key} {...props} className={`input w-full ${props.className ?? ""}`} />
        {children}
      </div>
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/** The form-level error (e.g. wrong credentials), shown above the fields. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-3 text-sm text-red-200">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
