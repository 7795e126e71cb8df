import { z } from "zod";
import { CHAT_EMPTY_REPLY, CHAT_FAILURE_REPLY, MESSAGE_MAX_LENGTH, NOT_CONFIGURED_ERROR, type ChatStreamEvent } from "~/lib/ai/chat";
import { formatWait } from "~/server/rate-limit.server";
import type { AiMessageRow } from "~/lib/db-schema";
import { recordActivity } from "~/models/activity.server";
import { consumeAiRequest, getAiRuntime, hasRecentAiAlert, listConversation, recordExchange, type AiRuntime } from "~/models/ai.server";
import { notifyAdmins } from "~/models/notifications.server";
import { describeAdjustments } from "~/lib/ai/parameters";
import { ProviderError, complete, streamCompletion, type ChatMessage, type RequestOptions } from "./ai-provider.server";

/** Earlier exchanges sent along with a question, so the model keeps the thread without unbounded cost. */
const HISTORY_EXCHANGES = 10;

export const chatMessageField = z
  .string({ error: "Mesaj boş olamaz." })
  .trim()
  .min(1, "Mesaj boş olamaz.")
  .max(MESSAGE_MAX_LENGTH, `Mesaj en fazla ${MESSAGE_MAX_LENGTH} karakter olabilir.`);

export const chatRequestSchema = z.object({
  message: chatMessageField,
  history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "Geçmişteki rol 'user' veya 'assistant' olmalıdır." }),
        content: z.string().max(MESSAGE_MAX_LENGTH * 4, "Geçmişteki bir mesaj çok uzun."),
      }),
      { error: "Geçmiş bir liste olmalıdır." },
    )
    .max(HISTORY_EXCHANGES * 4, "Geçmiş çok uzun.")
    .optional(),
});

export interface ChatParty {
  user: { id: number; username: string } | null;
  conversationKey: string | null;
  ip: string;
}

export type ChatRefusal = { status: 429 | 503; error: string };

/** The Turkish 429 message when this user (or IP) used up the hourly AI requests, else null. */
export async function aiRequestRefusal(who: { userId?: number | null; ip: string }): Promise<string | null> {
  const limit = await consumeAiRequest(who);
  return limit.allowed ? null : `Saatlik AI istek sınırına ulaştınız. Lütfen ${formatWait(limit.retryAfterSeconds)} sonra tekrar deneyin.`;
}

/** Whether this party may ask now: the provider must be set up and the hourly limit not reached. */
export async function admitChat(party: ChatParty): Promise<{ runtime: AiRuntime } | ChatRefusal> {
  const runtime = await getAiRuntime();
  if (!runtime) return { status: 503, error: NOT_CONFIGURED_ERROR };
  const refusal = await aiRequestRefusal({ userId: party.user?.id, ip: party.ip });
  return refusal ? { status: 429, error: refusal } : { runtime };
}

function historyFromConversation(rows: AiMessageRow[]): ChatMessage[] {
  return rows.flatMap((row) => [
    { role: "user" as const, content: row.message },
    { role: "assistant" as const, content: row.response },
  ]);
}

/** The system prompt first, then the earlier turns in order, then the new question. */
export function buildMessages(systemPrompt: string, history: ChatMessage[], message: string): ChatMessage[] {
  const turns = history.filter((m) => m.role !== "system").slice(-HISTORY_EXCHANGES * 2);
  return [
    ...(systemPrompt.trim() ? [{ role: "system" as const, content: systemPrompt }] : []),
    ...turns,
    { role: "user", content: message },
  ];
}

async function conversationHistory(party: ChatParty, given: ChatMessage[] | undefined) {
  return given ?? historyFromConversation(await listConversation(party.conversationKey, HISTORY_EXCHANGES));
}

/**
 * Tells the admins once while the alert is unread (a broken provider would
 * otherwise raise one per question) and logs every failure.
 */
async function reportFailure(error: ProviderError, party: ChatParty) {
  const who = party.user ? party.user.username : "ziyaretçi";
  try {
    await recordActivity({
      action: "ai.error",
      title: "AI yanıtı alınamadı",
      description: `${who}: ${error.message}`,
      icon: "AlertCircle",
      actor: party.user,
    });
    // A missing model has its own notification, raised once by the provider service.
    if (error.kind !== "model_missing" && !(await hasRecentAiAlert())) {
      await notifyAdmins({
        title: "AI yanıtı alınamadı",
        message: `AI sağlayıcısı yanıt vermedi: ${error.message}`,
        type: "error",
        category: "system",
        priority: "high",
        relatedType: "ai_chat",
      });
    }
  } catch (logError) {
    console.error("AI hatası kaydedilemedi:", logError);
  }
}

function asProviderError(error: unknown) {
  return error instanceof ProviderError ? error : new ProviderError(error instanceof Error ? error.message : String(error));
}

export type ChatResult = { ok: true; exchange: AiMessageRow } | { ok: false; reply: string };

/** Asks for one whole answer and stores the exchange; a provider failure becomes the apology. */
export async function answerChat(
  runtime: AiRuntime,
  party: ChatParty,
  message: string,
  options: RequestOptions & { history?: ChatMessage[] } = {},
): Promise<ChatResult> {
  const history = await conversationHistory(party, options.history);
  try {
    const completion = await complete(runtime.config, buildMessages(runtime.systemPrompt, history, message), options);
    const exchange = await recordExchange({
      userId: party.user?.id ?? null,
      conversationKey: party.conversationKey,
      message,
      response: completion.content.trim() || CHAT_EMPTY_REPLY,
      model: completion.model,
      tokensUsed: completion.usage?.totalTokens ?? 0,
    });
    return { ok: true, exchange };
  } catch (error) {
    const failure = asProviderError(error);
    // A visitor who left before the answer is not a provider failure worth an alert.
    if (failure.kind !== "aborted") await reportFailure(failure, party);
    return { ok: false, reply: CHAT_FAILURE_REPLY };
  }
}

/**
 * The answer as server-sent events. Stopping (the visitor's disconnect or
 * cancelling the body) aborts the upstream request; what arrived before is kept
 * as the exchange, as a stopped reply stays on screen.
 */
export function streamChat(
  runtime: AiRuntime,
  party: ChatParty,
  message: string,
  options: RequestOptions & { history?: ChatMessage[] } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: ChatStreamEvent) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        } catch {
          open = false;
        }
      };
      let content = "";
      try {
        const history = await conversationHistory(party, options.history);
        const messages = buildMessages(runtime.systemPrompt, history, message);
        for await (const event of streamCompletion(runtime.config, messages, { ...options, signal: stop.signal })) {
          if (event.type === "delta") {
            content += event.text;
            send(event);
            continue;
          }
          const exchange = await recordExchange({
            userId: party.user?.id ?? null,
            conversationKey: party.conversationKey,
            message,
            response: event.completion.content.trim() || CHAT_EMPTY_REPLY,
            model: event.completion.model,
            tokensUsed: event.completion.usage?.totalTokens ?? 0,
          });
          send({ type: "done", id: exchange.id, message: exchange.response, createdAt: exchange.created_at });
        }
      } catch (error) {
        const failure = asProviderError(error);
        if (failure.kind === "aborted") {
          if (content.trim()) {
            await recordExchange({
              userId: party.user?.id ?? null,
              conversationKey: party.conversationKey,
              message,
              response: content,
              model: runtime.config.model,
              tokensUsed: 0,
            });
          }
        } else {
          await reportFailure(failure, party);
          send({ type: "error", message: CHAT_FAILURE_REPLY });
        }
      } finally {
        open = false;
        options.signal?.removeEventListener("abort", onAbort);
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
}

export type ProviderTest = { ok: true; message: string } | { ok: false; error: string };

/** What the admin is told about a provider's HTTP status: our own words, never the server's body. */
function statusMeaning(status: number) {
  if (status === 401 || status === 403) return "API anahtarı reddedildi.";
  if (status === 404) return "Adres ya da model bulunamadı.";
  if (status === 429) return "Sağlayıcının istek sınırı aşıldı.";
  if (status >= 500) return "Sağlayıcı bir sunucu hatası bildirdi.";
  return "Sağlayıcı isteği kabul etmedi.";
}

/**
 * A short question to the provider. The admin sees its HTTP status and a short
 * fixed Turkish message: nothing the server wrote is shown, so the button cannot
 * be used to read pages of another server through ours.
 */
export async function testProvider(runtime: AiRuntime, options: RequestOptions = {}): Promise<ProviderTest> {
  try {
    const completion = await complete(
      { ...runtime.config, maxTokens: Math.min(runtime.config.maxTokens, 100) },
      [
        ...(runtime.systemPrompt.trim() ? [{ role: "system" as const, content: runtime.systemPrompt }] : []),
        { role: "user", content: "Bağlantı testi: lütfen tek cümleyle merhaba de." },
      ],
      { timeoutMs: 30_000, ...options },
    );
    const adjusted = completion.adjustments ? ` Model için uyarlanan parametreler: ${describeAdjustments(completion.adjustments)}.` : "";
    return { ok: true, message: `Bağlantı başarılı (HTTP 200): sağlayıcı geçerli bir yanıt verdi.${adjusted}` };
  } catch (error) {
    const failure = error instanceof ProviderError ? error : undefined;
    if (failure?.kind === "timeout") return { ok: false, error: "Sağlayıcı zamanında yanıt vermedi." };
    if (failure?.kind === "network" || !failure) return { ok: false, error: "Sağlayıcıya bağlanılamadı." };
    if (failure.kind === "protocol") {
      return { ok: false, error: `Sağlayıcı HTTP ${failure.status ?? "?"} ile yanıt verdi, ancak yanıt OpenAI uyumlu değil.` };
    }
    if (failure.kind === "aborted") return { ok: false, error: "Test iptal edildi." };
    if (failure.kind === "model_missing")
      return { ok: false, error: `Sağlayıcıda "${runtime.config.model}" modeli bulunamadı; listeden başka bir model seçin.` };
    return { ok: false, error: `Sağlayıcı HTTP ${failure.status ?? "?"} döndürdü: ${statusMeaning(failure.status ?? 0)}` };
  }
}
