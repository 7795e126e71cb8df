import { z } from "~/lib/zod";
import { MIN_NOTIONAL_USDT, type BotParams, type BotStrategy } from "./engine";
import { formatNumber } from "~/lib/format";
import { numberInput } from "~/lib/numbers";

/**
 * The rules for a bot, browser-safe: the create form (through Conform), its action and the
 * JSON API check the same limits with the same Turkish words.
 */

export const BOTS_PER_USER = 5;
export const BUDGET_MIN = 10;
export const BUDGET_MAX = 1_000_000;
export const TOP_MAX = 10;
export const NAME_MAX = 60;

export const STRATEGY_LABELS: Record<BotStrategy, string> = {
  signals: "Sitenin sinyallerini izle",
  dca: "Düzenli alım (DCA)",
  score: "Puan bandı",
};

export const EVERY_LABELS = { day: "Her gün", week: "Her hafta" } as const;

const PAIR = /^[A-Z0-9]{1,20}USDT$/;

// Typed text is read by the site's one number reader ("1.000" is a thousand); the API's numbers pass as they are.
function number(name: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? `${name} gereklidir.` : `${name} bir sayı olmalıdır.`) });
}
const read = <T extends z.ZodType>(schema: T) => z.preprocess(numberInput, schema);

const nameField = z
  .string({ error: "Bot adı gereklidir." })
  .trim()
  .min(1, "Bot adı gereklidir.")
  .max(NAME_MAX, `Bot adı en fazla ${NAME_MAX} karakter olabilir.`);

const budgetField = number("Bütçe")
  .min(BUDGET_MIN, `Bütçe en az ${BUDGET_MIN} USDT olmalıdır.`)
  .max(BUDGET_MAX, `Bütçe en fazla ${formatNumber(BUDGET_MAX)} USDT olabilir.`);

const strategyField = z.enum(["signals", "dca", "score"], { error: "Bir strateji seçin." });
const everyField = z.enum(["day", "week"], { error: "Alım sıklığı her gün ya da her hafta olmalıdır." });
const scoreField = (name: string) =>
  number(name)
    .int(`${name} tam sayı olmalıdır.`)
    .min(0, `${name} 0 ile 100 arasında olmalıdır.`)
    .max(100, `${name} 0 ile 100 arasında olmalıdır.`);
const pairField = z
  .string({ error: "Coin gereklidir." })
  .trim()
  .toUpperCase()
  .regex(PAIR, "Coin, USDT paritesi olarak yazılmalıdır (ör. BTCUSDT).");

interface ParamFields {
  strategy: BotStrategy;
  budget: number;
  amount?: number;
  every?: "day" | "week";
  buyAbove?: number;
  sellBelow?: number;
}

type Issue = { path: string; message: string };

/** The strategy's own parameters, or the first problem with them. */
export function botParams(fields: ParamFields): { ok: true; value: BotParams } | { ok: false; issue: Issue } {
  if (fields.strategy === "signals") return { ok: true, value: { strategy: "signals", params: {} } };
  if (fields.strategy === "dca") {
    if (fields.amount === undefined) return { ok: false, issue: { path: "amount", message: "Alım tutarı gereklidir." } };
    if (fields.amount < MIN_NOTIONAL_USDT) {
      return {
        ok: false,
        issue: { path: "amount", message: `Alım tutarı en az ${MIN_NOTIONAL_USDT} USDT olmalıdır (borsanın en küçük emir tutarı).` },
      };
    }
    if (fields.amount > fields.budget) return { ok: false, issue: { path: "amount", message: "Alım tutarı bütçeden büyük olamaz." } };
    if (!fields.every) return { ok: false, issue: { path: "every", message: "Alım sıklığını seçin." } };
    return { ok: true, value: { strategy: "dca", params: { amount: fields.amount, every: fields.every } } };
  }
  if (fields.buyAbove === undefined) return { ok: false, issue: { path: "buyAbove", message: "Alım puanı gereklidir." } };
  if (fields.sellBelow === undefined) return { ok: false, issue: { path: "sellBelow", message: "Satış puanı gereklidir." } };
  if (fields.sellBelow >= fields.buyAbove) {
    return { ok: false, issue: { path: "sellBelow", message: "Satış puanı alım puanından küçük olmalıdır." } };
  }
  return { ok: true, value: { strategy: "score", params: { buyAbove: fields.buyAbove, sellBelow: fields.sellBelow } } };
}

function refineParams(fields: ParamFields, ctx: z.RefinementCtx) {
  const result = botParams(fields);
  if (!result.ok) ctx.addIssue({ code: "custom", path: [result.issue.path], message: result.issue.message });
}

/** The create form: one coin or the top N by volume, and the fields of the chosen strategy. */
export const botFormSchema = z
  .object({
    name: nameField,
    strategy: strategyField,
    coins: z.enum(["one", "top"], { error: "Coin seçimini yapın." }).default("one"),
    symbol: pairField.optional(),
    top: read(
      number("Coin sayısı")
        .int("Coin sayısı tam sayı olmalıdır.")
        .min(1, "En az 1 coin seçin.")
        .max(TOP_MAX, `En fazla ${TOP_MAX} coin seçilebilir.`)
        .optional(),
    ),
    budget: read(budgetField),
    amount: read(number("Alım tutarı").optional()),
    every: everyField.optional(),
    buyAbove: read(scoreField("Alım puanı").optional()),
    sellBelow: read(scoreField("Satış puanı").optional()),
    public: z.boolean().default(false),
  })
  .superRefine((fields, ctx) => {
    if (fields.coins === "one" && !fields.symbol) ctx.addIssue({ code: "custom", path: ["symbol"], message: "Coin gereklidir." });
    if (fields.coins === "top" && fields.top === undefined)
      ctx.addIssue({ code: "custom", path: ["top"], message: "Coin sayısı gereklidir." });
    refineParams(fields, ctx);
  });

/** `POST /api/bots`: the contract's shape, with the pairs given by name. */
export const botApiSchema = z
  .object({
    name: nameField,
    strategy: strategyField,
    symbols: z
      .array(pairField, { error: 'symbols bir coin listesi olmalıdır (ör. ["BTCUSDT"]).' })
      .min(1, "En az bir coin gereklidir.")
      .max(TOP_MAX, `En fazla ${TOP_MAX} coin seçilebilir.`),
    budget: budgetField,
    params: z
      .object({
        amount: number("Alım tutarı").optional(),
        every: everyField.optional(),
        buyAbove: scoreField("Alım puanı").optional(),
        sellBelow: scoreField("Satış puanı").optional(),
      })
      .default({}),
    public: z.boolean({ error: "public doğru ya da yanlış olmalıdır." }).default(false),
  })
  .superRefine((fields, ctx) => refineParams({ strategy: fields.strategy, budget: fields.budget, ...fields.params }, ctx));

/** `PUT /api/bots/{id}`: the switches an owner may change; `reset` starts a new run. */
export const botUpdateSchema = z
  .object({
    name: nameField.optional(),
    status: z.enum(["running", "paused"], { error: "Durum running ya da paused olmalıdır." }).optional(),
    public: z.boolean({ error: "public doğru ya da yanlış olmalıdır." }).optional(),
    showOwner: z.boolean({ error: "showOwner doğru ya da yanlış olmalıdır." }).optional(),
    reset: z.literal(true, { error: "reset yalnızca true olabilir." }).optional(),
  })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), "Değiştirilecek bir alan gönderin.");

export type BotUpdate = z.output<typeof botUpdateSchema>;

/** Reads stored params back; null for a row that no longer parses (such a bot is not stepped). */
export function readParams(strategy: BotStrategy, json: string): BotParams | null {
  if (strategy === "signals") return { strategy, params: {} };
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    if (strategy === "dca" && typeof raw.amount === "number" && (raw.every === "day" || raw.every === "week")) {
      return { strategy, params: { amount: raw.amount, every: raw.every } };
    }
    if (strategy === "score" && typeof raw.buyAbove === "number" && typeof raw.sellBelow === "number") {
      return { strategy, params: { buyAbove: raw.buyAbove, sellBelow: raw.sellBelow } };
    }
  } catch {
    // Falls through: a broken row never trades on guessed parameters.
  }
  return null;
}
