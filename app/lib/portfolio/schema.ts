import { istanbulDate } from "~/lib/market/istanbul-date";
import { z } from "~/lib/zod";
import { formatNumber } from "~/lib/format";
import { numberInput } from "~/lib/numbers";

/**
 * The rules for one portfolio transaction. Browser-safe: the page's form (through Conform),
 * its action, the CSV import and the JSON API all use it, so they say the same Turkish words.
 */

export const TRANSACTION_TYPES = ["buy", "sell", "transfer_in", "transfer_out", "income"] as const;
export const CURRENCIES = ["USD", "TRY"] as const;

export const TYPE_LABELS: Record<(typeof TRANSACTION_TYPES)[number], string> = {
  buy: "Alış",
  sell: "Satış",
  transfer_in: "Transfer girişi",
  transfer_out: "Transfer çıkışı",
  income: "Gelir (staking, airdrop, faiz)",
};

export const NOTE_MAX = 500;
const NUMBER_MAX = 1e12;
const FIRST_DATE = "2009-01-03";

function decimal(name: string, options: { positive: boolean }) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? `${name} gereklidir.` : `${name} bir sayı olmalıdır (ör. 0,25).`),
  });
  const bounded = (options.positive ? number.positive(`${name} sıfırdan büyük olmalıdır.`) : number.min(0, `${name} negatif olamaz.`)).max(
    NUMBER_MAX,
    `${name} en fazla ${formatNumber(NUMBER_MAX)} olabilir.`,
  );
  return z.preprocess(numberInput, bounded);
}

/** Today in Turkey, as YYYY-MM-DD. */
export function todayInTurkey(now = new Date()): string {
  return istanbulDate(now)!;
}

function isCalendarDate(value: string) {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateField = z
  .string({ error: "Tarih gereklidir." })
  .trim()
  .min(1, "Tarih gereklidir.")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Tarih YYYY-AA-GG biçiminde olmalıdır (ör. 2024-03-15).")
  .refine(isCalendarDate, "Böyle bir tarih yok.")
  .refine((value) => value >= FIRST_DATE, "Tarih 3 Ocak 2009'dan önce olamaz.")
  .refine((value) => value <= todayInTurkey(), "Tarih gelecekte olamaz.");

export const transactionSchema = z
  .object({
    type: z.enum(TRANSACTION_TYPES, { error: "Geçerli bir işlem türü seçin (alış, satış, transfer girişi veya çıkışı, gelir)." }),
    symbol: z
      .string({ error: "Coin sembolü gereklidir." })
      .trim()
      .min(1, "Coin sembolü gereklidir.")
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,15}$/, "Coin sembolü 2-15 harf veya rakam olmalıdır (ör. BTC)."),
    amount: decimal("Miktar", { positive: true }),
    // A transfer out keeps the cost of the lots it moves, so its price may be left empty.
    price: decimal("Birim fiyat", { positive: false }).optional(),
    currency: z.enum(CURRENCIES, { error: "Para birimi USD veya TRY olmalıdır." }),
    fee: decimal("Ücret", { positive: false }).optional(),
    date: dateField,
    note: z.string({ error: "Not metin olmalıdır." }).trim().max(NOTE_MAX, `Not en fazla ${NOTE_MAX} karakter olabilir.`).optional(),
  })
  .superRefine((value, context) => {
    if (value.price === undefined && value.type !== "transfer_out") {
      context.addIssue({ code: "custom", path: ["price"], message: "Birim fiyat gereklidir." });
    }
  })
  .transform(({ price, fee, note, ...rest }) => ({ ...rest, price: price ?? 0, fee: fee ?? 0, note: note ?? "" }));

export type TransactionInput = z.output<typeof transactionSchema>;

/** A stored transaction, as the page and `/api/portfolio/transactions` give it. */
export interface Transaction extends TransactionInput {
  id: number;
}

/**
 * The most transactions one portfolio keeps. Every page view values the whole history, so an
 * open registration must not let anyone grow it without bound; ten thousand is years of
 * active trading.
 */
export const MAX_PORTFOLIO_TRANSACTIONS = 10_000;

/** Why adding `adding` transactions to a portfolio that holds `held` is refused, or null when it fits. */
export function portfolioCapError(held: number, adding: number): string | null {
  if (held + adding <= MAX_PORTFOLIO_TRANSACTIONS) return null;
  const cap = formatNumber(MAX_PORTFOLIO_TRANSACTIONS);
  const room = formatNumber(Math.max(0, MAX_PORTFOLIO_TRANSACTIONS - held));
  return adding === 1
    ? `Bir portföyde en fazla ${cap} işlem olabilir; yeni işlem eklemek için önce eski işlemlerden bazılarını silin.`
    : `Bir portföyde en fazla ${cap} işlem olabilir: portföyünüzde ${formatNumber(held)} işlem var, bu dosyadaki ${formatNumber(adding)} işlemin en fazla ${room} tanesine yer kaldı.`;
}
