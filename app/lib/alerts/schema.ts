import { z } from "~/lib/zod";
import {
  ALERT_BANDS,
  ALERT_CONDITIONS,
  ALERT_CURRENCIES,
  LIRA_SOURCES,
  alertPrice,
  type LiraSource,
  type AlertCondition,
  type AlertCurrency,
  type AlertSnapshot,
} from "./rules";
import { formatSignificant } from "~/lib/format";
import { readNumber } from "~/lib/numbers";

/**
 * The one set of rules for an alert: the page's form (through Conform, in the browser without a
 * snapshot), its action and the JSON API (with the snapshot the pages show), so every door says
 * the same Turkish words. The API sends `value` as a number, or the band name for `band`.
 */

export const NOTE_MAX = 200;
/** A price threshold must lie within these multiples of the coin's current price. */
export const SANE_FACTOR = { min: 0.01, max: 100 } as const;
export const CHANGE_RANGE = { min: 1, max: 100 } as const;

export interface AlertInput {
  symbol: string;
  condition: AlertCondition;
  /** Price (above/below) or percentage (change); null for band. */
  value: number | null;
  band: string | null;
  currency: AlertCurrency;
  /** For a TRY price alert, which lira price it watches; "converted" otherwise (and when absent). */
  liraSource?: LiraSource;
  note: string;
  /** Switches an alert off or on when it is changed; absent keeps it as it is. */
  active?: boolean;
}

/** "BTC", "btc" and "BTCUSDT" all name the BTCUSDT pair. */
export function pairOf(symbol: string): string {
  const upper = symbol.trim().toUpperCase();
  return upper.endsWith("USDT") ? upper : `${upper}USDT`;
}

/** Reads "0,5", "85.000" or 0.5 as a number (the site's one reader); other text is kept (a band name, or for zod to refuse). */
function readValue(value: unknown) {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return readNumber(text)?.value ?? text;
}

export function alertSchema(snapshot?: AlertSnapshot) {
  return z
    .object({
      symbol: z
        .string({ error: "Coin gereklidir." })
        .trim()
        .min(1, "Coin gereklidir.")
        .regex(/^[A-Za-z0-9]{2,20}$/, "Coin sembolü 2-20 harf veya rakam olmalıdır (ör. BTC veya BTCUSDT).")
        .transform(pairOf),
      condition: z.enum(ALERT_CONDITIONS, { error: "Geçerli bir alarm koşulu seçin." }),
      value: z.preprocess(readValue, z.union([z.number(), z.string()]).optional()),
      band: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
      currency: z.preprocess(
        (v) => (v === "" ? undefined : v),
        z.enum(ALERT_CURRENCIES, { error: "Para birimi USD veya TRY olmalıdır." }).default("USD"),
      ),
      liraSource: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        z.enum(LIRA_SOURCES, { error: "TL fiyatı için bir kaynak seçin." }).default("converted"),
      ),
      note: z.preprocess(
        (v) => (v === null ? undefined : v),
        z.string({ error: "Not metin olmalıdır." }).trim().max(NOTE_MAX, `Not en fazla ${NOTE_MAX} karakter olabilir.`).default(""),
      ),
      active: z.preprocess(
        (v) => (v === "on" || v === "true" ? true : v === "off" || v === "false" ? false : v === "" || v === null ? undefined : v),
        z.boolean({ error: "Durum açık ya da kapalı olmalıdır." }).optional(),
      ),
    })
    .superRefine((input, ctx) => {
      const fail = (path: "symbol" | "value" | "band" | "currency" | "liraSource", message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const coin = snapshot?.coins.get(input.symbol);
      if (snapshot && !coin) fail("symbol", "Bu coin piyasa verisinde yok; listeden bir coin seçin.");
      if (input.condition === "band") {
        const band = input.band ?? (typeof input.value === "string" ? input.value : undefined);
        if (!band || !(ALERT_BANDS as readonly string[]).includes(band)) fail("band", `Bir puan bandı seçin: ${ALERT_BANDS.join(", ")}.`);
        else if (coin && coin.band === null)
          fail("band", "Bu coin için puan hesaplanmıyor (yalnızca hacmi en yüksek 100 coin); fiyat alarmı kurun.");
        return;
      }
      const value = input.value;
      if (value === undefined) return fail("value", input.condition === "change" ? "Değişim eşiği gereklidir." : "Fiyat gereklidir.");
      if (typeof value !== "number" || !Number.isFinite(value)) return fail("value", "Değer bir sayı olmalıdır (ör. 64250,5).");
      if (input.condition === "change") {
        if (value < CHANGE_RANGE.min || value > CHANGE_RANGE.max)
          fail("value", `Değişim eşiği %${CHANGE_RANGE.min} ile %${CHANGE_RANGE.max} arasında olmalıdır.`);
        return;
      }
      if (!(value > 0)) return fail("value", "Fiyat sıfırdan büyük olmalıdır.");
      if (!snapshot || !coin) return;
      const current = alertPrice(input, coin, snapshot.usdTry);
      if (current === null && input.currency === "TRY" && input.liraSource === "btcturk")
        return fail("liraSource", "BtcTurk'ten bu coinin TL fiyatı şu anda alınamıyor; dolar fiyatı × USDT/TRY'yi seçin.");
      if (current === null) return fail("currency", "Dolar/TL kuru şu anda alınamıyor; alarmı USD olarak kurun.");
      if (value < current * SANE_FACTOR.min || value > current * SANE_FACTOR.max) {
        fail(
          "value",
          `Fiyat, coinin şu anki fiyatının (${formatSignificant(current, 6)} ${input.currency}) 0,01 ile 100 katı arasında olmalıdır.`,
        );
      }
    })
    .transform((input): AlertInput => ({
      symbol: input.symbol,
      condition: input.condition,
      value: input.condition === "band" ? null : (input.value as number),
      band: input.condition === "band" ? (input.band ?? (input.value as string)) : null,
      // A change or band alert has no price: its currency is fixed.
      currency: input.condition === "above" || input.condition === "below" ? input.currency : "USD",
      // Only a TRY price alert watches a chosen lira price; absent means the converted one.
      ...((input.condition === "above" || input.condition === "below") && input.currency === "TRY" && input.liraSource === "btcturk"
        ? { liraSource: input.liraSource }
        : {}),
      note: input.note,
      ...(input.active === undefined ? {} : { active: input.active }),
    }));
}

export const mailSwitchSchema = z.object({
  mails: z.enum(["on", "off"], { error: "Geçersiz seçim." }),
});
