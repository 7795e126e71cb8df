import { data, redirect } from "@remix-run/node";
import { requireAdmin, type User } from "./auth.server";
import { positiveId } from "../lib/params";
import { readForm } from "./http.server";
import { redirectWithToast } from "./toast.server";

/** What an admin screen's intent handler receives. */
export interface IntentArgs {
  request: Request;
  formData: FormData;
  admin: User;
  intent: string;
}

/** Answers one intent: a redirect, a 400 with the form's reply, or data for a fetcher. */
export type IntentHandler = (args: IntentArgs) => Promise<unknown>;

/**
 * The action of an admin screen: checks the admin, reads the form once and hands
 * the posted `intent` to its named handler; any other intent is a 400.
 */
export async function handleIntents(request: Request, handlers: Record<string, IntentHandler>) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return data({ error: "Bilinmeyen işlem." }, { status: 400 });
  return handler({ request, formData, admin, intent });
}

/** A posted positive id, or a 400. */
export function formId(formData: FormData): number {
  const id = positiveId(formData.get("id"));
  if (id === undefined) throw data({ error: "Geçersiz kayıt numarası." }, { status: 400 });
  return id;
}

export function notFound(message = "Kayıt bulunamadı."): never {
  throw data({ error: message }, { status: 404 });
}

/**
 * Screens whose tabs were `?tab=<id>` states and are now pages of their own keep
 * the old URLs working: a redirect to the tab's page, keeping the other parameters.
 */
export function redirectLegacyTab(request: Request, paths: Record<string, string>) {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (tab === null) return;
  for (const key of ["tab", "_routes", "index"]) url.searchParams.delete(key);
  const path = Object.hasOwn(paths, tab) ? paths[tab] : Object.values(paths)[0];
  const search = url.searchParams.toString();
  throw redirect(`${path}${search ? `?${search}` : ""}`);
}

/** A posted id when the form edits an existing record; undefined for a new one. */
export function optionalFormId(formData: FormData): number | undefined {
  const raw = formData.get("id");
  if (raw === null || raw === "") return undefined;
  return formId(formData);
}

/**
 * The action of an admin screen whose one write is an on/off switch (signal making, alert
 * checks, paper bots): the admin, the switch's two intents, its write with the actor, and
 * the screen it returns to with the Turkish message of the state chosen.
 */
export async function switchAction(
  request: Request,
  options: {
    on: string;
    off: string;
    write: (on: boolean, actor: { id: number; username: string }) => Promise<unknown>;
    redirectTo: string;
    messages: { on: string; off: string };
  },
) {
  const admin = await requireAdmin(request);
  const intent = (await readForm(request)).get("intent");
  if (intent !== options.on && intent !== options.off) return Response.json({ error: "Bilinmeyen işlem." }, { status: 400 });
  const on = intent === options.on;
  await options.write(on, { id: admin.id, username: admin.username });
  return redirectWithToast(request, options.redirectTo, { type: "success", message: on ? options.messages.on : options.messages.off });
}
