import { z } from "~/lib/zod";
import {
  CHAT_EMPTY_REPLY,
  CHAT_FAILURE_REPLY,
  MESSAGE_MAX_LENGTH,
  NOT_CONFIGURED_ERROR,
  parseSources,
  type ChatMode,
  type ChatSource,
  type ChatStreamEvent,
} from "~/lib/ai/chat";
import { contextMessage, contextSources } from "~/lib/ai/grounding";
import { siteAnswer } from "~/lib/ai/site-answer";
import { formatWait } from "~/server/rate-limit.server";
import type { AiMessageRow } from "~/lib/db-schema";
import { recordActivity } from "~/models/activity.server";
import {
  consumeAiRequest,
  getAiRuntime,
  hasRecentAiAlert,
  listConversation,
  recordExchange,
  siteAnswersEnabled,
  type AiRuntime,
} from "~/models/ai.server";
import { notifyAdmins } from "~/models/notifications.server";
import { describeAdjustments } from "~/lib/ai/parameters";
import { gatherContext, type RetrievalOptions } from "./ai-context.server";
import { providerVectorSearch } from "./embeddings.server";
import { ProviderError, complete, streamCompletion, type ChatMessage, type RequestOptions } from "./ai-provider.server";
import { logger } from "~/server/log.server";

/** Earlier exchanges sent along with a question, so the model keeps the thread without unbounded cost. */
const HISTORY_EXCHANGES = 10;

/**
 * What of the history reaches the provider: the newest turns while they fit in 20 messages and
 * 12,000 characters (about 4,000 tokens), whatever the client sent. Before this cap a visitor's
 * 40 turns of 16,000 characters went whole, 325 kB a request.
 */
export const HISTORY_LIMITS = { messages: HISTORY_EXCHANGES * 2, characters: 12_000 } as const;

/** Answers a visitor (a signed-in user, and their address too) may have in the making at once. */
export const MAX_PARALLEL_CHATS = 2;

export const INVENTED_TURN_ERROR = "Geçmişteki asistan yanıtları bu sohbette sitenin verdiği yanıtlar olmalıdır.";
export const TOO_MANY_CHATS_ERROR = `Aynı anda en fazla ${MAX_PARALLEL_CHATS} yanıt hazırlanabilir. Lütfen önceki yanıt bitince tekrar deneyin.`;

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
  isAdmin: boolean;
  conversationKey: string | null;
  /** The client's address as a limiter key (clientKey): an IPv6 address by its /64. */
  ip: string;
}

export type ChatRefusal = { status: 400 | 429 | 503; error: string };

/** The Turkish 429 message when this user (or IP) used up the hourly AI requests, else null. */
export async function aiRequestRefusal(who: { userId?: number | null; ip: string }): Promise<string | null> {
  const limit = await consumeAiRequest(who);
  return limit.allowed ? null : `Saatlik AI istek sınırına ulaştınız. Lütfen ${formatWait(limit.retryAfterSeconds)} sonra tekrar deneyin.`;
}

// ---------------------------------------------------------------- parallel answers

const running = new Map<string, number>();

/** The counts an answer takes a place in: the address's always (an addressKey), the account's too when signed in. */
function placeKeys(party: ChatParty) {
  const keys = [`ip:${party.ip}`];
  if (party.user) keys.push(`user:${party.user.id}`);
  return keys;
}

/**
 * Claims one of the visitor's MAX_PARALLEL_CHATS places, at their address and on their account,
 * or null when either is full: new accounts from one address share its places. The returned
 * function gives the place back and may be called more than once.
 */
function claimChatPlace(party: ChatParty): (() => void) | null {
  const keys = placeKeys(party);
  if (keys.some((key) => (running.get(key) ?? 0) >= MAX_PARALLEL_CHATS)) return null;
  for (const key of keys) running.set(key, (running.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const key of keys) {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
}

type Admission = { mode: "ai"; runtime: AiRuntime; release: () => void } | { mode: "site" };

/**
 * Whether this party may ask now: a provider connected (or, without one, the site answering from
 * its content), a free place for a model's answer, and the hourly limit not reached.
 */
export async function admitChat(party: ChatParty): Promise<Admission | ChatRefusal> {
  const runtime = await getAiRuntime();
  if (!runtime && !(await siteAnswersEnabled())) return { status: 503, error: NOT_CONFIGURED_ERROR };
  // Only a model's answer costs money and holds a connection; the site's own answer takes milliseconds.
  const release = runtime ? claimChatPlace(party) : () => undefined;
  if (!release) return { status: 429, error: TOO_MANY_CHATS_ERROR };
  const refusal = await aiRequestRefusal({ userId: party.user?.id, ip: party.ip });
  if (refusal) {
    release();
    return { status: 429, error: refusal };
  }
  return runtime ? { mode: "ai", runtime, release } : { mode: "site" };
}

// ---------------------------------------------------------------- history

function historyFromConversation(rows: AiMessageRow[]): ChatMessage[] {
  return rows.flatMap((row) => [
    { role: "user" as const, content: row.message },
    { role: "assistant" as const, content: row.response },
  ]);
}

/** The newest turns within HISTORY_LIMITS, in order; a turn that does not fit ends the history there. */
export function capHistory(turns: ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let characters = 0;
  for (let i = turns.length - 1; i >= 0 && kept.length < HISTORY_LIMITS.messages; i--) {
    const turn = turns[i]!;
    if (turn.role === "system") continue;
    characters += turn.content.length;
    if (characters > HISTORY_LIMITS.characters) break;
    kept.unshift(turn);
  }
  return kept;
}

/**
 * The earlier turns sent with the question: the stored conversation, or the history the client
 * sends. A client's user turns are its own words; an assistant turn is accepted only when it is an
 * answer this site gave in this conversation, so a client cannot put words in the assistant's mouth
 * (nor pad the request with text it made up). Either way only the newest turns within
 * HISTORY_LIMITS go on.
 */
export async function chatHistory(party: ChatParty, given: ChatMessage[] | undefined): Promise<ChatMessage[] | ChatRefusal> {
  const stored = await listConversation(party.conversationKey);
  if (!given) return capHistory(historyFromConversation(stored.slice(-HISTORY_EXCHANGES)));
  const answers = new Set(stored.map((row) => row.response));
  if (given.some((turn) => turn.role === "assistant" && !answers.has(turn.content))) return { status: 400, error: INVENTED_TURN_ERROR };
  return capHistory(given);
}

// ---------------------------------------------------------------- grounding

interface Grounding {
  /** The facts as a system message, or null when the server found nothing for the question. */
  system: string | null;
  sources: ChatSource[];
}

/** The system prompt, the facts gathered for the question, then the earlier turns and the question unchanged. */
export function buildMessages(systemPrompt: string, grounding: string | null, history: ChatMessage[], message: string): ChatMessage[] {
  return [
    ...(systemPrompt.trim() ? [{ role: "system" as const, content: systemPrompt }] : []),
    ...(grounding ? [{ role: "system" as const, content: grounding }] : []),
    ...history.filter((m) => m.role !== "system"),
    { role: "user", content: message },
  ];
}

// ---------------------------------------------------------------- answers

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
    logger.error({ err: logError }, "AI hatası kaydedilemedi");
  }
}

function asProviderError(error: unknown) {
  return error instanceof ProviderError ? error : new ProviderError(error instanceof Error ? error.message : String(error));
}

/** A stored answer as the chat screen and the API show it. */
export interface ChatAnswer {
  id: number;
  message: string;
  createdAt: string;
  sources: ChatSource[];
  mode: ChatMode;
}

export function answerOf(row: AiMessageRow): ChatAnswer {
  return { id: row.id, message: row.response, createdAt: row.created_at, sources: parseSources(row.sources), mode: row.mode };
}

type AiTurn = { runtime: AiRuntime; party: ChatParty; message: string; history: ChatMessage[]; grounding: Grounding };

function store(turn: Omit<AiTurn, "runtime" | "history">, response: string, model: string, tokensUsed: number, mode: ChatMode = "ai") {
  return recordExchange({
    userId: turn.party.user?.id ?? null,
    conversationKey: turn.party.conversationKey,
    message: turn.message,
    response,
    model,
    tokensUsed,
    sources: turn.grounding.sources,
    mode,
  });
}

export type ChatResult = { ok: true; answer: ChatAnswer } | { ok: false; reply: string };

/** Asks for one whole answer and stores the exchange; a provider failure becomes the apology. */
async function answerWithModel(turn: AiTurn, options: RequestOptions): Promise<ChatResult> {
  try {
    const messages = buildMessages(turn.runtime.systemPrompt, turn.grounding.system, turn.history, turn.message);
    const completion = await complete(turn.runtime.config, messages, options);
    const row = await store(turn, completion.content.trim() || CHAT_EMPTY_REPLY, completion.model, completion.usage?.totalTokens ?? 0);
    return { ok: true, answer: answerOf(row) };
  } catch (error) {
    const failure = asProviderError(error);
    // A visitor who left before the answer is not a provider failure worth an alert.
    if (failure.kind !== "aborted") await reportFailure(failure, turn.party);
    return { ok: false, reply: CHAT_FAILURE_REPLY };
  }
}

function sseStream(run: (send: (event: ChatStreamEvent) => void) => Promise<void>, onCancel: () => void = () => undefined) {
  const encoder = new TextEncoder();
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
      try {
        await run(send);
      } finally {
        open = false;
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      }
    },
    cancel: onCancel,
  });
}

const doneEvent = (answer: ChatAnswer): ChatStreamEvent => ({ type: "done", ...answer });

/**
 * The answer as server-sent events. Stopping (the visitor's disconnect or
 * cancelling the body) aborts the upstream request; what arrived before is kept
 * as the exchange, as a stopped reply stays on screen.
 */
function streamWithModel(turn: AiTurn, options: RequestOptions, release: () => void): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });

  return sseStream(
    async (send) => {
      let content = "";
      try {
        const messages = buildMessages(turn.runtime.systemPrompt, turn.grounding.system, turn.history, turn.message);
        for await (const event of streamCompletion(turn.runtime.config, messages, { ...options, signal: stop.signal })) {
          if (event.type === "delta") {
            content += event.text;
            send(event);
            continue;
          }
          const { completion } = event;
          const row = await store(
            turn,
            completion.content.trim() || CHAT_EMPTY_REPLY,
            completion.model,
            completion.usage?.totalTokens ?? 0,
          );
          send(doneEvent(answerOf(row)));
        }
      } catch (error) {
        const failure = asProviderError(error);
        if (failure.kind === "aborted") {
          if (content.trim()) await store(turn, content, turn.runtime.config.model, 0);
        } else {
          await reportFailure(failure, turn.party);
          send({ type: "error", message: CHAT_FAILURE_REPLY });
        }
      } finally {
        options.signal?.removeEventListener("abort", onAbort);
        release();
      }
    },
    () => stop.abort(),
  );
}

/**
 * The site's own answer with no provider connected: the facts gathered for the question, written
 * out by `siteAnswer`, and the pages they came from. `npm run bench:assistant` measures this very
 * function, so the benchmark scores what the chat shows (in its hybrid mode with a vector search,
 * as the chat gathers with a provider).
 */
export async function siteReply(
  message: string,
  history: ChatMessage[],
  options: { isAdmin: boolean; retrieval?: RetrievalOptions },
): Promise<{ message: string; sources: ChatSource[] }> {
  const context = await gatherContext(message, history, options.retrieval);
  return { message: siteAnswer(context, options), sources: contextSources(context) };
}

/** What a chat request comes to: refused, answered whole, answered as a stream, or failed upstream. */
export type ChatOutcome =
  | { kind: "refused"; status: 400 | 429 | 503; error: string }
  | { kind: "answered"; answer: ChatAnswer }
  | { kind: "stream"; body: ReadableStream<Uint8Array> }
  | { kind: "failed"; reply: string };

/**
 * One question, from the JSON API or the chat form: the history checked and capped, the party
 * admitted, the facts gathered, then the model's answer (whole or streamed) or, with no provider
 * connected, the site's own answer from the same facts. The sources are always the server's.
 */
export async function handleChat(
  party: ChatParty,
  input: { message: string; history?: ChatMessage[] },
  options: RequestOptions & { stream?: boolean } = {},
): Promise<ChatOutcome> {
  const history = await chatHistory(party, input.history);
  if ("error" in history) return { kind: "refused", ...history };
  const admission = await admitChat(party);
  if ("error" in admission) return { kind: "refused", ...admission };

  let release: () => void = admission.mode === "ai" ? admission.release : () => undefined;
  try {
    if (admission.mode === "site") {
      const reply = await siteReply(input.message, history, { isAdmin: party.isAdmin });
      const row = await store(
        { party, message: input.message, grounding: { system: null, sources: reply.sources } },
        reply.message,
        "site",
        0,
        "site",
      );
      const answer = answerOf(row);
      if (options.stream) return { kind: "stream", body: sseStream(async (send) => send(doneEvent(answer))) };
      return { kind: "answered", answer };
    }
    // With a provider that offers embeddings, keyword and vector ranks are fused (decision 017).
    const context = await gatherContext(input.message, history, { vectors: await providerVectorSearch() });
    const grounding = { system: contextMessage(context), sources: contextSources(context) };
    const turn: AiTurn = { runtime: admission.runtime, party, message: input.message, history, grounding };
    if (options.stream) {
      const body = streamWithModel(turn, options, release);
      // The stream gives the place back when it ends.
      release = () => undefined;
      return { kind: "stream", body };
    }
    const result = await answerWithModel(turn, options);
    return result.ok ? { kind: "answered", answer: result.answer } : { kind: "failed", reply: result.reply };
  } finally {
    release();
  }
}

export type ProviderTest = { ok: true; message: string } | { ok: false; error: string };

/**
 * A short question to the provider. The admin sees a short fixed Turkish message: nothing the
 * server wrote is shown, so the button cannot be used to read pages of another server through
 * ours, and a refused connection, a timeout and an HTTP error read alike, so it cannot be used to
 * map which ports answer either (only a refused key and a rate limit are named).
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
    if (!failure) return { ok: false, error: "AI sağlayıcısından yanıt alınamadı." };
    if (failure.kind === "protocol") return { ok: false, error: "Sağlayıcı yanıt verdi, ancak yanıt OpenAI uyumlu değil." };
    if (failure.kind === "aborted") return { ok: false, error: "Test iptal edildi." };
    if (failure.kind === "model_missing")
      return { ok: false, error: `Sağlayıcıda "${runtime.config.model}" modeli bulunamadı; listeden başka bir model seçin.` };
    return { ok: false, error: failure.message };
  }
}
