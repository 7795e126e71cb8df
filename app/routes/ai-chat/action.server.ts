import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getUser } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { clientKey, readForm } from "~/server/http.server";
import { commitSession, getSession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { clearConversation, conversationKeyFor } from "~/models/ai.server";
import { chatMessageField, handleChat } from "~/services/ai-chat.server";

interface Sending {
  request: Request;
  formData: FormData;
  user: Awaited<ReturnType<typeof getUser>>;
  session: Awaited<ReturnType<typeof getSession>>;
  ip: string;
}

/** The chat without JavaScript: 'send' asks and redirects to the answer, 'clear' empties the conversation. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const user = await getUser(request);
  const session = await getSession(request);
  return dispatchIntent(
    { formData },
    {
      clear: async () => {
        const key = conversationKeyFor(user, session.get("visitorId"));
        if (key) await clearConversation(key);
        return redirectWithToast(request, "/ai-chat", { type: "success", message: "Sohbet temizlendi." });
      },
      send: () => send({ request, formData, user, session, ip: clientKey(request, context) }),
    },
  );
}

async function send({ request, formData, user, session, ip }: Sending) {
  const parsed = chatMessageField.safeParse(formData.get("message") ?? "");
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Mesaj boş olamaz." }, { status: 400 });

  // An anonymous visitor's conversation is tied to the session from the first question on.
  const headers = new Headers();
  if (!user && !session.get("visitorId")) {
    session.set("visitorId", crypto.randomUUID());
    headers.set("Set-Cookie", await commitSession(request, session));
  }
  const party = {
    user: user && { id: user.id, username: user.username },
    isAdmin: user?.role === "admin",
    conversationKey: conversationKeyFor(user, session.get("visitorId")),
    ip,
  };
  const outcome = await handleChat(party, { message: parsed.data }, { signal: request.signal });
  if (outcome.kind === "refused") return data({ error: outcome.error }, { status: outcome.status, headers });
  if (outcome.kind === "failed")
    return data({ failed: { message: parsed.data, reply: outcome.reply, at: new Date().toISOString() } }, { headers });
  return redirect("/ai-chat#sohbet-sonu", { headers });
}
