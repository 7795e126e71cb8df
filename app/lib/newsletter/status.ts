import type { SubscriberStatus } from "~/lib/db-schema";

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ["pending", "active", "unsubscribed"];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Onay bekliyor",
  active: "Aktif",
  unsubscribed: "Ayrıldı",
};

/** A `?status=` value from the URL, or undefined for anything else (the whole list). */
export function subscriberStatusParam(value: string | null): SubscriberStatus | undefined {
  return value && value in SUBSCRIBER_STATUS_LABELS ? (value as SubscriberStatus) : undefined;
}
