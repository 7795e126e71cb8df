import { useEffect, useRef, useState } from "react";
import { readChatStream } from "~/components/ai-chat/chat-stream";
import type { ChatBubble } from "~/components/ai-chat/message-bubble";
import { CHAT_FAILURE_REPLY, type ChatSource } from "~/lib/ai/chat";

export interface StoredExchange {
  id: number;
  message: string;
  response: string;
  createdAt: string;
  sources: ChatSource[];
}

export function bubblesFrom(exchanges: StoredExchange[]): ChatBubble[] {
  return exchanges.flatMap((exchange) => [
    { key: `u${exchange.id}`, role: "user" as const, content: exchange.message, createdAt: exchange.createdAt },
    {
      key: `a${exchange.id}`,
      role: "assistant" as const,
      content: exchange.response,
      createdAt: exchange.createdAt,
      sources: exchange.sources,
    },
  ]);
}

/**
 * The chat with JavaScript: a question goes to `/api/ai/chat` as a server-sent event stream and
 * the answer grows in the last bubble; 'stop' aborts the stream and keeps what arrived.
 */
export function useChatStream(exchanges: StoredExchange[], available: boolean) {
  const [bubbles, setBubbles] = useState<ChatBubble[]>(() => bubblesFrom(exchanges));
  const [streaming, setStreaming] = useState<"waiting" | "writing" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stopRef = useRef<AbortController | null>(null);

  // A cleared conversation (or any reload) replaces what is on screen.
  useEffect(() => setBubbles(bubblesFrom(exchanges)), [exchanges]);
  useEffect(() => () => stopRef.current?.abort(), []);

  function updateLast(change: (bubble: ChatBubble) => ChatBubble) {
    setBubbles((list) => [...list.slice(0, -1), change(list[list.length - 1])]);
  }

  async function send(message: string, onSettled: () => void) {
    const question = message.trim();
    if (!question || !available || streaming) return;
    const now = new Date().toISOString();
    const stamp = `${Date.now()}`;
    setError(null);
    setBubbles((list) => [
      ...list,
      { key: `u${stamp}`, role: "user", content: question, createdAt: now },
      { key: `a${stamp}`, role: "assistant", content: "", createdAt: now, status: "streaming" },
    ]);
    setStreaming("waiting");
    const stop = new AbortController();
    stopRef.current = stop;
    try {
      const response = await fetch("/api/ai/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ message: question }),
        signal: stop.signal,
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        const problem = response.status === 502 || !body?.error ? CHAT_FAILURE_REPLY : body.error;
        updateLast((bubble) => ({ ...bubble, content: problem, status: "error" }));
        if (response.status === 429 || response.status === 503 || response.status === 400) setError(problem);
        return;
      }
      await readChatStream(response.body, (event) => {
        if (event.type === "delta") {
          setStreaming("writing");
          updateLast((bubble) => ({ ...bubble, content: bubble.content + event.text }));
        } else if (event.type === "done") {
          updateLast((bubble) => ({
            ...bubble,
            key: `a${event.id}`,
            content: event.message,
            createdAt: event.createdAt,
            sources: event.sources,
            status: undefined,
          }));
        } else {
          updateLast((bubble) => ({ ...bubble, content: event.message, status: "error" }));
        }
      });
    } catch (failure) {
      if (stop.signal.aborted) {
        updateLast((bubble) => ({
          ...bubble,
          status: bubble.content ? "stopped" : "error",
          content: bubble.content || "Yanıt durduruldu.",
        }));
      } else {
        updateLast((bubble) => ({ ...bubble, content: CHAT_FAILURE_REPLY, status: "error" }));
        console.error("AI yanıtı alınamadı:", failure);
      }
    } finally {
      stopRef.current = null;
      setStreaming(null);
      onSettled();
    }
  }

  return { bubbles, streaming, error, send, stop: () => stopRef.current?.abort() };
}
