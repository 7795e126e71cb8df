import { z } from "~/lib/zod";
import { ownValue } from "~/lib/own-value";

/** One entry of an outside fear and greed index, in the alternative.me JSON format. */
export interface FearGreedEntry {
  value: number;
  classification: string;
  /** When the index gave this value, ISO 8601. */
  time: string;
}

/** The outside index: not configured, unreachable with nothing kept, or a value (live or the last good one). */
export type FearGreed =
  { status: "unset" } | { status: "unavailable" } | { status: "ok"; data: FearGreedEntry; source: "live" | "stale"; fetchedAt: string };

const EntrySchema = z.object({
  value: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .refine((v) => v <= 100),
  value_classification: z.string().min(1).max(40),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform((seconds) => new Date(Number(seconds) * 1000).toISOString()),
});

const AnswerSchema = z.object({ data: z.array(EntrySchema).min(1) });

/** The newest entry of the answer; a wrong shape throws. */
export function parseFearGreed(value: unknown): FearGreedEntry {
  const entry = AnswerSchema.parse(value).data[0]!;
  return { value: entry.value, classification: entry.value_classification, time: entry.timestamp };
}

const TURKISH: Record<string, string> = {
  "extreme fear": "Aşırı Korku",
  fear: "Korku",
  neutral: "Nötr",
  greed: "Açgözlülük",
  "extreme greed": "Aşırı Açgözlülük",
};

/** The index's own words in Turkish where they are the usual five; anything else as it came. */
export function classificationInTurkish(classification: string): string {
  return ownValue(TURKISH, classification.trim().toLowerCase()) ?? classification;
}
