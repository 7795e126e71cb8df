import { Form, Link, useNavigation } from "@remix-run/react";
import type { MailState } from "~/lib/db-schema";
import { formatDateTime } from "~/lib/format";
import { mailStateLabels } from "~/lib/mail/retry";

export const stateClasses: Record<MailState, string> = {
  pending: "bg-amber-500/20 text-amber-200",
  sending: "bg-brand-500/20 text-brand-200",
  sent: "bg-emerald-500/20 text-emerald-200",
  failed: "bg-red-500/20 text-red-200",
};

interface Mail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  message_id: string;
  state: MailState;
  tries: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
}

function headerList(json: string): [string, string][] {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? Object.entries(value).map(([name, v]) => [name, String(v)]) : [];
  } catch {
    return [];
  }
}

/**
 * One mail as its reader would get it. The HTML part is shown in a sandboxed frame
 * (no scripts, no same-origin access, no forms), never as part of the admin page, and
 * as escaped source beneath it.
 */
export function MailDetail({ mail, closeTo }: { mail: Mail; closeTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const facts: [string, string][] = [
    ["Alıcı", mail.to_address],
    ["Tür", mail.kind],
    ["Durum", mailStateLabels[mail.state]],
    ["Deneme", String(mail.tries)],
    ["Oluşturuldu", formatDateTime(mail.created_at)],
    [
      mail.state === "pending" ? "Sonraki deneme" : "Gönderildi",
      mail.state === "pending" ? formatDateTime(mail.next_attempt_at) : mail.sent_at ? formatDateTime(mail.sent_at) : "—",
    ],
    ["Message-ID", mail.message_id],
    ...headerList(mail.headers),
  ];
  return (
    <section aria-labelledby="mail-detail-title" className="card space-y-4 p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="mail-detail-title" className="text-lg font-semibold text-white">
            {mail.subject}
          </h2>
          <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs ${stateClasses[mail.state]}`}>
            {mailStateLabels[mail.state]}
          </span>
        </div>
        <div className="flex gap-2">
          {mail.state === "sending" ? null : (
            <Form method="post">
              <input type="hidden" name="id" value={mail.id} />
              <button type="submit" name="intent" value="resend" className="btn btn-primary" disabled={busy}>
                {busy ? "Sıraya alınıyor…" : "Yeniden gönder"}
              </button>
            </Form>
          )}
          <Link to={closeTo} className="btn btn-secondary">
            Kapat
          </Link>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="break-all text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
      {mail.last_error ? (
        <p className="rounded bg-red-500/10 p-3 text-sm text-red-200">
          <span className="font-medium">Son hata:</span> {mail.last_error}
        </p>
      ) : null}
      <div>
        <h3 className="mb-2 font-semibold text-white">Metin bölümü</h3>
        <MailSource label="Metin bölümü" className="text-sm text-slate-200">
          {mail.text_body}
        </MailSource>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-white">HTML bölümü</h3>
        <iframe title="E-postanın HTML bölümü" sandbox="" srcDoc={mail.html_body} className="h-96 w-full rounded bg-white" />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-slate-300">HTML kaynağı</summary>
          <MailSource label="HTML kaynağı" className="mt-2 text-xs text-slate-300">
            {mail.html_body}
          </MailSource>
        </details>
      </div>
    </section>
  );
}

/** A part of the mail as it was sent, in a box that scrolls on its own and is reached by keyboard. */
function MailSource({ label, className, children }: { label: string; className: string; children: string }) {
  return (
    <pre
      className={`max-h-80 overflow-auto rounded bg-black/30 p-3 whitespace-pre-wrap ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </pre>
  );
}
