import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_MAX_TRIES } from "~/lib/mail/retry";
import { STUCK_AFTER_MS } from "~/models/mail-outbox.server";
import { db, openDatabase, openPostgres } from "~/server/db.server";
import { resetEnv } from "~/server/env.server";
import { smtpTransport, type MailTransport } from "~/services/mail/transport.server";
import { createMailWorker } from "~/services/mail/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../fakes/smtp-server";
import { useTestDatabase } from "../../setup/test-db";
import { manualClock, outboxRow, queueTestMail } from "./helpers";

const databaseFile = useTestDatabase({ seeded: false });
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

beforeEach(() => {
  smtp.clear();
  process.env.MAIL_FROM = "Kripto Rehber <noreply@kripto-rehber.test>";
  process.env.SITE_URL = "http://site.kripto-rehber.test";
  resetEnv();
});

function worker(clock = manualClock(), log: string[] = []) {
  return createMailWorker({ transport: smtpTransport(smtp.url), now: clock.now, random: () => 1, log: (line) => log.push(line) });
}

describe("the mail worker", () => {
  it("sends a queued mail once, with both parts, its Message-ID and its headers", async () => {
    const id = await queueTestMail();
    const row = await outboxRow(id);
    const log: string[] = [];
    const sender = worker(manualClock(), log);
    await sender.runOnce();
    await sender.runOnce();

    expect(smtp.messages()).toHaveLength(1);
    const [mail] = smtp.messages();
    expect(mail.envelopeTo).toEqual(["ayse@example.com"]);
    expect(mail.from).toBe('"Kripto Rehber" <noreply@kripto-rehber.test>');
    expect(mail.subject).toBe("Deneme postası");
    expect(mail.text).toContain("Bağlantı: https://site.kripto-rehber.test/verify?token=gizli");
    expect(mail.html).toContain('<a href="https://site.kripto-rehber.test/verify?token=gizli">');
    expect(mail.messageId).toBe(row.message_id);
    expect(mail.headers["list-unsubscribe"]).toBe("<https://site.kripto-rehber.test/unsubscribe?t=1>");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.authUser).toBe("fake");

    const sent = await outboxRow(id);
    expect(sent).toMatchObject({ state: "sent", tries: 1, last_error: null, claimed_at: null });
    expect(sent.sent_at).not.toBeNull();
    expect(log).toEqual([`[mail] gönderildi #${id} (test) → ayse@example.com: Deneme postası`]);
    await sender.stop();
  });

  it("takes the sender from the site's domain and name when MAIL_FROM is unset", async () => {
    delete process.env.MAIL_FROM;
    resetEnv();
    await queueTestMail();
    await worker().runOnce();
    expect(smtp.messages()[0].from).toBe('"Kripto Rehber" <noreply@site.kripto-rehber.test>');
  });

  it("tries again after a temporary refusal, later each time, and fails after the last try", async () => {
    const id = await queueTestMail();
    const clock = manualClock();
    const sender = worker(clock);

    smtp.refuseNext(1);
    await sender.runOnce();
    let row = await outboxRow(id);
    expect(row).toMatchObject({ state: "pending", tries: 1 });
    expect(row.last_error).toMatch(/451/);
    // random() = 1: the full first delay of one minute.
    expect(row.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());

    // Not due yet: nothing is sent.
    await sender.runOnce();
    clock.advance(59_000);
    await sender.runOnce();
    expect(smtp.messages()).toHaveLength(0);

    clock.advance(1_000);
    await sender.runOnce();
    expect(smtp.messages()).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ state: "sent", tries: 2, last_error: null });

    // A mail the server keeps refusing: each wait four times the last, then failed.
    const doomed = await queueTestMail("mehmet@example.com", "Hiç gitmeyecek");
    smtp.refuseNext(MAIL_MAX_TRIES);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_TRIES; attempt++) {
      await sender.runOnce();
      row = await outboxRow(doomed);
      expect(row.tries).toBe(attempt);
      if (attempt < MAIL_MAX_TRIES) {
        expect(row.state).toBe("pending");
        const wait = Date.parse(row.next_attempt_at) - clock.now().getTime();
        waits.push(wait);
        clock.advance(wait);
      }
    }
    expect(waits).toEqual([60_000, 240_000, 960_000, 3_840_000, 15_360_000]);
    expect(row.state).toBe("failed");
    expect(row.last_error).toMatch(/451/);
    clock.advance(24 * 60 * 60_000);
    await sender.runOnce();
    expect(smtp.messages().filter((m) => m.subject === "Hiç gitmeyecek")).toHaveLength(0);
  });

  it("fails at once on a permanent refusal (5xx)", async () => {
    const id = await queueTestMail();
    const refusing: MailTransport = {
      send: () => Promise.reject(Object.assign(new Error("550 5.1.1 Böyle bir alıcı yok"), { responseCode: 550 })),
      close: () => undefined,
    };
    await createMailWorker({ transport: refusing, log: () => undefined }).runOnce();
    expect(await outboxRow(id)).toMatchObject({ state: "failed", tries: 1, last_error: "550 5.1.1 Böyle bir alıcı yok" });
  });

  it("never sends one mail twice when two workers on two connections race", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await queueTestMail(`kisi${n}@example.com`, `Posta ${n}`));
    // Two processes' own connections: two SQLite handles on the file, or two pools (`npm run test:pg`).
    const open = (at: string) => (at.startsWith("postgres") ? openPostgres(at) : openDatabase(at).kysely);
    const connections = [open(databaseFile()), open(databaseFile())];
    // Both connected before the race starts: a pool still connecting left the other worker all
    // twelve once on PostgreSQL, and the test would then prove nothing about two claimants.
    await Promise.all(connections.map((kysely) => sql`select 1`.execute(kysely)));
    const sentBy = [0, 0];
    // Each worker's sends wait until both have a mail in hand (or five seconds), so the first to
    // claim cannot send its batch and take the rest before the other has asked.
    let bothSending: () => void = () => undefined;
    const started = new Set<number>();
    const race = Promise.race([
      new Promise<void>((resolve) => (bothSending = resolve)),
      new Promise<void>((resolve) => setTimeout(resolve, 5_000)),
    ]);
    const workers = connections.map((kysely, index) => {
      const transport = smtpTransport(smtp.url);
      return createMailWorker({
        database: kysely,
        transport: {
          send: async (mail, from) => {
            started.add(index);
            if (started.size === 2) bothSending();
            await race;
            await transport.send(mail, from);
            sentBy[index]++;
          },
          close: transport.close,
        },
        log: () => undefined,
      });
    });
    await Promise.all(workers.map((w) => w.runOnce()));
    for (const kysely of connections) await kysely.destroy();

    const received = smtp.messages().map((m) => m.messageId);
    expect(received).toHaveLength(12);
    expect(new Set(received).size).toBe(12);
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    const rows = await db().selectFrom("mail_outbox").select(["state", "tries"]).execute();
    expect(rows.every((r) => r.state === "sent" && r.tries === 1)).toBe(true);
  });

  it("sends again, with the same Message-ID, a mail left `sending` by a process that died", async () => {
    const id = await queueTestMail();
    const clock = manualClock();
    const claimedAt = clock.now().toISOString();
    await db().updateTable("mail_outbox").set({ state: "sending", claimed_at: claimedAt, tries: 1 }).where("id", "=", id).execute();

    const sender = worker(clock);
    clock.advance(STUCK_AFTER_MS - 1_000);
    await sender.runOnce();
    expect(smtp.messages()).toHaveLength(0);

    clock.advance(1_000);
    await sender.runOnce();
    await sender.runOnce();
    expect(smtp.messages()).toHaveLength(1);
    expect(smtp.messages()[0].messageId).toBe((await outboxRow(id)).message_id);
    expect(await outboxRow(id)).toMatchObject({ state: "sent", tries: 2 });
  });

  it("without SMTP_URL keeps mail pending and logs each one once, without its body", async () => {
    const log: string[] = [];
    const idle = createMailWorker({ transport: null, log: (line) => log.push(line) });
    const first = await queueTestMail();
    await idle.runOnce();
    await idle.runOnce();
    const second = await queueTestMail("mehmet@example.com", "İkinci");
    await idle.runOnce();

    expect(log).toEqual([
      `[mail] #${first} (test) → ayse@example.com: Deneme postası: SMTP_URL ayarlı değil; gönderilmedi`,
      `[mail] #${second} (test) → mehmet@example.com: İkinci: SMTP_URL ayarlı değil; gönderilmedi`,
    ]);
    expect(log.join("\n")).not.toContain("token");
    expect(await outboxRow(first)).toMatchObject({ state: "pending", tries: 0 });
    expect(smtp.messages()).toHaveLength(0);
  });

  it("is woken by a queued mail instead of waiting for the next poll", async () => {
    const sender = createMailWorker({ transport: smtpTransport(smtp.url), log: () => undefined });
    // A poll far away: only the wake can send the mail within the test.
    sender.start(600_000);
    await sender.runOnce();
    await queueTestMail();
    await smtp.waitFor((m) => m.subject === "Deneme postası", 5_000);
    await sender.stop();
  });
});
