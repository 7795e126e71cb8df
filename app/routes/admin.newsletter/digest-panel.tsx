import { Form, Link, useNavigation } from "@remix-run/react";
import { Modal } from "~/components/admin/modal";
import { formatDateTime } from "~/lib/format";
import { OutlineIcon } from "~/components/icon-file";

interface DigestPanelProps {
  digest: { week: string; subject: string; empty: boolean; html: string; text: string };
  sent: { week: string; recipients: number; sent_by: string; sent_at: string }[];
  sentThisWeek: { recipients: number; sent_at: string } | null;
  askSend: boolean;
  withParams: (changes: Record<string, string | null>) => string;
}

/**
 * The next digest as subscribers would get it, and "Şimdi gönder". The preview's HTML is
 * the mail's own, shown in a sandboxed frame (no scripts, no same-origin access); the
 * send asks first, as a URL state (`?send=1`), so it works the same without JavaScript.
 */
export function DigestPanel({ digest, sent, sentThisWeek, askSend, withParams }: DigestPanelProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send-digest";
  return (
    <section className="card space-y-4 p-4" aria-labelledby="digest-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="digest-heading" className="text-lg font-semibold text-white">
            Haftalık bülten ({digest.week})
          </h2>
          <p className="text-sm text-slate-400">
            {sentThisWeek
              ? `Bu haftanın bülteni ${formatDateTime(sentThisWeek.sent_at)} tarihinde ${sentThisWeek.recipients} aboneye gönderildi.`
              : "Bu haftanın bülteni henüz gönderilmedi. Zamanlanmış gönderim NEWSLETTER_DAY ayarına göre yapılır."}
          </p>
        </div>
        {sentThisWeek ? null : (
          <Link to={withParams({ send: "1" })} preventScrollReset className="btn btn-primary">
            <OutlineIcon name="PaperAirplaneIcon" className="h-4 w-4" />
            Şimdi gönder
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-300">
        Konu: <strong className="text-white">{digest.subject}</strong>
        {digest.empty ? " (bu hafta yeni içerik yok; kısa bir bülten gider)" : null}
      </p>
      <iframe
        title="Bülten önizlemesi"
        sandbox=""
        srcDoc={digest.html}
        className="h-96 w-full rounded-md border border-white/10 bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm text-slate-300">Düz metin sürümü</summary>
        <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-slate-300">{digest.text}</pre>
      </details>
      {sent.length ? (
        <div>
          <h3 className="text-sm font-semibold text-white">Gönderilen bültenler</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-400">
            {sent.map((row) => (
              <li key={row.week}>
                {row.week}: {row.recipients} alıcı, {formatDateTime(row.sent_at)} (
                {row.sent_by === "schedule" ? "zamanlanmış" : row.sent_by})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {askSend && !sentThisWeek ? (
        <Modal title="Bülteni Gönder" closeTo={withParams({ send: null })} role="alertdialog">
          <Form method="post" action={withParams({ send: null })} className="flex flex-col gap-4">
            <p role="alert" className="text-slate-200">
              Bu haftanın bülteni şimdi tüm aktif abonelere gönderilsin mi? Bir hafta yalnızca bir kez gönderilebilir.
            </p>
            <div className="flex justify-end gap-2">
              <Link to={withParams({ send: null })} preventScrollReset className="btn btn-secondary">
                Vazgeç
              </Link>
              <button type="submit" name="intent" value="send-digest" className="btn btn-primary" disabled={sending}>
                {sending ? "Gönderiliyor..." : "Evet, gönder"}
              </button>
            </div>
          </Form>
        </Modal>
      ) : null}
    </section>
  );
}
