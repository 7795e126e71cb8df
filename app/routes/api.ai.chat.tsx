import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { getUser } from "~/server/auth.server";
import { clientKey, jsonError, readJson } from "~/server/http.server";
import { methodNotAllowed } from "~/server/api.server";
import { commitSession, getSession } from "~/server/session.server";
import { conversationKeyFor } from "~/models/ai.server";
import { chatRequestSchema, handleChat } from "~/services/ai-chat.server";

/** The caller's conversation; an anonymous visitor gets a visitor id, kept in the session cookie. */
async function chatParty(request: Request, context: AppLoadContext) {
  const user = await getUser(request);
  const session = await getSession(request);
  let setCookie: string | undefined;
  if (!user && !session.get("visitorId")) {
    session.set("visitorId", crypto.randomUUID());
    setCookie = await commitSession(request, session);
  }
  const party = {
    user: user && { id: user.id, username: user.username },
    isAdmin: user?.role === "admin",
    conversationKey: conversationKeyFor(user, session.get("visitorId")),
    ip: clientKey(request, context),
  };
  return { party, setCookie };
}

// The one `/api` route outside apiAction (decision 007): it streams server-sent events and
// keeps a visitor id in the session cookie. It answers 405 first all the same.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJson(request);
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Geçersiz istek.", 400);

  const { party, setCookie } = await chatParty(request, context);
  const headers = new Headers(setCookie ? { "Set-Cookie": setCookie } : undefined);
  const stream = (request.headers.get("Accept") ?? "").includes("text/event-stream");
  // The connection's own signal (AppLoadContext.connectionClosed): request.signal can lose its link mid-stream.
  const outcome = await handleChat(party, parsed.data, { stream, signal: context.connectionClosed ?? request.signal });
  if (outcome.kind === "refused") return jsonError(outcome.error, outcome.status);
  if (outcome.kind === "stream") {
    headers.set("Content-Type", "text/event-stream; charset=utf-8");
    headers.set("Cache-Control", "no-cache, no-transform");
    headers.set("X-Accel-Buffering", "no");
    return new Response(outcome.body, { headers });
  }
  if (outcome.kind === "answered") {
    const { answer } = outcome;
    return Response.json(
      { message: answer.message, sources: answer.sources, mode: answer.mode, id: answer.id, createdAt: answer.createdAt },
      { headers },
    );
  }
  return Response.json({ message: outcome.reply, error: "AI yanıtı alınamadı" }, { status: 502, headers });
}
