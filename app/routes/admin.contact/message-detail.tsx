import { Icon } from "~/components/icon";
import { Form, Link } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { contactKindLabels, contactStatusLabels as statusLabels, contactStatuses, priorities, priorityLabels } from "~/lib/contact/inbox";
import type { ContactMessageRow } from "~/lib/db-schema";
import { formatDate } from "~/lib/format";

/** One message of the inbox: who wrote, what, its status and priority, reply and delete. */
export function MessageDetail({
  message,
  confirming,
  linkTo,
}: {
  message: ContactMessageRow;
  confirming: boolean;
  linkTo: (changes: Record<string, string | null>) => string;
}) {
  return (
    <article className="card space-y-4 p-6">
      <header>
        <h2 id="contact-detail-title" className="text-lg font-semibold text-white">
          {message.subject || "Konusuz mesaj"}
        </h2>
        <p className="text-sm text-slate-400">
          {message.name} ·{" "}
          <a href={`mailto:${message.email}`} className="text-brand-300">
            {message.email}
          </a>
          {message.phone ? ` · ${message.phone}` : ""}
        </p>
        <p className="text-xs text-slate-400">
          {formatDate(new Date(message.created_at), "mediumDateTime")} · Durum: {statusLabels[message.status]} · Öncelik:{" "}
          {priorityLabels[message.priority]} · Tür: {contactKindLabels[message.kind]}
        </p>
        {message.budget ? <p className="text-sm text-slate-300">Bütçe aralığı: {message.budget}</p> : null}
      </header>
      <p className="whitespace-pre-line text-slate-200">{message.message}</p>

      {confirming ? (
        <ConfirmDelete
          title="Mesajı Sil"
          message="Bu mesajı silmek istediğinizden emin misiniz?"
          detail={message.name}
          id={message.id}
          cancelTo={linkTo({ confirm: null })}
        />
      ) : null}

      <Form method="post" className="flex flex-wrap items-end gap-4 border-t border-white/10 pt-4">
        <input type="hidden" name="id" value={message.id} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="message-status" className="label">
            Durum
          </label>
          <select
            id="message-status"
            name="status"
            defaultValue={message.status}
            key={`s-${message.id}-${message.status}`}
            className="input"
          >
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="message-priority" className="label">
            Öncelik
          </label>
          <select
            id="message-priority"
            name="priority"
            defaultValue={message.priority}
            key={`p-${message.id}-${message.priority}`}
            className="input"
          >
            {priorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels[priority]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="update" className="btn btn-primary">
          Güncelle
        </button>
      </Form>

      <div className="flex flex-wrap gap-3">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject || "Mesajınız"}`)}`}
          className="btn btn-secondary"
        >
          <Icon name="EnvelopeIcon" className="h-5 w-5" />
          E-posta ile Yanıtla
        </a>
        <Link to={linkTo({ confirm: String(message.id) })} className="btn btn-danger">
          Sil
        </Link>
      </div>
    </article>
  );
}
