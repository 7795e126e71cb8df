import { Link } from "@remix-run/react";
import type { ChatSource } from "~/lib/ai/chat";
import { renderChatMarkdown } from "~/lib/ai/markdown";
import { formatDate } from "~/lib/format";
import { OutlineIcon } from "~/components/icon-file";

// Markdown elements styled from here, so the chat needs nothing in the global stylesheet.
const markdownClasses = [
  "space-y-2 break-words",
  "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5",
  "[&_strong]:font-semibold [&_strong]:text-white [&_em]:italic",
  "[&_a]:text-brand-300 [&_a]:underline",
  "[&_code]:rounded [&_code]:bg-slate-900 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_h1]:text-base [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-brand-500 [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_table]:w-full [&_td]:border [&_td]:border-slate-700 [&_td]:px-2 [&_th]:border [&_th]:border-slate-700 [&_th]:px-2",
].join(" ");

export interface ChatBubble {
  key: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  status?: "streaming" | "error" | "stopped";
  /** The pages the server chose for an answer; a link the model wrote is never one of them. */
  sources?: ChatSource[];
}

export function formatClock(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDate(date, "time");
}

/** One message: the visitor's on the right, the assistant's on the left with its Markdown rendered safely. */
export function MessageBubble({ bubble }: { bubble: ChatBubble }) {
  const mine = bubble.role === "user";
  return (
    <li className={`flex gap-3 ${mine ? "flex-row-reverse" : ""}`} data-role={bubble.role}>
      <span
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${mine ? "bg-brand-600" : "bg-slate-700"}`}
        aria-hidden="true"
      >
        {mine ? (
          <OutlineIcon name="UserIcon" className="h-4 w-4 text-white" />
        ) : (
          <OutlineIcon name="SparklesIcon" className="h-4 w-4 text-brand-300" />
        )}
      </span>
      <div className={`flex max-w-[80%] flex-col ${mine ? "items-end" : "items-start"}`}>
        <span className="sr-only">{mine ? "Siz:" : "AI Asistan:"}</span>
        <div
          className={`rounded-2xl px-4 py-2 text-sm leading-6 ${
            mine
              ? "rounded-tr-sm bg-brand-600 text-white"
              : bubble.status === "error"
                ? "rounded-tl-sm border border-red-500/40 bg-red-950/60 text-red-100"
                : "rounded-tl-sm bg-slate-800 text-slate-100"
          }`}
        >
          {mine || bubble.status === "error" ? (
            <p className="whitespace-pre-wrap">{bubble.content}</p>
          ) : (
            <div className={markdownClasses} dangerouslySetInnerHTML={{ __html: renderChatMarkdown(bubble.content) }} />
          )}
          {bubble.status === "stopped" ? <p className="mt-1 text-xs text-slate-400 italic">Yanıt durduruldu.</p> : null}
        </div>
        {bubble.sources && bubble.sources.length > 0 ? (
          <nav aria-label="Kaynaklar" className="mt-2 text-xs text-slate-400">
            <span className="font-semibold text-slate-300">Kaynaklar:</span>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {bubble.sources.map((source, index) => (
                <li key={source.url}>
                  <span className="mr-1 text-slate-500">[{index + 1}]</span>
                  <Link to={source.url} className="text-brand-300 underline hover:text-brand-200">
                    {source.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {bubble.createdAt ? (
          <time dateTime={bubble.createdAt} className="mt-1 text-xs text-slate-400">
            {formatClock(bubble.createdAt)}
          </time>
        ) : null}
      </div>
    </li>
  );
}
