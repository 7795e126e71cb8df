import nodemailer from "nodemailer";
import type { OutboxMail } from "~/models/mail-outbox.server";

/** What the worker needs from a mail transport: nodemailer's, or a test's. */
export interface MailTransport {
  send(mail: OutboxMail, from: string | { name: string; address: string }): Promise<void>;
  close(): void;
}

/** An SMTP failure as nodemailer reports it: the server's reply code, when there was one. */
export interface SendError {
  message: string;
  responseCode?: number;
}

/**
 * nodemailer over SMTP_URL. `smtp://` speaks plain SMTP and upgrades with STARTTLS when
 * the server offers it; `smtps://` is TLS from the first byte. The timeouts keep a server
 * that stops answering from holding the worker for long: a send is over well before a
 * claimed row counts as stuck (STUCK_AFTER_MS).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        // Fixed when the mail was queued: a retry is recognisable as the same mail.
        messageId: mail.message_id,
        headers: parseHeaders(mail.headers),
      });
    },
    close: () => transporter.close(),
  };
}

function parseHeaders(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}
