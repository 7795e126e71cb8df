import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AdSlot } from "~/components/ad-slot";
import { MessageBubble, type ChatBubble } from "~/components/ai-chat/message-bubble";
import { getUser } from "~/server/auth.server";
import { pageMeta } from "~/lib/seo/meta";
import { getSession } from "~/server/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import { conversationKeyFor, getAiStatus, listConversation, siteAnswersEnabled } from "~/models/ai.server";
import { MESSAGE_MAX_LENGTH, parseSources } from "~/lib/ai/chat";
import { useChatStream } from "./use-chat-stream";
import { SuggestedQuestions } from "./suggested-questions";
import { suggestFollowUps } from "~/lib/ai/suggestions";
import { OutlineIcon } from "~/components/icon-file";

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "AI Sohbet", description: "Kripto sorularınızı yapay zekâ destekli asistanımıza sorun." });

const SAMPLE_QUESTIONS = [
  "Bitcoin fiyatı hakkında ne düşünüyorsun?",
  "Ethereum'a yatırım yapmak mantıklı mı?",
  "DeFi nedir ve nasıl çalışır?",
  "Yeni başlayanlar için trading stratejileri nelerdir?",
  "Borsada nasıl alım satım yapılır?",
  "Altcoin seçerken nelere dikkat etmeliyim?",
];

const WELCOME =
  "Merhaba! Ben Kripto Rehber'in AI asistanıyım. Kripto paralar, blokzincir ve piyasa hakkındaki sorularınızı yanıtlayabilirim. Size nasıl yardımcı olabilirim?";

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, session, status, siteAnswers] = await Promise.all([
    getUser(request),
    getSession(request),
    getAiStatus(),
    siteAnswersEnabled(),
  ]);
  const rows = await listConversation(conversationKeyFor(user, session.get("visitorId")));
  return {
    configured: status.configured,
    // With no provider connected the chat still answers, from the site's own content, unless the admin turned that off.
    siteMode: !status.configured && siteAnswers,
    isAdmin: user?.role === "admin",
    exchanges: rows.map((row) => ({
      id: row.id,
      message: row.message,
      response: row.response,
      createdAt: row.created_at,
      sources: parseSources(row.sources),
    })),
  };
}

export { action } from "./action.server";

type ActionData = { error?: string; failed?: { message: string; reply: string; at: string } };

export default function AiChatPage() {
  const { configured, siteMode, isAdmin, exchanges } = useLoaderData<typeof loader>();
  const available = configured || siteMode;
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();

  const { bubbles, streaming, error, send, stop } = useChatStream(exchanges, available);
  const [text, setText] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [bubbles, streaming]);

  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const loading = streaming !== null || posting;
  const shown: ChatBubble[] = actionData?.failed
    ? [
        ...bubbles,
        { key: "failed-q", role: "user", content: actionData.failed.message, createdAt: actionData.failed.at },
        { key: "failed-a", role: "assistant", content: actionData.failed.reply, createdAt: actionData.failed.at, status: "error" },
      ]
    : bubbles;
  const shownError = error ?? actionData?.error ?? null;

  function ask(question: string) {
    setText("");
    void send(question, () => inputRef.current?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(text);
  }

  const sendDisabled = !available || loading || (hydrated && !text.trim());
  const lastBubble = shown[shown.length - 1];
  const thinking = streaming === "waiting" || posting;

  return (
    <main className="container-page flex-1 py-8 lg:py-12">
      <AdSlot slot="ai-chat-top" format="horizontal" />
      <div className="mx-auto max-w-4xl">
        <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="flex items-center gap-2 text-3xl font-bold text-white">
              <OutlineIcon name="ChatBubbleLeftRightIcon" className="h-8 w-8 text-brand-400" />
              AI Kripto Asistanı
            </h1>
            <p className="mt-1 text-slate-400">Kripto paralar, blokzincir ve piyasa hakkında sorularınızı sorun.</p>
          </div>
          <Form method="post">
            <button type="submit" name="intent" value="clear" className="btn btn-secondary" disabled={loading || shown.length === 0}>
              <OutlineIcon name="TrashIcon" className="h-4 w-4" />
              Sohbeti Temizle
            </button>
          </Form>
        </header>

        {siteMode ? (
          <div role="status" className="mb-6 rounded-xl border border-sky-500/40 bg-sky-950/40 p-4 text-sky-100">
            <p>
              Şu anda bir yapay zekâ sağlayıcısı bağlı değil: asistan sitenin kendi içeriğinden (canlı fiyatlar, sözlük, dersler,
              araştırmalar) yanıt veriyor.
              {isAdmin ? (
                <>
                  {" "}
                  Sağlayıcı bağlamak için:{" "}
                  <Link to="/admin/openai-settings" className="font-semibold underline">
                    AI API Anahtarı ayarları
                  </Link>
                </>
              ) : null}
            </p>
          </div>
        ) : !configured ? (
          <div role="alert" className="mb-6 rounded-xl border border-amber-500/40 bg-amber-950/40 p-4 text-amber-100">
            {isAdmin ? (
              <p>
                AI sağlayıcı API anahtarı yapılandırılmamış. Sohbeti kullanıma açmak için admin panelinden anahtarı girin:{" "}
                <Link to="/admin/openai-settings" className="font-semibold underline">
                  AI API Anahtarı ayarları
                </Link>
              </p>
            ) : (
              <p>AI sohbet özelliği şu anda kullanılamıyor. Lütfen site yöneticisiyle iletişime geçin.</p>
            )}
          </div>
        ) : null}

        <section aria-labelledby="chat-heading" className="card flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="chat-heading" className="sr-only">
            Sohbet
          </h2>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Sohbet mesajları"
            className="max-h-[60vh] min-h-64 overflow-y-auto pr-1"
          >
            <ol className="flex flex-col gap-4">
              <MessageBubble bubble={{ key: "welcome", role: "assistant", content: WELCOME, createdAt: "" }} />
              {shown.map((bubble) =>
                bubble === lastBubble && bubble.status === "streaming" && !bubble.content ? null : (
                  <MessageBubble key={bubble.key} bubble={bubble} />
                ),
              )}
              {thinking ? (
                <li>
                  <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
                    <OutlineIcon name="SparklesIcon" className="h-5 w-5 animate-pulse text-brand-400" />
                    AI düşünüyor...
                  </p>
                </li>
              ) : null}
              <li id="sohbet-sonu" aria-hidden="true" />
            </ol>
          </div>

          {shown.length === 0 ? (
            <SuggestedQuestions
              id="samples-heading"
              heading="Örnek sorular"
              questions={SAMPLE_QUESTIONS}
              hydrated={hydrated}
              disabled={!available || loading}
              onAsk={ask}
            />
          ) : !loading && lastBubble?.role === "assistant" && lastBubble.status !== "error" ? (
            <SuggestedQuestions
              id="follow-ups-heading"
              heading="Şunları da sorabilirsiniz"
              questions={suggestFollowUps(lastBubble.sources ?? [], shown[shown.length - 2]?.content ?? "")}
              hydrated={hydrated}
              disabled={!available}
              onAsk={ask}
            />
          ) : null}

          {shownError ? (
            <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-2 text-sm text-red-200">
              {shownError}
            </p>
          ) : null}

          <Form method="post" onSubmit={hydrated ? onSubmit : undefined} className="flex gap-2">
            <input type="hidden" name="intent" value="send" />
            <label htmlFor="chat-message" className="sr-only">
              Mesajınız
            </label>
            <input
              ref={inputRef}
              id="chat-message"
              name="message"
              type="text"
              className="input flex-1"
              placeholder={available ? "Kripto hakkında bir soru sorun..." : "AI sohbet şu anda kullanılamıyor"}
              autoComplete="off"
              maxLength={MESSAGE_MAX_LENGTH}
              required
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              disabled={!available || loading}
            />
            {streaming ? (
              <button type="button" className="btn btn-danger" onClick={stop}>
                <OutlineIcon name="StopIcon" className="h-5 w-5" />
                Durdur
              </button>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={sendDisabled} aria-label="Gönder">
                <OutlineIcon name="PaperAirplaneIcon" className="h-5 w-5" />
                <span className="hidden sm:inline">Gönder</span>
              </button>
            )}
          </Form>
          <p className="text-xs text-slate-400">AI yanıtları bilgilendirme amaçlıdır, yatırım tavsiyesi değildir.</p>
        </section>
      </div>
      <AdSlot slot="ai-chat-bottom" format="horizontal" />
    </main>
  );
}
