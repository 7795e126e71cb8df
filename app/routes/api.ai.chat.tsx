import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { getUser } from "~/server/auth.server";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { methodNotAllowed } from "~/server/api.server";
import { commitSession, getSession } from "~/server/session.server";
import { conversationKeyFor } from "~/models/ai.server";
import { admitChat, answerChat, chatRequestSchema, streamChat } from "~/services/ai-chat.server";

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
    conversationKey: conversationKeyFor(user, session.get("visitorId")),
    ip: clientIp(request, context),
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
  const admission = await admitChat(party);
  if ("error" in admission) return jsonError(admission.error, admission.status);

  const headers = new Headers(setCookie ? { "Set-Cookie": setCookie } : undefined);
  const { message, history } = parsed.data;
  if ((request.headers.get("Accept") ?? "").includes("text/event-stream")) {
    headers.set("Content-Type", "text/event-stream; charset=utf-8");
    headers.set("Cache-Control", "no-cache, no-transform");
    headers.set("X-Accel-Buffering", "no");
    return new Response(streamChat(admission.runtime, party, message, { history, signal: request.signal }), { headers });
  }
  const result = await answerChat(admission.runtime, party, message, { history, signal: request.signal });
  if (result.ok) {
    return Response.json({ message: result.exchange.response, id: result.exchange.id, createdAt: result.exchange.created_at }, { headers });
  }
  return Response.json({ message: result.reply, error: "AI yanıtı alınamadı" }, { status: 502, headers });
}
