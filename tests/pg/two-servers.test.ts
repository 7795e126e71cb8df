import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeFeeds, type FakeFeeds } from "../fakes/feed-server";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp-server";
import { startAppServer, type RunningServer } from "../setup/http-server";
import { createDatabase, databaseUrl, dropDatabase } from "../setup/postgres";
import { postLogin, signInOver } from "../setup/requests";
import { queueTestMail } from "../unit/mail/helpers";
import { saveNewsSource } from "~/models/news.server";
import { closeDatabase, db } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { SHARED_CONTENT_SECONDS } from "~/lib/page-cache/rules";

// Issue 48's two-server test: two app processes on different ports over one PostgreSQL database
// and one fake SMTP server, as two machines behind a load balancer would run.

const adminUrl = inject("templateDatabases").postgres!;
const name = `kripto_two_${randomBytes(6).toString("hex")}`;
let smtp: FakeSmtp;
let feeds: FakeFeeds;
/** Every NEWS_REFRESH_MS each server's news schedule starts a round; a feed is due again after 90 % of it. */
const NEWS_REFRESH_MS = 2000;
const FEED = "/rss.xml";
let one: RunningServer;
let two: RunningServer;

async function startServer(url: string) {
  return startAppServer({
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Kripto Rehber <noreply@kripto-rehber.test>",
    MAIL_POLL_MS: "100",
    PAGE_CACHE_MB: "16",
    NEWS_REFRESH_MS: String(NEWS_REFRESH_MS),
  });
}

beforeAll(async () => {
  [smtp, feeds] = await Promise.all([startFakeSmtp(), startFakeFeeds()]);
  await createDatabase(adminUrl, name, inject("templateDatabases").seeded);
  const url = databaseUrl(adminUrl, name);
  // The test reads and queues through the same database as the servers.
  process.env.DATABASE_URL = url;
  resetEnv();
  // One feed, on the fake: the seeded ones are real sites.
  await db().deleteFrom("news_sources").execute();
  await saveNewsSource({ name: "İki Sunucu", url: `${feeds.url}${FEED}?count=3&tag=two`, enabled: true }, { id: 1, username: "admin" });
  [one, two] = await Promise.all([startServer(url), startServer(url)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await closeDatabase();
  await smtp?.close();
  await feeds?.close();
  await dropDatabase(adminUrl, name);
});

async function visit(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** Polls `check` every 100 ms until it holds or `withinMs` has passed; how long it took. */
async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe("two app servers on one PostgreSQL database", () => {
  it("a write on one shows on the other's cached page within a shared cache's lifetime", async () => {
    await visit(two.url, "/about");
    expect((await visit(two.url, "/about")).cache).toBe("HIT");
    const admin = await signInOver(one.url, "admin", "admin123");
    const saved = await fetch(`${one.url}/api/seo/settings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: admin },
      body: JSON.stringify({ site_name: "İki Sunuculu Site" }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    const tookMs = await until(
      async () => (await visit(two.url, "/about")).html.includes("İki Sunuculu Site"),
      SHARED_CONTENT_SECONDS * 1000,
    );
    expect(tookMs).toBeLessThan(SHARED_CONTENT_SECONDS * 1000);
  });

  it("counts a sign-in limit across both: eight wrong passwords in all, then the ninth is refused on either", async () => {
    const wrong = { username: "ayse", password: "yanlis-parola" };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) answers.push((await postLogin(attempt % 2 ? two.url : one.url, wrong)).status);
    expect(answers.every((status) => status !== 429)).toBe(true);
    expect((await postLogin(one.url, wrong)).status).toBe(429);
    expect((await postLogin(two.url, wrong)).status).toBe(429);
  });

  it("sends each queued mail once, whichever server's worker claims it", async () => {
    smtp.clear();
    const subjects = Array.from({ length: 6 }, (_, i) => `İki sunucu postası ${i + 1}`);
    await Promise.all(subjects.map((subject) => queueTestMail("ayse@example.com", subject)));
    await until(async () => subjects.every((subject) => smtp.messages().some((mail) => mail.subject === subject)), 20_000);
    // Both workers poll every 100 ms: a second send would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = smtp.messages().filter((mail) => subjects.includes(mail.subject));
    expect(sent.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await db().selectFrom("mail_outbox").select("state").where("subject", "in", subjects).execute();
    expect(rows.map((row) => row.state)).toEqual(subjects.map(() => "sent"));
  });

  it("reads a feed on one server at a time: both schedules start together, the feed is read once per round", async () => {
    // Both servers started at the same moment, so their first rounds and every later one meet.
    // The fake notes when each read arrives: a busy test process that polled late would see two
    // reads of two rounds at once.
    const before = feeds.hits(FEED);
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4 * NEWS_REFRESH_MS));
    const seen = feeds.hitTimes(FEED).slice(before);
    expect(seen.length).toBeGreaterThan(0);
    // Two reads at the same time would be both servers' rounds at once; the lock and the due time leave one per round.
    const gaps = seen.slice(1).map((at, i) => at - seen[i]);
    expect(
      gaps.every((gap) => gap > NEWS_REFRESH_MS / 2),
      `reads at ${seen.map((at) => at - started).join(", ")} ms`,
    ).toBe(true);
    // The reads since `started` only: the servers have been reading since they started, before this test.
    expect(seen.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / NEWS_REFRESH_MS) + 2);
  }, 60_000);

  it("loses no acknowledged write when the server that took it is killed at once", async () => {
    const admin = await signInOver(one.url, "admin", "admin123");
    const question = `Sunucu kapanınca kaybolur mu? ${randomBytes(3).toString("hex")}`;
    const saved = await fetch(`${one.url}/api/faqs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: admin },
      body: JSON.stringify({ question, answer: "Hayır: onaylanan her yazma veritabanındadır." }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    await one.kill();
    await until(async () => (await visit(two.url, "/faq")).html.includes(question), SHARED_CONTENT_SECONDS * 1000);
  });
});
