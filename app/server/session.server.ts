import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env } from "./env.server";
import { markRenderPersonal } from "./page-cache/personal.server";
import { SESSION_COOKIE, carriesSessionCookie } from "../lib/page-cache/key";
import type { Toast } from "../lib/toast";

export interface SessionData {
  /** The random token of the server-side session row (see models/sessions.server.ts). */
  sessionToken: string;
  /** Epoch milliseconds after which the sign-in no longer counts. */
  expiresAt: number;
  remember: boolean;
  /** Identifies an anonymous visitor for likes and the AI chat. */
  visitorId: string;
}

export interface SessionFlashData {
  toast: Toast;
}

export type AppSession = Session<SessionData, SessionFlashData>;

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MS = 12 * 60 * 60 * 1000;

let storage: ReturnType<typeof create> | undefined;
let storageSecret: string | undefined;

function create(secret: string) {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
    },
  });
}

function sessionStorage() {
  const secret = env().SESSION_SECRET;
  if (!storage || storageSecret !== secret) {
    storage = create(secret);
    storageSecret = secret;
  }
  return storage;
}

/** The request's session. A request that carries a session cookie, valid or not, makes the page being rendered personal. */
export function getSession(request: Request): Promise<AppSession> {
  const cookie = request.headers.get("Cookie");
  if (carriesSessionCookie(cookie)) markRenderPersonal();
  return sessionStorage().getSession(cookie);
}

/**
 * The Set-Cookie value for this session. A remembered sign-in keeps a persistent
 * cookie until it expires; any other session lives until the browser closes.
 */
export function commitSession(request: Request, session: AppSession): Promise<string> {
  const secure = new URL(request.url).protocol === "https:";
  const expiresAt = session.get("expiresAt");
  const remember = session.get("remember");
  const maxAge = remember && expiresAt ? Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)) : undefined;
  return sessionStorage().commitSession(session, { secure, maxAge });
}
