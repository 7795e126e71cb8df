import { db } from "~/server/db.server";
import type { Sentiment, SentimentPart } from "~/lib/market/sentiment";

export interface DailySentiment {
  /** YYYY-MM-DD, Istanbul date. */
  date: string;
  value: number;
  label: string;
}

const istanbulDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Istanbul as YYYY-MM-DD: one stored value per Turkish calendar day. */
export function sentimentDate(now: Date = new Date()): string {
  return istanbulDate.format(now);
}

/** The newest stored daily value, or undefined before the first. */
export async function latestSentiment(): Promise<DailySentiment | undefined> {
  const row = await db()
    .selectFrom("sentiment_daily")
    .select(["date", "value", "label"])
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row;
}

/** The last `days` stored daily values, oldest first. */
export async function sentimentHistory(days = 30): Promise<DailySentiment[]> {
  const rows = await db().selectFrom("sentiment_daily").select(["date", "value", "label"]).orderBy("date", "desc").limit(days).execute();
  return rows.reverse();
}

// What this process last wrote, so a busy page does not write the same row on every view.
let lastWritten: { date: string; value: number; parts: string } | null = null;

/** Stores the day's value (the day's latest computation replaces the earlier one). */
export async function recordDailySentiment(sentiment: Sentiment, now: Date = new Date()) {
  const date = sentimentDate(now);
  const parts = JSON.stringify(sentiment.parts satisfies SentimentPart[]);
  if (lastWritten && lastWritten.date === date && lastWritten.value === sentiment.value && lastWritten.parts === parts) return;
  const values = { date, value: sentiment.value, label: sentiment.label, parts, updated_at: now.toISOString() };
  await db()
    .insertInto("sentiment_daily")
    .values(values)
    .onConflict((oc) =>
      oc.column("date").doUpdateSet({ value: values.value, label: values.label, parts: values.parts, updated_at: values.updated_at }),
    )
    .execute();
  lastWritten = { date, value: sentiment.value, parts };
}
