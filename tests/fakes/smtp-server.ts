import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the fake received it over SMTP, parsed as a mail client would. */
export interface ReceivedMail {
  /** The envelope: who the server was told to deliver to (RCPT TO). */
  envelopeTo: string[];
  envelopeFrom: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names in lower case, values as the client sent them (folded lines unfolded). */
  headers: Record<string, string>;
  /** The user name the client signed in with, if it did. */
  authUser: string | null;
}

export interface FakeSmtp {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  messages(): ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that accepts any login and keeps
 * what it receives in memory. STARTTLS is not offered, so clients speak plain SMTP to it.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusals = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "anonymous" });
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error("Geçici hata, sonra yeniden deneyin"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(parsed, session.envelope, session.user);
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://fake:fake@127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(
              new Error(
                `no matching mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to} "${m.subject}"`).join(", ") || "none"}`,
              ),
            );
          }
        }, timeoutMs).unref();
      });
    },
    refuseNext(count) {
      refusals = count;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toReceived(
  parsed: ParsedMail,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
  user: unknown,
): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines)
    headers[line.key.toLowerCase()] = line.line
      .slice(line.line.indexOf(":") + 1)
      .replace(/\r?\n\s+/g, " ")
      .trim();
  const address = (value: ParsedMail["to"] | ParsedMail["from"]) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(", ");
  return {
    envelopeTo: envelope.rcptTo.map((r) => r.address),
    envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
    from: address(parsed.from),
    to: address(parsed.to),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
    headers,
    authUser: typeof user === "string" ? user : null,
  };
}
