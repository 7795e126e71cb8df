import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { sendWeeklyDigest } from "~/models/newsletter-digest.server";
import { runNewsletterSchedule } from "~/services/newsletter-schedule.server";
import { action as digestApi } from "~/routes/api.newsletter.digest";
import { useTestDatabase } from "../../setup/test-db";
import { answer, context, jsonRequest, signIn } from "../../setup/requests";
import { addSubscriber, tokenIn } from "./helpers";

useTestDatabase();

afterEach(() => {
  delete process.env.NEWSLETTER_DAY;
  delete process.env.NEWSLETTER_REPLY_TO;
  resetEnv();
});

async function digestRows() {
  return db().selectFrom("mail_outbox").selectAll().where("kind", "=", "newsletter-digest").orderBy("id").execute();
}

async function someSubscribers() {
  await addSubscriber("bir@example.com", "active", "a".repeat(48));
  await addSubscriber("iki@example.com", "active", "b".repeat(48));
  await addSubscriber("bekleyen@example.com", "pending");
  await addSubscriber("ayrilan@example.com", "unsubscribed");
}

const WEDNESDAY = new Date("2026-11-25T12:00:00Z");

describe("sending the weekly digest", () => {
  it("queues one mail per active subscriber with RFC 8058 headers and their own unsubscribe link", async () => {
    await someSubscribers();
    expect(await sendWeeklyDigest({ now: WEDNESDAY })).toEqual({ queued: 2, week: "2026-W48", alreadySent: false });
    const rows = await digestRows();
    expect(rows.map((row) => row.to_address)).toEqual(["bir@example.com", "iki@example.com"]);
    for (const [index, row] of rows.entries()) {
      const token = (index === 0 ? "a" : "b").repeat(48);
      const headers = JSON.parse(row.headers) as Record<string, string>;
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<https?://[^>]+/newsletter/unsubscribe\\?token=${token}>$`));
      expect(tokenIn(row.text_body, "/newsletter/unsubscribe")).toBe(token);
      expect(row.subject).toBe("Haftalık bülten: 18 Kasım – 24 Kasım 2026");
    }
    const log = await db().selectFrom("newsletter_digests").selectAll().execute();
    expect(log).toMatchObject([{ week: "2026-W48", recipients: 2, sent_by: "schedule" }]);
  });

  it("offers mailto: too when NEWSLETTER_REPLY_TO is set", async () => {
    process.env.NEWSLETTER_REPLY_TO = "bulten@kripto-rehber.test";
    resetEnv();
    await addSubscriber("bir@example.com", "active", "c".repeat(48));
    await sendWeeklyDigest({ now: WEDNESDAY });
    const [row] = await digestRows();
    expect(JSON.parse(row.headers)["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/\S+>, <mailto:bulten@kripto-rehber\.test\?subject=Abonelikten%20%C3%A7%C4%B1k>$/,
    );
  });

  it("sends a week once, even when called twice at the same time or again later in the week", async () => {
    await someSubscribers();
    const [first, second] = await Promise.all([sendWeeklyDigest({ now: WEDNESDAY }), sendWeeklyDigest({ now: WEDNESDAY })]);
    expect([first.queued, second.queued].sort()).toEqual([0, 2]);
    expect([first.alreadySent, second.alreadySent].sort()).toEqual([false, true]);
    const friday = new Date("2026-11-27T18:00:00Z");
    expect(await sendWeeklyDigest({ now: friday })).toEqual({ queued: 0, week: "2026-W48", alreadySent: true });
    expect(await digestRows()).toHaveLength(2);
    // The next week is a new week.
    expect((await sendWeeklyDigest({ now: new Date("2026-11-30T07:00:00Z") })).queued).toBe(2);
  });

  it("with nobody active queues nothing and keeps the week open", async () => {
    await addSubscriber("bekleyen@example.com", "pending");
    expect(await sendWeeklyDigest({ now: WEDNESDAY })).toEqual({ queued: 0, week: "2026-W48", alreadySent: false });
    expect(await db().selectFrom("newsletter_digests").selectAll().execute()).toEqual([]);
  });

  it("the schedule sends once the week's slot has passed, and only then", async () => {
    await someSubscribers();
    process.env.NEWSLETTER_DAY = "friday 17:30";
    resetEnv();
    expect(await runNewsletterSchedule(WEDNESDAY)).toBeNull();
    expect(await runNewsletterSchedule(new Date("2026-11-27T14:30:00Z"))).toEqual({ queued: 2, week: "2026-W48", alreadySent: false });
    expect(await runNewsletterSchedule(new Date("2026-11-28T10:00:00Z"))).toBeNull();
    process.env.NEWSLETTER_DAY = "off";
    resetEnv();
    expect(await runNewsletterSchedule(new Date("2026-12-04T15:00:00Z"))).toBeNull();
    expect(await digestRows()).toHaveLength(2);
  });

  it("includes the week's reports, posts and lessons with absolute links", async () => {
    await addSubscriber("bir@example.com", "active");
    const post = await db()
      .selectFrom("blog_posts")
      .select(["id", "slug", "title"])
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    await db().updateTable("blog_posts").set({ published_at: "2026-11-20T10:00:00.000Z" }).where("id", "=", post.id).execute();
    const report = {
      date: "2026-11-22",
      breadth: {
        coins: 10,
        gainers: 6,
        losers: 4,
        unchanged: 0,
        averageChange: 1,
        medianChange: 1,
        volumeWeightedChange: 2,
        totalQuoteVolume: 1,
      },
      topGainers: [],
      topLosers: [],
      sentiment: null,
    };
    await db()
      .insertInto("market_reports")
      .values({ report_date: "2026-11-22", snapshot_at: "2026-11-22T09:00:00Z", payload: JSON.stringify(report) })
      .execute();
    await sendWeeklyDigest({ now: new Date("2026-11-23T06:00:00Z") });
    const [row] = await digestRows();
    expect(row.text_body).toContain("Bu hafta 1 günlük piyasa raporu yayımlandı.");
    expect(row.text_body).toMatch(new RegExp(`${post.title.replace(/[?()]/g, ".")}\\nhttps?://[^\\s]+/blog/${post.slug}`));
    expect(row.text_body).toMatch(/https?:\/\/\S+\/crypto-reports\/2026-11-22/);
  });
});

describe("POST /api/newsletter/digest", () => {
  it("lets an admin send now and answers { queued }; others are refused", async () => {
    await someSubscribers();
    const admin = await signIn("admin", "admin123");
    const user = await signIn("ayse", "ayse123");
    const refused = await answer(() =>
      digestApi({ request: jsonRequest("/api/newsletter/digest", "POST", {}, user), params: {}, context }),
    );
    expect(refused.status).toBe(403);
    const sent = await answer(() => digestApi({ request: jsonRequest("/api/newsletter/digest", "POST", {}, admin), params: {}, context }));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ queued: 2, alreadySent: false });
    const again = await answer(() => digestApi({ request: jsonRequest("/api/newsletter/digest", "POST", {}, admin), params: {}, context }));
    expect(await again.json()).toMatchObject({ queued: 0, alreadySent: true });
    const activity = await db()
      .selectFrom("activity_log")
      .select(["action", "username"])
      .where("action", "=", "newsletter.digest")
      .execute();
    expect(activity).toEqual([{ action: "newsletter.digest", username: "admin" }]);
  });
});
