import type { SubscriberStatus } from "~/lib/db-schema";
import { buildCsv } from "../market/csv";
import { SUBSCRIBER_STATUS_LABELS } from "./status";
import { formatDate } from "~/lib/format";

export interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
  status: SubscriberStatus;
  confirmed_at: string | null;
}

/** The subscribers as Excel in Turkey reads a CSV (UTF-8 with BOM, ";" between fields), dates in Istanbul time. */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return buildCsv(
    ["E-posta", "Abone olma tarihi", "Durum", "Onay tarihi"],
    rows.map((row) => [
      row.email,
      formatDate(new Date(row.created_at), "shortDateTime"),
      SUBSCRIBER_STATUS_LABELS[row.status],
      row.confirmed_at ? formatDate(new Date(row.confirmed_at), "shortDateTime") : "",
    ]),
  );
}
