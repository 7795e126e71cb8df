import { describe, expect, it } from "vitest";
import { subscribersCsv } from "~/lib/newsletter/csv";
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, subscriberStatusParam } from "~/lib/newsletter/status";

// The subscriber list's filter and export, pure (the admin screen's tests read them with a database).
describe("the subscriber list", () => {
  it("filters by a known status and shows the whole list for anything else", () => {
    expect(SUBSCRIBER_STATUSES.map(subscriberStatusParam)).toEqual(["pending", "active", "unsubscribed"]);
    for (const value of [null, "", "all", "toString", "Active"]) expect(subscriberStatusParam(value), String(value)).toBeUndefined();
    expect(SUBSCRIBER_STATUS_LABELS).toEqual({ pending: "Onay bekliyor", active: "Aktif", unsubscribed: "Ayrıldı" });
  });

  it("exports as Excel in Turkey reads it, dates in Istanbul time", () => {
    expect(
      subscribersCsv([
        { id: 1, email: "a@b.example", created_at: "2026-11-22T11:05:00Z", status: "active", confirmed_at: "2026-11-22T21:30:00Z" },
        { id: 2, email: "c@d.example", created_at: "2026-11-23T08:00:00Z", status: "pending", confirmed_at: null },
      ]),
    ).toBe(
      "\uFEFFE-posta;Abone olma tarihi;Durum;Onay tarihi\r\n" +
        "a@b.example;22.11.2026 14:05;Aktif;23.11.2026 00:30\r\n" +
        "c@d.example;23.11.2026 11:00;Onay bekliyor;\r\n",
    );
  });
});
