import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormErrors } from "~/components/ui/field";
import { MIN_NOTIONAL_USDT } from "~/lib/bots/engine";
import { botFormSchema, BUDGET_MAX, BUDGET_MIN, EVERY_LABELS, STRATEGY_LABELS, TOP_MAX } from "~/lib/bots/schema";
import { formatNumber } from "~/lib/format";

/**
 * The create form. Every strategy's fields are shown (each says which strategy it is for), so
 * the form works the same without JavaScript; the rules ignore the fields of other strategies.
 */
export function BotForm({ lastResult, disabled }: { lastResult: SubmissionResult<string[]> | undefined; disabled: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "bot-new",
    lastResult,
    constraint: getZodConstraint(botFormSchema),
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
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: botFormSchema }),
  });
  const { key: strategyKey, ...strategyProps } = getSelectProps(fields.strategy);
  const { key: coinsKey, ...coinsProps } = getSelectProps(fields.coins);
  const { key: everyKey, ...everyProps } = getSelectProps(fields.every);
  const { key: publicKey, ...publicProps } = getInputProps(fields.public, { type: "checkbox" });
  const decimal = { inputMode: "decimal" as const, autoComplete: "off" };

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" aria-label="Yeni bot">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Bot adı"
          input={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.strategy.id} className="label">
            Strateji
          </label>
          <select key={strategyKey} {...strategyProps} className="input">
            {(["dca", "signals", "score"] as const).map((strategy) => (
              <option key={strategy} value={strategy}>
                {STRATEGY_LABELS[strategy]}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.strategy.errorId} errors={fields.strategy.errors} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.coins.id} className="label">
            Coinler
          </label>
          <select key={coinsKey} {...coinsProps} className="input">
            <option value="one">Tek coin</option>
            <option value="top">Hacme göre ilk N coin</option>
          </select>
          <FieldErrors id={fields.coins.errorId} errors={fields.coins.errors} />
        </div>
        <Field
          label="Coin (tek coin için, ör. BTCUSDT)"
          input={{ ...getInputProps(fields.symbol, { type: "text" }), autoComplete: "off" }}
          errors={fields.symbol.errors}
          errorId={fields.symbol.errorId}
        />
        <Field
          label={`Coin sayısı (ilk N için, en fazla ${TOP_MAX})`}
          input={{ ...getInputProps(fields.top, { type: "text" }), inputMode: "numeric" }}
          errors={fields.top.errors}
          errorId={fields.top.errorId}
        />
        <Field
          label={`Bütçe (sanal USDT, ${BUDGET_MIN} ile ${formatNumber(BUDGET_MAX)} arası)`}
          input={{ ...getInputProps(fields.budget, { type: "text" }), ...decimal }}
          errors={fields.budget.errors}
          errorId={fields.budget.errorId}
        />
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm text-slate-300">Düzenli alım (DCA) için</legend>
        <Field
          label={`Alım tutarı (USDT, en az ${MIN_NOTIONAL_USDT})`}
          input={{ ...getInputProps(fields.amount, { type: "text" }), ...decimal }}
          errors={fields.amount.errors}
          errorId={fields.amount.errorId}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.every.id} className="label">
            Sıklık
          </label>
          <select key={everyKey} {...everyProps} className="input">
            {(["day", "week"] as const).map((every) => (
              <option key={every} value={every}>
                {EVERY_LABELS[every]}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.every.errorId} errors={fields.every.errors} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm text-slate-300">Puan bandı için (0–100)</legend>
        <Field
          label="Bu puan ve üstünde al"
          input={{ ...getInputProps(fields.buyAbove, { type: "text" }), inputMode: "numeric" }}
          errors={fields.buyAbove.errors}
          errorId={fields.buyAbove.errorId}
        />
        <Field
          label="Bu puanın altında sat"
          input={{ ...getInputProps(fields.sellBelow, { type: "text" }), inputMode: "numeric" }}
          errors={fields.sellBelow.errors}
          errorId={fields.sellBelow.errorId}
        />
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        <input key={publicKey} {...publicProps} />
        Herkese açık olsun (sosyal trading sıralamasında görünür)
      </label>
      <div>
        <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={disabled || saving}>
          {saving ? "Oluşturuluyor…" : "Botu oluştur"}
        </button>
      </div>
    </Form>
  );
}
