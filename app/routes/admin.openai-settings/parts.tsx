import { TitledSection } from "~/components/admin/titled-section";
import type { ProviderTest } from "~/services/ai-chat.server";
import { DataTable } from "~/components/ui/data-table";
import { formatDate } from "~/lib/format";
import { OutlineIcon } from "~/components/icon-file";

export function TestResult({ test }: { test: ProviderTest }) {
  return test.ok ? (
    <div role="status" className="rounded-lg border border-emerald-500/40 bg-emerald-950/50 p-4 text-sm text-emerald-100">
      <p className="flex items-center gap-2 font-semibold">
        <OutlineIcon name="CheckCircleIcon" className="h-5 w-5" /> Test başarılı
      </p>
      <p className="mt-2 whitespace-pre-wrap">{test.message}</p>
    </div>
  ) : (
    <div role="alert" className="rounded-lg border border-red-500/40 bg-red-950/50 p-4 text-sm text-red-100">
      <p className="flex items-center gap-2 font-semibold">
        <OutlineIcon name="XCircleIcon" className="h-5 w-5" /> Test başarısız
      </p>
      <p className="mt-2 whitespace-pre-wrap">{test.error || "Test başarısız"}</p>
    </div>
  );
}

interface RecentMessage {
  id: number;
  message: string;
  model: string;
  tokens_used: number;
  created_at: string;
}

/** The last messages the assistant answered, for an admin checking cost and model. */
export function RecentAiMessages({ messages }: { messages: RecentMessage[] }) {
  return (
    <TitledSection id="recent-heading" title="Son AI Mesajları" className="card">
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">Henüz AI mesajı yok.</p>
      ) : (
        <DataTable
          label="Son AI mesajları tablosu"
          columns={["Mesaj", "Model", "Token", "Zaman"]}
          cell="py-2 pr-4"
          frameClassName="mt-4"
          headClassName="text-xs uppercase text-slate-400"
        >
          <tbody className="divide-y divide-slate-800">
            {messages.map((message) => (
              <tr key={message.id}>
                <td className="max-w-sm truncate py-2 pr-4 text-slate-200" title={message.message}>
                  {message.message}
                </td>
                <td className="py-2 pr-4 text-slate-400">{message.model}</td>
                <td className="py-2 pr-4 text-slate-400">{message.tokens_used}</td>
                <td className="py-2 text-slate-400">{formatDate(new Date(message.created_at), "shortDateTime")}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </TitledSection>
  );
}
