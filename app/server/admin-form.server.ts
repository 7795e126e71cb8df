import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { requireAdmin, type User } from "./auth.server";
import { positiveId } from "../lib/params";
import type { z } from "../lib/zod";
import { formReply, refusalErrors } from "./form-reply.server";
import { dispatchIntent } from "./intents.server";
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
 * the posted `intent` to its named handler (`dispatchIntent`); any other intent is a 400.
 */
export async function handleIntents(request: Request, handlers: Record<string, IntentHandler>) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  return dispatchIntent({ request, formData, admin }, handlers);
}

/**
 * The intent of a form that saves one thing, as most admin forms are: the posted form through its
 * schema (a 400 with the form's reply when it does not pass), the write (a model's save function,
 * which takes the value and the acting admin), then the page to land on
 * with a flash message. A model's `{ ok: false, message, field? }` answer (decision 008) goes back
 * on its field, or above the form. `hideFields`: secrets the reply must not echo back.
 */
export function saveIntent<Schema extends z.ZodType, Saved>(
  schema: Schema,
  write: (value: z.output<Schema>, admin: User, args: IntentArgs) => Promise<Saved>,
  done: {
    to: string | ((request: Request, saved: Saved) => string);
    message: string;
    hideFields?: string[];
  },
): IntentHandler {
  return async (args) => {
    const submission = parseWithZod(args.formData, { schema });
    const hideFields = done.hideFields;
    if (submission.status !== "success") return formReply(args.intent, submission.reply({ hideFields }));
    const saved = await write(submission.value, args.admin, args);
    const refused = refusalOf(saved);
    if (refused) return formReply(args.intent, submission.reply({ hideFields, ...refusalErrors(refused) }));
    const to = typeof done.to === "string" ? done.to : done.to(args.request, saved);
    return redirectWithToast(args.request, to, { type: "success", message: done.message });
  };
}

/** A model's `{ ok: false, message, field? }` answer (decision 008): a rule refused the write. */
function refusalOf(saved: unknown): { field?: string; message: string } | undefined {
  if (typeof saved !== "object" || saved === null || !("ok" in saved) || saved.ok !== false) return undefined;
  if (!("message" in saved) || typeof saved.message !== "string") return undefined;
  return { message: saved.message, field: "field" in saved && typeof saved.field === "string" ? saved.field : undefined };
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
  const turn = async (on: boolean) => {
    await options.write(on, { id: admin.id, username: admin.username });
    return redirectWithToast(request, options.redirectTo, { type: "success", message: on ? options.messages.on : options.messages.off });
  };
  return dispatchIntent({ formData: await readForm(request) }, { [options.on]: () => turn(true), [options.off]: () => turn(false) });
}
