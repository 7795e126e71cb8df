import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { CURRENCIES, NOTE_MAX, TRANSACTION_TYPES, TYPE_LABELS, transactionSchema, type Transaction } from "~/lib/portfolio/schema";

/**
 * Add a transaction, or edit `editing`. Amounts are text fields with a decimal keyboard, so a
 * mistyped amount reaches the rules and gets their Turkish message rather than the browser's.
 */
export function TransactionForm({
  editing,
  today,
  lastResult,
}: {
  editing: Transaction | null;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: editing ? `transaction-${editing.id}` : "transaction-new",
    lastResult,
    defaultValue: editing
      ? { ...editing, amount: String(editing.amount), price: String(editing.price), fee: String(editing.fee) }
      : { type: "buy", currency: "USD", date: today, fee: "0" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: transactionSchema }),
  });
  const { key: typeKey, ...typeProps } = getSelectProps(fields.type);
  const { key: currencyKey, ...currencyProps } = getSelectProps(fields.currency);
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note);
  const decimal = { inputMode: "decimal" as const, autoComplete: "off" };

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.type.id} className="label">
            İşlem türü
          </label>
          <select key={typeKey} {...typeProps} className="input">
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
        </div>
        <Field
          label="Coin (sembol)"
          input={{ ...getInputProps(fields.symbol, { type: "text" }), placeholder: "BTC", autoComplete: "off" }}
          errors={fields.symbol.errors}
          errorId={fields.symbol.errorId}
        />
        <Field
          label="Miktar"
          input={{ ...getInputProps(fields.amount, { type: "text" }), ...decimal, placeholder: "0,25" }}
          errors={fields.amount.errors}
          errorId={fields.amount.errorId}
        />
        <Field
          label="Birim fiyat"
          input={{ ...getInputProps(fields.price, { type: "text" }), ...decimal }}
          errors={fields.price.errors}
          errorId={fields.price.errorId}
          hint="Transfer çıkışında boş bırakılabilir."
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.currency.id} className="label">
            Para birimi
          </label>
          <select key={currencyKey} {...currencyProps} className="input">
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency === "USD" ? "USD (dolar)" : "TRY (Türk lirası)"}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
        </div>
        <Field
          label="Ücret (komisyon)"
          input={{ ...getInputProps(fields.fee, { type: "text" }), ...decimal }}
          errors={fields.fee.errors}
          errorId={fields.fee.errorId}
          hint="İşlemin para biriminde, toplam tutar."
        />
        <Field
          label="Tarih"
          input={getInputProps(fields.date, { type: "date" })}
          errors={fields.date.errors}
          errorId={fields.date.errorId}
        />
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
          {editing ? "Değişiklikleri kaydet" : "İşlemi ekle"}
        </button>
        {editing ? (
          <Link to="/portfolio-tracker" className="btn btn-secondary">
            Vazgeç
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
