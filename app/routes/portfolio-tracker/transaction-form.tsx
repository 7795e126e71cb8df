import { useNavigation } from "@remix-run/react";
import { AddOrEditButtons, SelectField, TextAreaField, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { formatPlain } from "~/lib/format";
import { CURRENCIES, NOTE_MAX, TRANSACTION_TYPES, TYPE_LABELS, transactionSchema, type Transaction } from "~/lib/portfolio/schema";

/**
 * Add a transaction, or edit `editing`. Amounts are text fields with a decimal keyboard, so a
 * mistyped amount reaches the rules and gets their Turkish message rather than the browser's.
 */
export function TransactionForm({ editing, today }: { editing: Transaction | null; today: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useIntentForm(transactionSchema, {
    id: editing ? `transaction-${editing.id}` : "transaction-new",
    intent: editing ? "update" : "create",
    defaultValue: editing
      ? { ...editing, amount: formatPlain(editing.amount), price: formatPlain(editing.price), fee: formatPlain(editing.fee) }
      : { type: "buy", currency: "USD", date: today, fee: "0" },
    // The schema reshapes the whole form (a transform), which Conform's constraint reader refuses.
    constraint: null,
    shouldValidate: "onSubmit",
  });
  const decimal = { inputMode: "decimal" as const, autoComplete: "off" };

  return (
    <PostForm form={form}>
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.type}
          label="İşlem türü"
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          mark={false}
        />
        <TextField field={fields.symbol} label="Coin (sembol)" placeholder="BTC" autoComplete="off" mark={false} />
        <TextField field={fields.amount} label="Miktar" {...decimal} placeholder="0,25" mark={false} />
        <TextField
          field={fields.price}
          label="Birim fiyat"
          {...decimal}
          hint="Transfer çıkışında boş bırakılabilir; gelirde alındığı günkü değeri (maliyeti bu olur)."
          mark={false}
        />
        <SelectField
          field={fields.currency}
          label="Para birimi"
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency === "USD" ? "USD (dolar)" : "TRY (Türk lirası)" }))}
          mark={false}
        />
        <TextField field={fields.fee} label="Ücret (komisyon)" {...decimal} hint="İşlemin para biriminde, toplam tutar." mark={false} />
        <TextField field={fields.date} label="Tarih" type="date" mark={false} />
      </div>
      <TextAreaField field={fields.note} label={`Not (isteğe bağlı, en fazla ${NOTE_MAX} karakter)`} rows={2} mark={false} />
      <AddOrEditButtons editing={Boolean(editing)} saving={saving} addText="İşlemi ekle" cancelTo="/portfolio-tracker" />
    </PostForm>
  );
}
