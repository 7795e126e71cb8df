import { SEND_NETWORKS } from "~/lib/chain/send-check";
import { coinSymbolField, requiredText } from "~/lib/forms/fields";
import { z } from "~/lib/zod";

/** The admin's row of the exchange-network table, checked the same way in the browser and on the server. */
export const sendNetworkFormSchema = z.object({
  exchange: requiredText("Borsa", 60),
  coin: coinSymbolField,
  network: z.enum(SEND_NETWORKS, { error: "Ağ seçin." }),
  // A select rather than a checkbox: an unticked box would read as "does not accept" by accident.
  accepted: z.enum(["yes", "no"], { error: "Kabul edip etmediğini seçin." }).transform((value) => value === "yes"),
  source_url: z
    .string({ error: "Kaynak bağlantısı gereklidir." })
    .trim()
    .min(1, "Kaynak bağlantısı gereklidir.")
    .max(500, "Kaynak bağlantısı en fazla 500 karakter olabilir.")
    .url("Geçerli bir bağlantı girin.")
    .refine((value) => /^https:\/\//i.test(value), "Kaynak bağlantısı https:// ile başlamalıdır."),
  checked_on: z
    .string({ error: "Denetim tarihi gereklidir." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Denetim tarihini GG.AA.YYYY olarak seçin.")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Geçerli bir tarih girin.")
    // Stryker disable next-line MethodExpression: a YYYY-MM-DD value (the regex above) compares with the full ISO time as with its first ten characters.
    .refine((value) => value <= new Date().toISOString().slice(0, 10), "Denetim tarihi gelecekte olamaz."),
});
