import { randomUUID } from "node:crypto";
import { getUser } from "./auth.server";
import { commitSession, getSession } from "./session.server";

/**
 * Who is acting, for per-visitor records such as blog likes: `user:{id}` when
 * signed in, else `visitor:{uuid}` from the session. Undefined when an
 * anonymous visitor has none yet; reading never sets a cookie.
 */
export async function readVisitorKey(request: Request): Promise<string | undefined> {
  const user = await getUser(request);
  if (user) return `user:${user.id}`;
  const visitorId = (await getSession(request)).get("visitorId");
  return visitorId ? `visitor:${visitorId}` : undefined;
}

/** Like `readVisitorKey`, but gives an anonymous visitor an id, with the cookie that keeps it. */
export async function ensureVisitorKey(request: Request): Promise<{ key: string; setCookie?: string }> {
  const existing = await readVisitorKey(request);
  if (existing) return { key: existing };
  const session = await getSession(request);
  const visitorId = randomUUID();
  session.set("visitorId", visitorId);
  return { key: `visitor:${visitorId}`, setCookie: await commitSession(request, session) };
}
