import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import type { SubscriberStatus } from "~/lib/db-schema";
import { formatDateTime } from "~/lib/format";
import { SUBSCRIBER_STATUS_LABELS } from "~/lib/newsletter/status";
import { OutlineIcon } from "~/components/icon-file";

const STATUS_CLASSES: Record<SubscriberStatus, string> = {
  pending: "bg-amber-500/15 text-amber-200",
  active: "bg-emerald-500/15 text-emerald-200",
  unsubscribed: "bg-slate-500/20 text-slate-300",
};

interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  created_at: string;
  confirmed_at: string | null;
}

export function SubscriberTable({ subscribers, deleteHref }: { subscribers: Subscriber[]; deleteHref: (id: number) => string }) {
  return (
    <DataTable
      label="Aboneler tablosu"
      columns={["E-posta", "Durum", "Abone olma tarihi", "Onay tarihi", { label: "İşlemler", hidden: true }]}
      cell="px-4 py-3"
      frameClassName="card p-0"
    >
      <tbody className="divide-y divide-white/5">
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id}>
            <td className="px-4 py-3 text-white">{subscriber.email}</td>
            <td className="px-4 py-3">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[subscriber.status]}`}>
                {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatDateTime(subscriber.created_at)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-400">
              {subscriber.confirmed_at ? formatDateTime(subscriber.confirmed_at) : "—"}
            </td>
            <td className="px-4 py-3 text-right">
              <Link
                to={deleteHref(subscriber.id)}
                preventScrollReset
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-300 hover:bg-red-500/10"
                aria-label={`Sil: ${subscriber.email}`}
              >
                <OutlineIcon name="TrashIcon" className="h-4 w-4" />
                Sil
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
