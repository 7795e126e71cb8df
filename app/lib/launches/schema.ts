import { z } from "~/lib/zod";
import { coinSymbolField } from "~/lib/forms/fields";

export const LAUNCH_KINDS = ["ido", "airdrop", "listing", "mainnet"] as const;
export type LaunchKind = (typeof LAUNCH_KINDS)[number];

export const launchKindLabels: Record<LaunchKind, string> = {
  ido: "IDO / ön satış",
  airdrop: "Airdrop",
  listing: "Borsa listelemesi",
  mainnet: "Ana ağ (mainnet)",
};

/** A calendar day that exists: 2026-02-30 is refused. */
function isRealDate(value: string) {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max, message).optional(),
  );

/** One launch as the admin form and the model take it. The time is Turkey's (UTC+3). */
export const launchSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: "Ad gereklidir." }).trim().min(1, "Ad gereklidir.").max(100, "Ad en fazla 100 karakter olabilir."),
  symbol: coinSymbolField,
  date: z
    .string({ error: "Tarih gereklidir." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Tarih YYYY-AA-GG biçiminde olmalıdır.")
    .refine(isRealDate, "Geçerli bir tarih girin."),
  time: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Saat SS:DD biçiminde olmalıdır.")
      .optional(),
  ),
  network: z.string({ error: "Ağ gereklidir." }).trim().min(1, "Ağ gereklidir.").max(50, "Ağ en fazla 50 karakter olabilir."),
  kind: z.enum(LAUNCH_KINDS, { error: "Tür seçin." }),
  url: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .max(300, "Bağlantı en fazla 300 karakter olabilir.")
      .url("Geçerli bir bağlantı girin.")
      .refine((value) => /^https?:\/\//i.test(value), "Bağlantı http:// veya https:// ile başlamalıdır.")
      .optional(),
  ),
  notes: optionalText(1000, "Notlar en fazla 1000 karakter olabilir."),
});

export type LaunchInput = z.output<typeof launchSchema>;

/** A launch as pages and the calendar read it. */
export interface Launch {
  id: number;
  name: string;
  symbol: string;
  /** YYYY-MM-DD, a day in Turkey. */
  date: string;
  /** HH:MM in Turkey, or null for an all-day event. */
  time: string | null;
  network: string;
  kind: LaunchKind;
  url: string | null;
  notes: string | null;
  updatedAt: string;
}

/** When a launch starts, as an instant: Turkey is UTC+3 all year; an all-day launch starts at midnight there. */
export function launchStart(launch: Pick<Launch, "date" | "time">): Date {
  return new Date(`${launch.date}T${launch.time ?? "00:00"}:00+03:00`);
}

/** "3 gün 4 saat", "5 saat 12 dakika", "8 dakika" until `start`; null once it has begun. */
export function countdown(start: Date, now: Date): string | null {
  const minutes = Math.floor((start.getTime() - now.getTime()) / 60_000);
  if (minutes < 0) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} gün ${hours} saat`;
  if (hours > 0) return `${hours} saat ${rest} dakika`;
  return `${rest} dakika`;
}
