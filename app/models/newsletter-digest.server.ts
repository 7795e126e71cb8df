import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import type { MarketReport } from "~/lib/market/report";
import { buildDigest, digestMail, type Digest } from "~/lib/newsletter/digest";
import { digestPeriod, isoWeekKey } from "~/lib/newsletter/schedule";
import { recordActivity, type ActivityActor } from "./activity.server";
import { mailUrl, queueMail } from "./mail-outbox.server";
import { NEWSLETTER_ACTIVITY, newUnsubscribeToken, unsubscribePath } from "./newsletter.server";
import { getSeoSettings } from "./seo.server";

/** The site's origin for mail links (from the canonical base or SITE_URL, never Host), without the final slash. */
async function mailOrigin(): Promise<string> {
  return (await mailUrl("/")).replace(/\/$/, "");
}

/** The digest that would go out at `now`: the week's reports, posts and lessons. */
export async function gatherDigest(now = new Date()): Promise<Digest & { week: string }> {
  const period = digestPeriod(now);
  const since = period.since.toISOString();
  const until = period.until.toISOString();
  const [seo, origin, reportRows, posts, lessons] = await Promise.all([
    getSeoSettings(),
    mailOrigin(),
    db()
      .selectFrom("market_reports")
      .select("payload")
      .where("report_date", ">=", period.from)
      .where("report_date", "<=", period.to)
      .execute(),
    db()
      .selectFrom("blog_posts")
      .select(["title", "slug"])
      .where("status", "=", "published")
      .where("published_at", ">=", since)
      .where("published_at", "<", until)
      .orderBy("published_at", "desc")
      .execute(),
    db()
      .selectFrom("lessons as l")
      .innerJoin("courses as c", "c.id", "l.course_id")
      .select(["l.title", "l.slug", "c.title as courseTitle", "c.slug as courseSlug"])
      .where("l.created_at", ">=", since)
      .where("l.created_at", "<", until)
      .orderBy("l.created_at", "desc")
      .execute(),
  ]);
  const reports = reportRows.flatMap((row) => {
    try {
      return [JSON.parse(row.payload) as MarketReport];
    } catch {
      return [];
    }
  });
  const digest = buildDigest({
    siteName: seo.site_name,
    period,
    reports,
    posts: posts.map((post) => ({ title: post.title, url: `${origin}/blog/${encodeURIComponent(post.slug)}` })),
    lessons: lessons.map((lesson) => ({
      title: lesson.title,
      courseTitle: lesson.courseTitle,
      url: `${origin}/crypto-education/${encodeURIComponent(lesson.courseSlug)}/${encodeURIComponent(lesson.slug)}`,
    })),
    reportsUrl: `${origin}/crypto-reports`,
    reportUrl: (date) => `${origin}/crypto-reports/${date}`,
  });
  return { ...digest, week: isoWeekKey(now) };
}

/** The RFC 2369 / RFC 8058 headers every newsletter mail but the confirmation carries. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  const replyTo = env().NEWSLETTER_REPLY_TO;
  const mailto = replyTo ? `, <mailto:${replyTo}?subject=${encodeURIComponent("Abonelikten çık")}>` : "";
  return { "List-Unsubscribe": `<${url}>${mailto}`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export async function digestSentFor(week: string) {
  return db().selectFrom("newsletter_digests").selectAll().where("week", "=", week).executeTakeFirst();
}

export async function listSentDigests(limit = 10) {
  return db().selectFrom("newsletter_digests").selectAll().orderBy("week", "desc").limit(limit).execute();
}

export type DigestOutcome = { queued: number; week: string; alreadySent: boolean };

/**
 * Queues this week's digest for every active subscriber: one outbox row each, all in one
 * transaction with the week's log row. The log row is written first, so a second sender
 * (another process, a second click) waits for the write lock and then finds the week taken.
 * With nobody active nothing is logged, so the week can still be sent once someone is.
 */
export async function sendWeeklyDigest({
  now = new Date(),
  actor = null,
}: { now?: Date; actor?: ActivityActor | null } = {}): Promise<DigestOutcome> {
  const [digest, origin] = await Promise.all([gatherDigest(now), mailOrigin()]);
  const { week } = digest;
  return db()
    .transaction()
    .execute(async (trx) => {
      const logged = await trx
        .insertInto("newsletter_digests")
        .values({ week, recipients: 0, subject: digest.subject, sent_by: actor?.username ?? "schedule", sent_at: now.toISOString() })
        .onConflict((oc) => oc.column("week").doNothing())
        .executeTakeFirst();
      if (Number(logged.numInsertedOrUpdatedRows ?? 0) === 0) return { queued: 0, week, alreadySent: true };

      const subscribers = await trx
        .selectFrom("newsletter_subscribers")
        .select(["id", "email", "unsubscribe_token"])
        .where("status", "=", "active")
        .orderBy("id")
        .execute();
      if (!subscribers.length) {
        await trx.deleteFrom("newsletter_digests").where("week", "=", week).execute();
        return { queued: 0, week, alreadySent: false };
      }
      for (const subscriber of subscribers) {
        let token = subscriber.unsubscribe_token;
        if (!token) {
          token = newUnsubscribeToken();
          await trx.updateTable("newsletter_subscribers").set({ unsubscribe_token: token }).where("id", "=", subscriber.id).execute();
        }
        const url = `${origin}${unsubscribePath(token)}`;
        await queueMail(trx, {
          kind: "newsletter-digest",
          to: subscriber.email,
          subject: digest.subject,
          headers: unsubscribeHeaders(url),
          ...digestMail(digest, url),
        });
      }
      await trx.updateTable("newsletter_digests").set({ recipients: subscribers.length }).where("week", "=", week).execute();
      await recordActivity(
        {
          actor,
          action: NEWSLETTER_ACTIVITY.digest,
          title: "Haftalık bülten gönderildi",
          description: `${week}: ${subscribers.length} alıcı`,
          icon: "Mail",
        },
        trx,
      );
      return { queued: subscribers.length, week, alreadySent: false };
    });
}
