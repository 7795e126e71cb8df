import type { SubscriberStatus } from "~/lib/db-schema";

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ["pending", "active", "unsubscribed"];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Onay bekliyor",
  active: "Aktif",
  unsubscribed: "Ayrıldı",
};

/**
 * A `?status=` value from the URL, or undefined for anything else (the whole list). An own key
 * only: `in` also answered "toString" and "constructor", which filtered the list down to nothing.
 */
export function subscriberStatusParam(value: string | null): SubscriberStatus | undefined {
  return value && Object.hasOwn(SUBSCRIBER_STATUS_LABELS, value) ? (value as SubscriberStatus) : undefined;
}
