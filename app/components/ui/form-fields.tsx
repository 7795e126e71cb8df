import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { ERROR_BOX } from "~/components/ui/error-note";
import type { FormReply } from "~/lib/forms/reply";
import type { z } from "~/lib/zod";

/**
 * The Conform form of every form on the site (decision 039), typed by its zod schema. It
 * takes the action's (or the given fetcher's) reply (`FormReply`) only when the reply names this form's `intent`
 * (one of them, when the form has two submit buttons) and this `replyKey`, when several rows
 * share an intent. The same schema validates in the browser and in the action, so both say
 * the same Turkish words.
 */
// Conform's own bound for a form's shape; `unknown` values would refuse an interface (AlertInput).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useIntentForm<Schema extends z.ZodType<Record<string, any>>>(
  schema: Schema,
  options: {
    id: string;
    intent: string | readonly string[];
    replyKey?: string | number | null;
    // What the fields start with, as posted (a textarea for a list, "on" for a checkbox).
    defaultValue?: DefaultValue<z.input<Schema>>;
    shouldValidate?: "onSubmit" | "onBlur" | "onInput";
    // For a form that leaves a rule to zod alone (a pattern whose browser message is not Turkish);
    // null for a schema Conform cannot read (a transform over the whole object), checked by zod only.
    constraint?: ReturnType<typeof getZodConstraint> | null;
    onSubmit?: Parameters<typeof useForm<z.output<Schema>>>[0]["onSubmit"];
    // A fetcher's answer, for a form that posts to another route (the footer's newsletter form);
    // given, even as undefined, the page's own action answer is not this form's.
    reply?: Partial<FormReply>;
  },
) {
  const actionReply = useActionData<Partial<FormReply>>();
  const reply = "reply" in options ? options.reply : actionReply;
  const intents: readonly string[] = typeof options.intent === "string" ? [options.intent] : options.intent;
  const forThisForm =
    reply?.intent !== undefined && intents.includes(reply.intent) && (options.replyKey === undefined || reply.key === options.replyKey);
  return useForm<z.output<Schema>>({
    id: options.id,
    lastResult: forThisForm ? reply.result : undefined,
    constraint: options.constraint === null ? undefined : (options.constraint ?? getZodConstraint(schema)),
    // Conform types default values by the parsed shape; a form starts from the posted one.
    defaultValue: options.defaultValue as DefaultValue<z.output<Schema>> | undefined,
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: options.onSubmit,
  });
}

// Field metadata of any form; the helpers below only read names, ids and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

/** Field errors under an input, announced to screen readers; the input points here with aria-describedby. */
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

/** The form-level error (wrong credentials, a spent allowance), shown above the fields. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={ERROR_BOX}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/**
 * A Conform form that posts: Conform's form props (id, no browser validation once hydrated, the
 * submit check) and the form-level errors first, wired to the form by its error id. Eleven
 * public forms had each written this frame.
 */
export function PostForm({
  form,
  action,
  replace,
  className = "flex flex-col gap-4",
  label,
  children,
}: {
  // Any form's metadata: the frame reads only its id, error id and errors.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  action?: string;
  replace?: boolean;
  className?: string;
  /** The form's name for screen readers, where the page shows several. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} replace={replace} {...getFormProps(form)} className={className} aria-label={label}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}

// What the frame reads of a field: a Conform field, or the same facts of a plain GET form's field.
type FrameField = Pick<AnyField, "id" | "errorId" | "errors" | "required">;

interface FrameProps {
  field: AnyField;
  label: string;
  /** For screen readers only, where the placeholder and the place say it (the footer's sign-up). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** The red star after the label; by default on a required field. Off where a form marks none. */
  mark?: boolean;
}

/**
 * Label, control, hint and errors: the frame every field below shares, and the one to wrap a
 * control the kit does not draw (the rich-text editor, a select that loads suggestions).
 */
export function FieldFrame({
  field,
  label,
  hideLabel,
  hint,
  mark = field.required === true,
  children,
}: Omit<FrameProps, "field"> & { field: FrameField; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className={hideLabel ? "sr-only" : "label"}>
        {label}
        {mark ? <span className="text-red-400"> *</span> : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

type InputType = "text" | "url" | "email" | "number" | "tel" | "password" | "date" | "month" | "datetime-local" | "search";
// What a page may add to an input; name, id, value and the aria wiring come from Conform.
type InputExtras = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "name" | "id" | "form" | "value" | "defaultValue" | "children" | "className"
>;

/**
 * A labelled input of a Conform field. `children` sit inside the input's box (a show-password
 * button); `inputClassName` makes room for them.
 */
export function TextField({
  field,
  label,
  hint,
  mark,
  type = "text",
  inputClassName,
  children,
  ...extras
}: FrameProps & InputExtras & { type?: InputType; inputClassName?: string; children?: ReactNode }) {
  const { key, ...props } = getInputProps(field, { type });
  const input = <input key={key} {...props} {...extras} className={`input w-full ${inputClassName ?? ""}`} />;
  return (
    <FieldFrame field={field} label={label} hint={hint} mark={mark}>
      {children !== undefined ? (
        <div className="relative">
          {input}
          {children}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  mark,
  rows = 3,
  mono,
  placeholder,
}: FrameProps & { rows?: number; mono?: boolean; placeholder?: string }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <FieldFrame field={field} label={label} hint={hint} mark={mark}>
      <textarea key={key} {...props} rows={rows} placeholder={placeholder} className={`input w-full ${mono ? "font-mono text-xs" : ""}`} />
    </FieldFrame>
  );
}

/**
 * A labelled select of a Conform field; `options` as a list or as a `{ value: label }` record.
 * `placeholder` adds a first, empty choice ("Seçin") so nothing is picked for the visitor.
 */
export function SelectField({
  field,
  label,
  hint,
  mark,
  options,
  placeholder,
}: FrameProps & { options: { value: string; label: string }[] | Record<string, string>; placeholder?: string }) {
  const { key, ...props } = getSelectProps(field);
  const entries = Array.isArray(options) ? options : Object.entries(options).map(([value, text]) => ({ value, label: text }));
  return (
    <FieldFrame field={field} label={label} hint={hint} mark={mark}>
      <select key={key} {...props} className="input w-full">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {entries.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({ field, label, hint }: { field: AnyField; label: string; hint?: ReactNode }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input key={key} {...props} className="h-4 w-4 rounded accent-brand-500" />
        {label}
      </label>
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The `{ error }` an action answers when the problem is not one field's (an unknown intent, a
 * malformed id from `handleIntents`), shown at the top of the screen that posted.
 */
export function ActionError() {
  const reply = useActionData<{ error?: unknown }>();
  if (typeof reply?.error !== "string") return null;
  return (
    <p role="alert" className="field-error">
      {reply.error}
    </p>
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

/**
 * A form that both adds and edits one row on its page (an alert, a portfolio transaction): its
 * submit says which it does, and an edit can be left through a link back to the page.
 */
export function AddOrEditButtons({
  editing,
  saving,
  addText,
  cancelTo,
}: {
  editing: boolean;
  saving: boolean;
  addText: string;
  cancelTo: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value={editing ? "update" : "create"} className="btn btn-primary" disabled={saving}>
        {editing ? "Değişiklikleri kaydet" : addText}
      </button>
      {editing ? (
        <Link to={cancelTo} className="btn btn-secondary">
          Vazgeç
        </Link>
      ) : null}
    </div>
  );
}
