import { describe, expect, it } from "vitest";
import { MAIL_MAX_TRIES } from "~/lib/mail/retry";
import { STUCK_AFTER_MS, claimDueMail, releaseStuckMail } from "~/models/mail-outbox.server";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../../setup/test-db";
import { manualClock, outboxRow, queueTestMail } from "./helpers";

useTestDatabase({ seeded: false });

/**
 * A mail whose sending process died mid-send is released by the next worker: sent again while
 * it has tries left, failed once its last try was the one cut off.
 */
describe("releasing a mail left sending by a dead process", () => {
  it("puts it back to pending one try before the last, and fails it at the last try", async () => {
    const id = await queueTestMail();
    const clock = manualClock(new Date(Date.now() + 1000));
    const states: string[] = [];
    for (let tries = 1; tries <= MAIL_MAX_TRIES; tries++) {
      const claimed = await claimDueMail(db(), clock.now(), 10);
      expect(claimed.map((mail) => [mail.id, mail.tries])).toEqual([[id, tries]]);
      clock.advance(STUCK_AFTER_MS);
      const [released] = await releaseStuckMail(db(), clock.now());
      states.push(`${released.tries}:${released.state}`);
    }
    const pending = Array.from({ length: MAIL_MAX_TRIES - 1 }, (_, index) => `${index + 1}:pending`);
    expect(states).toEqual([...pending, `${MAIL_MAX_TRIES}:failed`]);
    expect((await outboxRow(id)).state).toBe("failed");
    // A failed mail is never claimed again.
    expect(await claimDueMail(db(), clock.now(), 10)).toEqual([]);
  });
});
