import { requiredText } from "~/lib/forms/fields";
import { formatNumber } from "~/lib/format";
import { numberInput } from "~/lib/numbers";
import { z } from "~/lib/zod";
import { todayInTurkey } from "./schema";

/** The admin's TÜFE month (/admin/cpi), checked the same way in the browser and on the server. */

const VALUE_MAX = 1e9;
// TÜİK's TÜFE series (2003=100) starts in January 2003.
const FIRST_MONTH = "2003-01";

export const cpiMonthSchema = z.object({
  month: z
    .string({ error: "Ay gereklidir." })
    .trim()
    .min(1, "Ay gereklidir.")
    // Aborts: a text that is no month has no place before or after the months published.
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Ayı YYYY-AA olarak yazın (ör. 2026-09).", abort: true })
    .refine((month) => month >= FIRST_MONTH, "TÜFE serisi Ocak 2003'te başlar.")
    // A month's TÜFE is published in the next month: the current month cannot have one yet.
    .refine((month) => month < todayInTurkey().slice(0, 7), "Bu ayın ve sonraki ayların TÜFE'si henüz açıklanmadı."),
  value: z.preprocess(
    numberInput,
    z
      .number({
        error: (issue) => (issue.input === undefined ? "Endeks değeri gereklidir." : "Endeks değeri bir sayı olmalıdır (ör. 3.245,67)."),
      })
      .positive("Endeks değeri sıfırdan büyük olmalıdır.")
      .max(VALUE_MAX, `Endeks değeri en fazla ${formatNumber(VALUE_MAX)} olabilir.`),
  ),
  source: requiredText("Kaynak", 300),
});

export type CpiMonthInput = z.output<typeof cpiMonthSchema>;
