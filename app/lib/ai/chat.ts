/** Chat texts and limits shared by the server and the chat screen. */
export const CHAT_FAILURE_REPLY = "Üzgünüm, şu anda teknik bir sorun yaşıyoruz. Lütfen daha sonra tekrar deneyin.";
export const CHAT_EMPTY_REPLY = "Üzgünüm, bir hata oluştu.";
export const NOT_CONFIGURED_ERROR = "AI sağlayıcı API anahtarı yapılandırılmamış.";
export const MESSAGE_MAX_LENGTH = 4000;

/** A page of the site an answer drew on, chosen by the server (never a link the model wrote). */
export interface ChatSource {
  title: string;
  url: string;
}

/** `ai`: a model wrote the answer; `site`: the site answered from its own content, with no provider connected. */
export type ChatMode = "ai" | "site";

/** The sources stored with an answer (JSON), read defensively: anything but a list of site paths is dropped. */
export function parseSources(json: string): ChatSource[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [];
      const { title, url } = item as Record<string, unknown>;
      return typeof title === "string" && typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? [{ title, url }] : [];
    });
  } catch {
    return [];
  }
}

/** The events of `POST /api/ai/chat` with `Accept: text/event-stream`; the last one carries the sources and the mode. */
export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "done"; id: number; message: string; createdAt: string; sources: ChatSource[]; mode: ChatMode }
  | { type: "error"; message: string };
