import type { AppLoadContext } from "@remix-run/node";

// The one set of request helpers for tests: signing in (through the login action, as a bare
// session, or over HTTP against a running server), building form and JSON requests, and reading
// an answer. The app's modules are imported inside the functions that need them, so a test that
// only talks HTTP to a server (tests/setup/http-server.ts) does not load the app in its process.

/** A Request with the given session cookie, for calling loaders and actions directly. */
export function requestWith(url: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(new URL(url, "http://localhost"), { ...init, headers });
}

/** The `name=value` part of a Set-Cookie header, to send back on the next request. */
export function cookieFrom(response: Response) {
  return response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
}

let ipCounter = 0;

/** A session cookie for a seeded account, through the real login action (password checked). */
export async function signIn(username: string, password: string) {
  const { action: loginAction } = await import("~/routes/login");
  const request = requestWith("/login", { method: "POST", body: new URLSearchParams({ username, password }) });
  const response = await loginAction({
    request,
    params: {},
    // A private address: the demo passwords sign in only from this machine or its network.
    context: { clientIp: `10.0.113.${++ipCounter % 250}`, cspNonce: "" } as AppLoadContext,
  });
  return cookieFrom(response as Response);
}

/**
 * The answer `createUserSession` gives when an existing account signs in, without the login
 * form: for tests about the session itself or about what a signed-in request sees.
 */
export async function startSession(username: string, options: { remember?: boolean } = {}) {
  const [{ createUserSession }, { getUserByUsername }] = await Promise.all([
    import("~/server/auth.server"),
    import("~/models/users.server"),
  ]);
  const user = await getUserByUsername(username);
  if (!user) throw new Error(`no user ${username}`);
  return createUserSession({ request: requestWith("/login"), user, remember: options.remember ?? false, redirectTo: "/" });
}

/** The session cookie `startSession` sets, as the browser sends it back. */
export async function sessionCookie(username: string, options: { remember?: boolean } = {}) {
  return cookieFrom(await startSession(username, options));
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/** `POST /login` over HTTP with the login form's fields (and any extra ones), not following the redirect. */
export function postLogin(baseUrl: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/login`, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

/** Signs in over HTTP against a running server (tests/setup/http-server.ts); returns the cookies it set. */
export async function signInOver(baseUrl: string, username: string, password: string, extra: Record<string, string> = {}) {
  const response = await postLogin(baseUrl, { username, password, ...extra });
  if (response.status !== 302) throw new Error(`sign-in as ${username} answered ${response.status}`);
  return cookiesOf(response);
}

export const context = { clientIp: "203.0.113.1", cspNonce: "" } as AppLoadContext;

/** The answer a returned or thrown `data(...)` stands for, or undefined for anything else. */
function fromData(value: unknown): Response | undefined {
  if (!value || typeof value !== "object" || !("init" in value)) return undefined;
  const wrapped = value as { data?: unknown; init?: { status?: number } | null };
  return Response.json(wrapped.data, { status: wrapped.init?.status ?? 200 });
}

/** Runs a loader or action, turning a returned or thrown Response or `data(...)` into the answer, as Remix does. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    return fromData(result) ?? Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const answered = fromData(thrown);
    if (answered) return answered;
    throw thrown;
  }
}

export function jsonRequest(url: string, method: string, body: unknown, cookie?: string) {
  return requestWith(url, {
    method,
    cookie,
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(url: string, fields: Record<string, string>, cookie?: string) {
  return requestWith(url, { method: "POST", cookie, body: new URLSearchParams(fields) });
}
