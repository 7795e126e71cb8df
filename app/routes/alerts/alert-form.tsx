import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { ALERT_BANDS, ALERT_CONDITIONS, CONDITION_LABELS } from "~/lib/alerts/rules";
import { alertSchema, NOTE_MAX } from "~/lib/alerts/schema";
import type { AlertView } from "~/models/alerts.server";

export interface AlertDefaults {
  symbol: string;
  condition: string;
  value: string;
  currency: string;
}

/**
 * Set a new alert, or change `editing`. Every field is always there, so the form works the same
 * without JavaScript; the value field is the price for above/below and the percentage for change.
 */
export function AlertForm({
  editing,
  defaults,
  symbols,
  lastResult,
}: {
  editing: AlertView | null;
  defaults: AlertDefaults;
  symbols: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: editing ? `alert-${editing.id}` : "alert-new",
    lastResult,
    defaultValue: editing
      ? {
          symbol: editing.symbol,
          condition: editing.condition,
          value: editing.threshold === null ? "" : String(editing.threshold),
          band: editing.band ?? "Al",
          currency: editing.currency,
          note: editing.note,
          active: editing.active ? "on" : "off",
        }
      : { ...defaults, band: "Al" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: alertSchema() }),
  });
  const select = (field: Parameters<typeof getSelectProps>[0]) => {
    const { key, ...props } = getSelectProps(field);
    return { key, props };
  };
  const condition = select(fields.condition);
  const band = select(fields.band);
  const currency = select(fields.currency);
  const active = select(fields.active);
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note);

  return (
    <Form method="post" action="/alerts" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Coin"
          input={{ ...getInputProps(fields.symbol, { type: "text" }), list: "alert-symbols", placeholder: "BTCUSDT", autoComplete: "off" }}
          errors={fields.symbol.errors}
          errorId={fields.symbol.errorId}
          hint="Sembol (BTC) ya da parite (BTCUSDT)."
        />
        <datalist id="alert-symbols">
          {symbols.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.condition.id} className="label">
            Koşul
          </label>
          <select key={condition.key} {...condition.props} className="input">
            {ALERT_CONDITIONS.map((value) => (
              <option key={value} value={value}>
                {CONDITION_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.condition.errorId} errors={fields.condition.errors} />
        </div>
        <Field
          label="Değer (fiyat ya da % eşiği)"
          input={{ ...getInputProps(fields.value, { type: "text" }), inputMode: "decimal", autoComplete: "off" }}
          errors={fields.value.errors}
          errorId={fields.value.errorId}
          hint="Fiyat alarmında seviye; değişim alarmında yüzde (ör. 5). Bant alarmında boş kalabilir."
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.currency.id} className="label">
            Para birimi
          </label>
          <select key={currency.key} {...currency.props} className="input">
            <option value="USD">USD (dolar)</option>
            <option value="TRY">TRY (Türk lirası)</option>
          </select>
          <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.band.id} className="label">
            Puan bandı (bant alarmı için)
          </label>
          <select key={band.key} {...band.props} className="input">
            {ALERT_BANDS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.band.errorId} errors={fields.band.errors} />
        </div>
        {editing ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.active.id} className="label">
              Durum
            </label>
            <select key={active.key} {...active.props} className="input">
              <option value="on">Etkin</option>
              <option value="off">Kapalı</option>
            </select>
            <FieldErrors id={fields.active.errorId} errors={fields.active.errors} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.note.id} className="label">
          Not (isteğe bağlı, en fazla {NOTE_MAX} karakter)
        </label>
        <textarea key={noteKey} {...noteProps} rows={2} className="input w-full" />
        <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value={editing ? "update" : "create"} className="btn btn-primary" disabled={saving}>
          {editing ? "Değişiklikleri kaydet" : "Alarmı kur"}
        </button>
        {editing ? (
          <Link to="/alerts" className="btn btn-secondary">
            Vazgeç
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
