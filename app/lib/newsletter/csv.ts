import { buildCsv } from "../market/csv";

export interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
}

const subscribedAt = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});

/** The subscribers as Excel in Turkey reads a CSV (UTF-8 with BOM, ";" between fields), date in Istanbul time. */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return buildCsv(
    ["E-posta", "Abone olma tarihi"],
    rows.map((row) => [row.email, subscribedAt.format(new Date(row.created_at))]),
  );
}
