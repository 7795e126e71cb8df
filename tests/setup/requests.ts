import type { AppLoadContext } from "@remix-run/node";
import { action as loginAction } from "~/routes/login";
import { cookieFrom, requestWith } from "./test-db";

let ipCounter = 0;

/** A session cookie for a seeded account, through the real login action. */
export async function signIn(username: string, password: string) {
  const request = requestWith("/login", { method: "POST", body: new URLSearchParams({ username, password }) });
  const response = await loginAction({
    request,
    params: {},
    context: { clientIp: `203.0.113.${++ipCounter % 250}`, cspNonce: "" } as AppLoadContext,
  });
  return cookieFrom(response as Response);
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
