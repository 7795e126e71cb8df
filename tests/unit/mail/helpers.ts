import { db } from "~/server/db.server";
import { queueMail } from "~/models/mail-outbox.server";

/** A mail queued as a feature would queue it: inside a transaction. */
export function queueTestMail(to = "ayse@example.com", subject = "Deneme postası") {
  return db()
    .transaction()
    .execute((trx) =>
      queueMail(trx, {
        kind: "test",
        to,
        subject,
        text: "Merhaba\n\nBağlantı: https://site.kripto-rehber.test/verify?token=gizli",
        html: '<p>Merhaba</p><p><a href="https://site.kripto-rehber.test/verify?token=gizli">Doğrula</a></p>',
        headers: {
          "List-Unsubscribe": "<https://site.kripto-rehber.test/unsubscribe?t=1>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }),
    );
}

export function outboxRow(id: number) {
  return db().selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A clock the test moves by hand, so backoff is checked without waiting. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
