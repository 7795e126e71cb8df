import { describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { subscribersCsv } from "~/lib/newsletter/csv";
import { countSubscribersByStatus, listNewsletterSubscribers, subscribeToNewsletter } from "~/models/newsletter.server";
import { loader as csvLoader } from "~/routes/admin.newsletter[.]csv";
import { action as newsletterAction, loader as newsletterLoader } from "~/routes/admin.newsletter/route";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, requestWith, signIn } from "../../setup/requests";

useTestDatabase();

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

async function threeSubscribers() {
  for (const email of ["zeynep@example.com", "ali_veli@example.com", "can@ornek.org"]) await subscribeToNewsletter(email);
}

describe("newsletter subscribers screen", () => {
  it("searches by part of the address (a _ is literal) and pages the list", async () => {
    await threeSubscribers();
    expect((await listNewsletterSubscribers({ q: "EXAMPLE" })).map((row) => row.email).sort()).toEqual([
      "ali_veli@example.com",
      "zeynep@example.com",
    ]);
    expect((await listNewsletterSubscribers({ q: "i_v" })).map((row) => row.email)).toEqual(["ali_veli@example.com"]);
    expect(await listNewsletterSubscribers({ q: "yok" })).toEqual([]);

    const cookie = await signIn("admin", "admin123");
    const page = await answer(() =>
      newsletterLoader({ request: requestWith("/admin/newsletter?q=ornek", { cookie }), params: {}, context }),
    );
    const body = await page.json();
    expect(body.subscribers.map((row: { email: string }) => row.email)).toEqual(["can@ornek.org"]);
    expect(body.pagination).toMatchObject({ total: 1, page: 1, pages: 1 });
  });

  it("counts the subscribers in each status, a status without any as 0", async () => {
    await threeSubscribers();
    await db().updateTable("newsletter_subscribers").set({ status: "active" }).where("email", "=", "can@ornek.org").execute();
    expect(await countSubscribersByStatus()).toEqual({ pending: 2, active: 1, unsubscribed: 0 });
  });

  it("is for admins only", async () => {
    await expect(newsletterLoader({ request: requestWith("/admin/newsletter"), params: {}, context })).rejects.toMatchObject({
      status: 302,
    });
    const user = await signIn("ayse", "ayse123");
    await expect(csvLoader({ request: requestWith("/admin/newsletter.csv", { cookie: user }), params: {}, context })).rejects.toMatchObject(
      {
        status: 302,
      },
    );
  });

  it("exports the searched subscribers as UTF-8 CSV with a BOM", async () => {
    await threeSubscribers();
    const cookie = await signIn("admin", "admin123");
    const response = await csvLoader({ request: requestWith("/admin/newsletter.csv?q=example", { cookie }), params: {}, context });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="bulten-aboneleri-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-posta;Abone olma tarihi;Durum;Onay tarihi");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(";")[0])
        .sort(),
    ).toEqual(["ali_veli@example.com", "zeynep@example.com"]);

    expect(
      subscribersCsv([
        {
          id: 1,
          email: "=cmd@example.com",
          created_at: "2026-11-23T09:30:00.000Z",
          status: "active",
          confirmed_at: "2026-11-23T10:00:00.000Z",
        },
        { id: 2, email: "yeni@example.com", created_at: "2026-11-24T09:30:00.000Z", status: "pending", confirmed_at: null },
      ]),
    ).toBe(
      "\uFEFFE-posta;Abone olma tarihi;Durum;Onay tarihi\r\n'=cmd@example.com;23.11.2026 12:30;Aktif;23.11.2026 13:00\r\nyeni@example.com;24.11.2026 12:30;Onay bekliyor;\r\n",
    );
  });

  it("deletes a subscriber after the confirmation step and records who did it", async () => {
    await threeSubscribers();
    const [target] = await listNewsletterSubscribers({ q: "zeynep" });
    const cookie = await signIn("admin", "admin123");
    const confirm = await answer(() =>
      newsletterLoader({ request: requestWith(`/admin/newsletter?confirm=${target.id}`, { cookie }), params: {}, context }),
    );
    expect((await confirm.json()).confirming).toMatchObject({ email: "zeynep@example.com" });

    const response = await answer(() =>
      newsletterAction({
        request: requestWith(`/admin/newsletter?q=example&confirm=${target.id}`, {
          method: "POST",
          cookie,
          body: form({ intent: "delete", id: String(target.id) }),
        }),
        params: {},
        context,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/newsletter?q=example");
    expect(await listNewsletterSubscribers({ q: "zeynep" })).toEqual([]);
    const entry = await db()
      .selectFrom("activity_log")
      .selectAll()
      .where("action", "=", "newsletter.unsubscribe")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ username: "admin", description: "zeynep@example.com" });

    await expect(
      newsletterAction({
        request: requestWith("/admin/newsletter", { method: "POST", cookie, body: form({ intent: "delete", id: String(target.id) }) }),
        params: {},
        context,
      }),
    ).rejects.toMatchObject({ data: { error: "Abone bulunamadı." }, init: { status: 404 } });
  });
});
