import { redirect } from "@remix-run/node";
import { commitSession, getSession } from "./session.server";
import type { Toast } from "../lib/toast";

/** Redirects and shows the toast on the next page, with or without JavaScript. */
export async function redirectWithToast(request: Request, url: string, toast: Toast, init: ResponseInit = {}) {
  const session = await getSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(request, session));
  return redirect(url, { ...init, headers });
}
