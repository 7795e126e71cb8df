import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FieldErrors } from "~/components/ui/field";

/** What an admin content action answers when a form fails validation. */
export interface IntentReply {
  intent?: string;
  result?: SubmissionResult<string[]>;
}

/**
 * A Conform form for one `intent` of a page with several forms: it only takes
 * the action's reply when that reply is for this intent.
 */
export function useIntentForm(
  schema: z.ZodType<Record<string, unknown>>,
  options: { id: string; intent: string; defaultValue?: Record<string, unknown> },
) {
  const reply = useActionData<IntentReply>();
  return useForm<Record<string, unknown>>({
    id: options.id,
    lastResult: reply?.intent === options.intent ? reply.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: options.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

// Field metadata of any form; the helpers below only read names, ids and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

function Label({ field, label }: { field: AnyField; label: string }) {
  return (
    <label htmlFor={field.id} className="label">
      {label}
      {field.required ? <span className="text-red-400"> *</span> : null}
    </label>
  );
}

export function TextField({
  field,
  label,
  type = "text",
  hint,
  placeholder,
}: {
  field: AnyField;
  label: string;
  type?: "text" | "url" | "email" | "number" | "tel";
  hint?: ReactNode;
  placeholder?: string;
}) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className="flex flex-col gap-1.5">
      <Label field={field} label={label} />
      <input key={key} {...props} placeholder={placeholder} className="input w-full" />
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  rows = 3,
  hint,
  mono,
}: {
  field: AnyField;
  label: string;
  rows?: number;
  hint?: ReactNode;
  mono?: boolean;
}) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div className="flex flex-col gap-1.5">
      <Label field={field} label={label} />
      <textarea key={key} {...props} rows={rows} className={`input w-full ${mono ? "font-mono text-xs" : ""}`} />
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="flex flex-col gap-1.5">
      <Label field={field} label={label} />
      <select key={key} {...props} className="input w-full">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({ field, label }: { field: AnyField; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input key={key} {...props} className="h-4 w-4 rounded accent-brand-500" />
        {label}
      </label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A modal form's footer: cancel goes back to the list, save submits this form's intent. */
export function FormButtons({ intent, cancelTo }: { intent: string; cancelTo: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Link to={cancelTo} className="btn btn-secondary">
        İptal
      </Link>
      <button type="submit" name="intent" value={intent} className="btn btn-primary">
        Kaydet
      </button>
    </div>
  );
}
