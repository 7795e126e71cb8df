import { useNavigation } from "@remix-run/react";
import { AddOrEditButtons, SelectField, TextAreaField, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { ALERT_BANDS, ALERT_CONDITIONS, CONDITION_LABELS, LIRA_SOURCE_LABELS } from "~/lib/alerts/rules";
import { alertSchema, NOTE_MAX } from "~/lib/alerts/schema";
import type { AlertView } from "~/models/alerts.server";

const CURRENCY_LABELS = { USD: "USD (dolar)", TRY: "TRY (Türk lirası)" };
const ACTIVE_LABELS = { on: "Etkin", off: "Kapalı" };

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
export function AlertForm({ editing, defaults, symbols }: { editing?: AlertView; defaults: AlertDefaults; symbols: string[] }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useIntentForm(alertSchema(), {
    id: editing ? `alert-${editing.id}` : "alert-new",
    intent: editing ? "update" : "create",
    defaultValue: editing
      ? {
          symbol: editing.symbol,
          condition: editing.condition,
          value: editing.threshold === null ? "" : String(editing.threshold),
          band: editing.band ?? "Al",
          currency: editing.currency,
          liraSource: editing.liraSource,
          note: editing.note,
          active: editing.active ? "on" : "off",
        }
      : { ...defaults, band: "Al", liraSource: "converted" },
    // The schema reshapes the whole form (a transform), which Conform's constraint reader refuses.
    constraint: null,
    shouldValidate: "onSubmit",
  });

  return (
    <PostForm form={form} action="/alerts">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.symbol}
          label="Coin"
          list="alert-symbols"
          placeholder="BTCUSDT"
          autoComplete="off"
          hint="Sembol (BTC) ya da parite (BTCUSDT)."
          mark={false}
        />
        <datalist id="alert-symbols">
          {symbols.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
        <SelectField
          field={fields.condition}
          label="Koşul"
          options={ALERT_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }))}
          mark={false}
        />
        <TextField
          field={fields.value}
          label="Değer (fiyat ya da % eşiği)"
          inputMode="decimal"
          autoComplete="off"
          hint="Fiyat alarmında seviye; değişim alarmında yüzde (ör. 5). Bant alarmında boş kalabilir."
          mark={false}
        />
        <SelectField field={fields.currency} label="Para birimi" options={CURRENCY_LABELS} mark={false} />
        <SelectField
          field={fields.liraSource}
          label="TL fiyatı (TRY alarmı için)"
          options={LIRA_SOURCE_LABELS}
          hint="Dolar fiyatının USDT/TRY ile çarpımı ya da BtcTurk'teki TL fiyatı; ikisi arasında yüzde birden fazla fark olabilir."
          mark={false}
        />
        <SelectField
          field={fields.band}
          label="Puan bandı (bant alarmı için)"
          options={ALERT_BANDS.map((value) => ({ value, label: value }))}
          mark={false}
        />
        {editing ? <SelectField field={fields.active} label="Durum" options={ACTIVE_LABELS} mark={false} /> : null}
      </div>
      <TextAreaField field={fields.note} label={`Not (isteğe bağlı, en fazla ${NOTE_MAX} karakter)`} rows={2} mark={false} />
      <AddOrEditButtons editing={Boolean(editing)} saving={saving} addText="Alarmı kur" cancelTo="/alerts" />
    </PostForm>
  );
}
