import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { closeSession, closeUserSessions, openSession, userForSession } from "~/models/sessions.server";
import { verifyLogin, type User } from "~/models/users.server";
import { jsonError } from "./http.server";
import { markRenderPersonal } from "./page-cache/personal.server";
import { REMEMBER_ME_MS, SESSION_MS, commitSession, getSession } from "./session.server";
import type { Toast } from "../lib/toast";

export type { User };

export class InvalidCredentialsError extends Error {
  constructor() {
    super("Kullanıcı adı veya şifre hatalı!");
    this.name = "InvalidCredentialsError";
  }
}

export const authenticator = new Authenticator<User>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const user = username && password ? await verifyLogin(username, password) : undefined;
    if (!user) throw new InvalidCredentialsError();
    return user;
  }),
  "form",
);

// Loaders and actions of one request often ask for the user more than once.
const usersByRequest = new WeakMap<Request, Promise<User | null>>();

/**
 * The signed-in user, re-read from the database on every request through the
 * server-side session row: a session ended on the server (sign-out, password
 * change, 'log out everywhere'), an expired one, or a deleted, deactivated or
 * banned account is signed out at once, whatever cookie the browser still holds.
 */
export async function getUser(request: Request): Promise<User | null> {
  let pending = usersByRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const session = await getSession(request);
      const token = session.get("sessionToken");
      const expiresAt = session.get("expiresAt") ?? 0;
      if (!token || expiresAt < Date.now()) return null;
      return (await userForSession(token)) ?? null;
    })();
    usersByRequest.set(request, pending);
  }
  const user = await pending;
  // Marked in each caller's render, not only the first's (whose mark may have been the frame's):
  // getSession has marked the page already; a user found is marked again so that no other way to a user is missed.
  if (user) markRenderPersonal();
  return user;
}

function isApiRequest(request: Request) {
  return new URL(request.url).pathname.startsWith("/api/");
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "") || "/"}${url.search}`;
  return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

/** The signed-in user; anyone else goes to the login page (or gets 401 on /api). */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (user) return user;
  if (isApiRequest(request)) throw jsonError("Bu işlem için giriş yapmalısınız.", 401);
  throw loginRedirect(request);
}

/**
 * An admin. Pages send visitors to the login page and other users to the home
 * page; /api answers 401 or 403 with a JSON error.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await getUser(request);
  if (user?.role === "admin") return user;
  if (isApiRequest(request)) {
    throw user ? jsonError("Bu işlem için yönetici yetkisi gerekiyor.", 403) : jsonError("Bu işlem için giriş yapmalısınız.", 401);
  }
  if (!user) throw loginRedirect(request);
  throw redirect("/");
}

export async function createUserSession(options: { request: Request; user: User; remember: boolean; redirectTo: string; toast?: Toast }) {
  const session = await getSession(options.request);
  const previous = session.get("sessionToken");
  if (previous) await closeSession(previous);
  const expiresAt = Date.now() + (options.remember ? REMEMBER_ME_MS : SESSION_MS);
  session.set("sessionToken", await openSession(options.user.id, { remember: options.remember, expiresAt }));
  session.set("remember", options.remember);
  session.set("expiresAt", expiresAt);
  if (options.toast) session.flash("toast", options.toast);
  return redirect(options.redirectTo, {
    headers: { "Set-Cookie": await commitSession(options.request, session) },
  });
}

/**
 * Ends the session on the server (a copy of the cookie no longer signs anyone
 * in) and replaces the cookie by a fresh one carrying only the goodbye toast.
 */
export async function logout(request: Request) {
  const token = (await getSession(request)).get("sessionToken");
  if (token) await closeSession(token);
  const fresh = await getSession(new Request(request.url));
  fresh.flash("toast", { type: "info", message: "Çıkış yaptınız." });
  return redirect("/", { headers: { "Set-Cookie": await commitSession(request, fresh) } });
}

/** 'Log out everywhere': ends every session of the signed-in user, this one included. */
export async function logoutEverywhere(request: Request, user: User) {
  await closeUserSessions(user.id);
  const fresh = await getSession(new Request(request.url));
  fresh.flash("toast", { type: "info", message: "Tüm cihazlardaki oturumlarınız kapatıldı." });
  return redirect("/", { headers: { "Set-Cookie": await commitSession(request, fresh) } });
}
