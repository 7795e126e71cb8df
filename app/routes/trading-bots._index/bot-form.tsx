import { useNavigation } from "@remix-run/react";
import { CheckboxField, SelectField, TextField, useIntentForm, PostForm } from "~/components/ui/form-fields";
import { MIN_NOTIONAL_USDT } from "~/lib/bots/engine";
import { botFormSchema, BUDGET_MAX, BUDGET_MIN, EVERY_LABELS, STRATEGY_LABELS, TOP_MAX } from "~/lib/bots/schema";
import { formatNumber } from "~/lib/format";

const COIN_CHOICES = { one: "Tek coin", top: "Hacme göre ilk N coin" };

/**
 * The create form. Every strategy's fields are shown (each says which strategy it is for), so
 * the form works the same without JavaScript; the rules ignore the fields of other strategies.
 */
export function BotForm({ disabled }: { disabled: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useIntentForm(botFormSchema, {
    id: "bot-new",
    intent: "create",
    defaultValue: {
      strategy: "dca",
      coins: "one",
      symbol: "BTCUSDT",
      top: "3",
      budget: "1000",
      amount: "50",
      every: "day",
      buyAbove: "70",
      sellBelow: "50",
    },
    shouldValidate: "onSubmit",
  });
  const decimal = { inputMode: "decimal" as const, autoComplete: "off" };

  return (
    <PostForm form={form} label="Yeni bot">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.name} label="Bot adı" autoComplete="off" mark={false} />
        <SelectField
          field={fields.strategy}
          label="Strateji"
          options={(["dca", "signals", "score"] as const).map((strategy) => ({ value: strategy, label: STRATEGY_LABELS[strategy] }))}
          mark={false}
        />
        <SelectField field={fields.coins} label="Coinler" options={COIN_CHOICES} mark={false} />
        <TextField field={fields.symbol} label="Coin (tek coin için, ör. BTCUSDT)" autoComplete="off" mark={false} />
        <TextField field={fields.top} label={`Coin sayısı (ilk N için, en fazla ${TOP_MAX})`} inputMode="numeric" mark={false} />
        <TextField
          field={fields.budget}
          label={`Bütçe (sanal USDT, ${BUDGET_MIN} ile ${formatNumber(BUDGET_MAX)} arası)`}
          {...decimal}
          mark={false}
        />
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm text-slate-300">Düzenli alım (DCA) için</legend>
        <TextField field={fields.amount} label={`Alım tutarı (USDT, en az ${MIN_NOTIONAL_USDT})`} {...decimal} mark={false} />
        <SelectField field={fields.every} label="Sıklık" options={EVERY_LABELS} mark={false} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm text-slate-300">Puan bandı için (0–100)</legend>
        <TextField field={fields.buyAbove} label="Bu puan ve üstünde al" inputMode="numeric" mark={false} />
        <TextField field={fields.sellBelow} label="Bu puanın altında sat" inputMode="numeric" mark={false} />
      </fieldset>
      <CheckboxField field={fields.public} label="Herkese açık olsun (sosyal trading sıralamasında görünür)" />
      <div>
        <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={disabled || saving}>
          {saving ? "Oluşturuluyor…" : "Botu oluştur"}
        </button>
      </div>
    </PostForm>
  );
}
