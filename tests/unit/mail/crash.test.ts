import { spawn } from "node:child_process";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STUCK_AFTER_MS } from "~/models/mail-outbox.server";
import { resetEnv } from "~/server/env.server";
import { smtpTransport } from "~/services/mail/transport.server";
import { createMailWorker } from "~/services/mail/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../fakes/smtp-server";
import { useTestDatabase } from "../../setup/test-db";
import { manualClock, outboxRow } from "./helpers";

/**
 * The outbox's promise, tested with a real process and a real kill: a mail written by a
 * process that dies (before sending, or in the middle of it) is sent once by the worker
 * that runs afterwards.
 */
const databaseFile = useTestDatabase({ seeded: false });
let smtp: FakeSmtp;
/** An SMTP server that takes the connection and never says a word: a send hangs there. */
let tarpit: net.Server;
const held: net.Socket[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  tarpit = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => tarpit.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => tarpit.close(resolve));
  await smtp.close();
});
beforeEach(() => {
  smtp.clear();
  process.env.MAIL_FROM = "Kripto Rehber <noreply@kripto-rehber.test>";
  resetEnv();
});

/** Runs the child until it has left its two mails, then kills it with SIGKILL; their ids. */
async function writeAndDie(): Promise<{ midSend: number; afterWrite: number }> {
  const child = spawn(
    process.execPath,
    ["node_modules/vite-node/vite-node.mjs", "--config", "vitest.config.ts", "tests/unit/mail/crash-child.ts"],
    {
      env: { ...process.env, DATABASE_PATH: databaseFile(), SMTP_URL: `smtp://127.0.0.1:${(tarpit.address() as AddressInfo).port}` },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const ids = await new Promise<{ midSend: number; afterWrite: number }>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ready (\d+) (\d+)/);
      if (match) resolve({ midSend: Number(match[1]), afterWrite: Number(match[2]) });
    });
    child.once("exit", () => reject(new Error(`the child ended early:\n${output}`)));
  });
  child.kill("SIGKILL");
  await exited;
  return ids;
}

async function runWorker(clock: ReturnType<typeof manualClock>) {
  const worker = createMailWorker({ transport: smtpTransport(smtp.url), now: clock.now, log: () => undefined });
  await worker.runOnce();
  await worker.runOnce();
  await worker.stop();
}

describe("a crash between writing and sending mail", () => {
  // A child process compiles the app's modules as it starts: seconds on a busy two-core machine.
  it(
    "loses no mail and sends each once: the unsent one at once, the interrupted one when its claim is stale",
    { timeout: 90_000 },
    async () => {
      const { midSend, afterWrite } = await writeAndDie();
      const interrupted = await outboxRow(midSend);
      expect(interrupted).toMatchObject({ state: "sending", tries: 1 });
      expect(await outboxRow(afterWrite)).toMatchObject({ state: "pending", tries: 0 });

      // The restarted worker sends the mail never tried, and leaves the claimed one to its
      // owner while the claim is fresh (the owner may be another process still sending it).
      const clock = manualClock(new Date(Date.parse(interrupted.claimed_at!) + 1_000));
      await runWorker(clock);
      expect(smtp.messages().map((m) => m.subject)).toEqual(["Yazıldı, gönderilmedi"]);
      expect(smtp.messages()[0].messageId).toBe((await outboxRow(afterWrite)).message_id);

      clock.advance(STUCK_AFTER_MS);
      await runWorker(clock);
      expect(smtp.messages().map((m) => m.subject)).toEqual(["Yazıldı, gönderilmedi", "Gönderilirken kesildi"]);
      expect(smtp.messages()[1].messageId).toBe(interrupted.message_id);
      expect(await outboxRow(midSend)).toMatchObject({ state: "sent", tries: 2 });
      expect(await outboxRow(afterWrite)).toMatchObject({ state: "sent", tries: 1 });

      clock.advance(STUCK_AFTER_MS);
      await runWorker(clock);
      expect(smtp.messages()).toHaveLength(2);
    },
  );
});
