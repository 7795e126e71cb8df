import type { LoaderFunctionArgs } from "@remix-run/node";
import { ActionError } from "~/components/ui/form-fields";
import { Link, useLoaderData } from "@remix-run/react";
import { FilterForm, FilterSelect } from "~/components/admin/filter-select";
import { CountList } from "~/components/admin/stat-card";
import { useLinkWith } from "~/components/admin/use-link-with";
import { Pager } from "~/components/admin/pager";
import { requireAdmin } from "~/server/auth.server";
import {
  contactKindLabels,
  contactKinds,
  contactStatusLabels as statusLabels,
  contactStatuses,
  priorities,
  priorityLabels,
} from "~/lib/contact/inbox";
import type { ContactStatus } from "~/lib/db-schema";
import { pageParam, paginate } from "~/lib/pagination";
import { oneOf, positiveId } from "~/lib/params";
import { contactMessageStats, getContactMessage, listContactMessages, openContactMessage } from "~/models/contact.server";
import { MessageDetail } from "../admin.contact/message-detail";
import { rowFromParam } from "~/lib/invariant";
import { formatDate } from "~/lib/format";

export { action } from "../admin.contact/intents.server";

const statusClasses: Record<ContactStatus, string> = {
  new: "bg-brand-500/20 text-brand-200",
  read: "bg-slate-500/20 text-slate-200",
  replied: "bg-emerald-500/20 text-emerald-200",
  closed: "bg-slate-700/40 text-slate-400",
};

const MESSAGES_PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;

  const filters = {
    q: params.get("q")?.trim() || undefined,
    status: oneOf(params.get("status"), contactStatuses),
    priority: oneOf(params.get("priority"), priorities),
    kind: oneOf(params.get("kind"), contactKinds),
  };
  let selected = await rowFromParam(params.get("id"), getContactMessage, "Mesaj bulunamadı.");
  if (selected?.status === "new") selected = await openContactMessage(selected.id, admin);
  // Stats and list after the open, so a message just read is counted as read.
  const [matching, stats] = await Promise.all([listContactMessages(filters), contactMessageStats()]);
  const { items: messages, pagination } = paginate(matching, pageParam(params.get("page")), MESSAGES_PER_PAGE);
  const confirming = selected && positiveId(params.get("confirm")) === selected.id;
  return { filters, messages, pagination, stats, selected: selected ?? null, confirming: !!confirming };
}

export default function ContactMessagesTab() {
  const { filters, messages, pagination, stats, selected, confirming } = useLoaderData<typeof loader>();
  const linkTo = useLinkWith();
  const filtered = !!(filters.q || filters.status || filters.priority || filters.kind);

  return (
    <div className="space-y-6">
      <CountList
        className="grid-cols-2 lg:grid-cols-4"
        counts={[
          { label: "Toplam", value: stats.total },
          { label: "Yeni", value: stats.new },
          { label: "Acil", value: stats.urgent },
          { label: "Yanıtlandı", value: stats.replied },
        ]}
      />

      <FilterForm
        clearTo="/admin/contact"
        filtered={filtered}
        search={{ id: "contact-q", label: "Ara", value: filters.q, placeholder: "Ad, e-posta, konu veya mesaj" }}
      >
        <FilterSelect id="contact-status" name="status" label="Durum" labels={statusLabels} value={filters.status} />
        <FilterSelect id="contact-priority" name="priority" label="Öncelik" labels={priorityLabels} value={filters.priority} />
        <FilterSelect id="contact-kind" name="kind" label="Tür" labels={contactKindLabels} value={filters.kind} />
      </FilterForm>

      <ActionError />

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="contact-list-title" className="lg:col-span-2">
          <h2 id="contact-list-title" className="mb-2 text-lg font-semibold text-white">
            Mesajlar
          </h2>
          <p role="status" className="mb-3 text-sm text-slate-400">
            {pagination.total} mesaj {filtered ? "bulundu" : "listeleniyor"}
          </p>
          {messages.length === 0 ? (
            <p className="card p-6 text-slate-300">Mesaj bulunamadı.</p>
          ) : (
            <ul className="card max-h-[36rem] divide-y divide-white/5 overflow-y-auto">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    to={linkTo({ id: String(message.id), confirm: null })}
                    aria-current={selected?.id === message.id ? "true" : undefined}
                    className={`block px-4 py-3 hover:bg-white/5 ${selected?.id === message.id ? "bg-white/10" : ""}`}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className={`truncate font-medium ${message.status === "new" ? "text-white" : "text-slate-300"}`}>
                        {message.name}
                      </span>
                      <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${statusClasses[message.status]}`}>
                        {statusLabels[message.status]}
                      </span>
                    </span>
                    {message.kind === "consulting" ? (
                      <span className="mt-1 inline-block rounded-full bg-violet-500/20 px-2 py-0.5 text-xs text-violet-200">
                        {contactKindLabels.consulting}
                      </span>
                    ) : null}
                    <span className="mt-1 block truncate text-sm text-slate-400">{message.subject || message.message}</span>
                    <span className="mt-1 block text-xs text-slate-400">
                      {formatDate(new Date(message.created_at), "mediumDateTime")} · {priorityLabels[message.priority]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pager {...pagination} />
        </section>

        <section aria-labelledby="contact-detail-title" className="lg:col-span-3">
          {selected ? (
            <MessageDetail message={selected} confirming={confirming} linkTo={linkTo} />
          ) : (
            <p id="contact-detail-title" className="card p-6 text-slate-400">
              Ayrıntılarını görmek için bir mesaj seçin.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
