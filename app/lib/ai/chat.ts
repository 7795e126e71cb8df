/** Chat texts and limits shared by the server and the chat screen. */
export const CHAT_FAILURE_REPLY = "Üzgünüm, şu anda teknik bir sorun yaşıyoruz. Lütfen daha sonra tekrar deneyin.";
export const CHAT_EMPTY_REPLY = "Üzgünüm, bir hata oluştu.";
export const NOT_CONFIGURED_ERROR = "AI sağlayıcı API anahtarı yapılandırılmamış.";
export const MESSAGE_MAX_LENGTH = 4000;

/** The events of `POST /api/ai/chat` with `Accept: text/event-stream`. */
export type ChatStreamEvent =
  { type: "delta"; text: string } | { type: "done"; id: number; message: string; createdAt: string } | { type: "error"; message: string };
