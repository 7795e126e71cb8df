// Run by crash.test.ts in a process of its own (vite-node), then killed with SIGKILL.
// It leaves the two mails a crash can leave: one in the middle of its send (to SMTP_URL,
// a server that never answers) and one committed but never tried.
import { db } from "~/server/db.server";
import { queueMail } from "~/models/mail-outbox.server";
import { smtpTransport } from "~/services/mail/transport.server";
import { createMailWorker } from "~/services/mail/worker.server";

function queue(subject: string) {
  return db()
    .transaction()
    .execute((trx) => queueMail(trx, { kind: "crash-test", to: "ayse@example.com", subject, text: subject, html: `<p>${subject}</p>` }));
}

const midSend = await queue("Gönderilirken kesildi");
void createMailWorker({ transport: smtpTransport(process.env.SMTP_URL!), log: () => undefined }).runOnce();
const claimed = async () =>
  (await db().selectFrom("mail_outbox").select("state").where("id", "=", midSend).executeTakeFirst())?.state === "sending";
while (!(await claimed())) await new Promise((resolve) => setTimeout(resolve, 10));
// The worker is stuck on the first mail, so this one stays as written.
const afterWrite = await queue("Yazıldı, gönderilmedi");
console.log(`ready ${midSend} ${afterWrite}`);
setInterval(() => undefined, 60_000);
