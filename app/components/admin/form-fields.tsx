import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "~/lib/zod";
import { FieldErrors } from "~/components/ui/field";

/** What an admin action answers when a form fails validation (see `invalid` on the server). */
export interface IntentReply {
  intent?: string;
  /** Tells apart several forms with the same intent on one page (one per row). */
  key?: string | number | null;
  result?: SubmissionResult<string[]>;
}

/**
 * The Conform form of one `intent` on a page with several forms, typed by its zod
 * schema: it only takes the action's reply when that reply is for this intent (and
 * this `replyKey`, when several rows share the intent). The same schema validates in
 * the browser and in the action, so both say the same Turkish words.
 */
export function useIntentForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  options: {
    id: string;
    intent: string;
    replyKey?: string | number | null;
    // What the fields start with, as posted (a textarea for a list, "on" for a checkbox).
    defaultValue?: DefaultValue<z.input<Schema>>;
    shouldValidate?: "onSubmit" | "onBlur" | "onInput";
  },
) {
  const reply = useActionData<IntentReply>();
  const forThisForm = reply?.intent === options.intent && (options.replyKey === undefined || reply.key === options.replyKey);
  return useForm<z.output<Schema>>({
    id: options.id,
    lastResult: forThisForm ? reply.result : undefined,
    constraint: getZodConstraint(schema),
    // Conform types default values by the parsed shape; a form starts from the posted one.
    defaultValue: options.defaultValue as DefaultValue<z.output<Schema>> | undefined,
    shouldValidate: options.shouldValidate ?? "onBlur",
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

/** A labelled select of a Conform field; `options` as a list or as a `{ value: label }` record. */
export function SelectField({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: { value: string; label: string }[] | Record<string, string>;
}) {
  const { key, ...props } = getSelectProps(field);
  const entries = Array.isArray(options) ? options : Object.entries(options).map(([value, text]) => ({ value, label: text }));
  return (
    <div className="flex flex-col gap-1.5">
      <Label field={field} label={label} />
      <select key={key} {...props} className="input w-full">
        {entries.map((option) => (
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
