import { z } from "~/lib/zod";

/** A setting's key in `PUT /api/settings/{key}`: the table's own naming (`registration_enabled`). */
export const settingKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9_.-]{0,99}$/,
    "Ayar adı küçük harfle başlamalı; yalnızca küçük harf, rakam, _ . - içerebilir (en fazla 100 karakter).",
  );

/** The body of `PUT /api/settings/{key}`: values are strings, as the table stores them. */
export const settingValueBody = z.object({
  value: z.string({ error: "value bir metin olmalıdır." }).max(10_000, "Ayar değeri en fazla 10.000 karakter olabilir."),
});
