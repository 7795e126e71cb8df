import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env } from "./env.server";
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
      name: "__session",
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

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
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
