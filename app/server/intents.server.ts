import { data } from "@remix-run/node";
import { requireUser, type User } from "./auth.server";
import { readForm } from "./http.server";

/** The Turkish answer to a posted `intent` that no handler of the action knows. */
const UNKNOWN_INTENT = "Bilinmeyen işlem.";

type Handlers<Args> = Record<string, (args: Args & { intent: string }) => unknown>;

/** What the handlers of an action answer, awaited: the action's data type for `useActionData`. */
type Answer<H> = H extends Record<string, (...args: never[]) => infer Reply> ? Awaited<Reply> : never;

/**
 * How every action that tells its forms apart by a named submit button (`name="intent"`) picks
 * the code to run, admin and user pages alike: the posted intent's handler, given `args` and the
 * intent; any other intent is a 400 with a Turkish message.
 */
export async function dispatchIntent<Args extends { formData: FormData }, H extends Handlers<Args>>(args: Args, handlers: H) {
  const intent = String(args.formData.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return data({ error: UNKNOWN_INTENT }, { status: 400 });
  return (await handler({ ...args, intent })) as Answer<H>;
}

/** What the intent handlers of a signed-in user's page receive. */
export interface UserIntentArgs {
  request: Request;
  formData: FormData;
  user: User;
}

/**
 * The action of a page for signed-in users (their alerts, portfolio, watches, account): the user
 * (or the sign-in page), the form read once, then the posted intent's handler.
 */
export async function handleUserIntents<H extends Handlers<UserIntentArgs>>(request: Request, handlers: H) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  return dispatchIntent({ request, formData, user }, handlers);
}
