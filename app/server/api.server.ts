import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "~/lib/zod";
import { getUser, requireAdmin, requireUser, type User } from "~/server/auth.server";
import { jsonError, readJson } from "~/server/http.server";
import { positiveId } from "~/lib/params";

/**
 * The one way into `/api` (decision 007): every loader is built with `apiLoader`
 * and every action with `apiAction`. In this order an action answers: 405 with
 * `Allow` for a method without a handler (whoever asks: the path's methods are
 * no secret), 401/403 JSON for a caller without the role, 413 for a JSON body
 * over its limit, 400 `{error}` for a body that is not JSON or breaks its zod
 * schema (the first Turkish message) or a malformed `{id}`, and otherwise what
 * the handler returns. A `Response` thrown by a handler is its answer.
 */
type Method = "POST" | "PUT" | "PATCH" | "DELETE";
type Access = "admin" | "user" | "public";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export interface ApiContext<U extends User | null = User | null> {
  request: Request;
  params: ActionFunctionArgs["params"];
  context: AppLoadContext;
  /** The caller: an admin for `access: "admin"`, a signed-in user for `"user"`, maybe nobody for `"public"`. */
  user: U;
  /** The JSON body parsed by `schema`; bad JSON or a broken rule becomes a 400, too large a body a 413. */
  body: <Schema extends z.ZodType>(schema: Schema, options?: { fieldInMessage?: boolean }) => Promise<z.output<Schema>>;
  /** The route's `{id}` as a positive whole number (`positiveId`), or a 400. */
  id: () => number;
  /** The URL's query parsed by `schema` (empty values left out), or a 400 with its first message (or `message`). */
  query: <Schema extends z.ZodType>(schema: Schema, message?: string) => z.output<Schema>;
}

type Handler<U extends User | null> = (api: ApiContext<U>) => Promise<Response> | Response;
type Caller<A extends Access> = A extends "public" ? User | null : User;

interface Options<A extends Access> {
  /** Who may call: `"admin"` (the default), any signed-in `"user"`, or anyone (`"public"`). */
  access?: A;
}

/** Brands the functions built here, so a test can hold every `/api` module to them. */
export const API_WRAPPED = Symbol.for("kripto.api-wrapped");

async function callerFor(request: Request, access: Access) {
  if (access === "admin") return requireAdmin(request);
  if (access === "user") return requireUser(request);
  return getUser(request);
}

async function run<U extends User | null>(args: Args, access: Access, handler: Handler<U>) {
  const { request, params, context } = args;
  // A refused caller is thrown (a redirect or 401/403 JSON), as everywhere else on the site.
  const user = (await callerFor(request, access)) as U;
  try {
    return await handler({
      request,
      params,
      context,
      user,
      body: (schema, bodyOptions) => parseJsonBody(request, schema, bodyOptions?.fieldInMessage),
      id: () => routeId(params.id),
      query: (schema, message) => parseQuery(request, schema, message),
    });
  } catch (thrown) {
    // A bad body, query or id is thrown as its 400 answer; it is the route's answer.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function branded<F extends object>(fn: F): F {
  return Object.assign(fn, { [API_WRAPPED]: true });
}

/** The loader (GET) of an `/api` path. */
export function apiLoader<A extends Access = "admin">(handler: Handler<Caller<A>>, options: Options<A> = {}) {
  const { access = "admin" } = options;
  return branded((args: LoaderFunctionArgs): Promise<Response> => run(args, access, handler));
}

/** The loader of a path that answers no GET: 405 naming the methods it takes. */
export function apiNoLoader(allowed: string) {
  return branded((): Response => methodNotAllowed(allowed));
}

/** The action of an `/api` path: one handler per method it takes besides GET. */
export function apiAction<A extends Access = "admin">(
  handlers: Partial<Record<Method, Handler<Caller<A>>>>,
  options: Options<A> & { /** The path also answers GET (for `Allow`). */ reads?: boolean } = {},
) {
  const { access = "admin", reads = false } = options;
  const allowed = [...(reads ? ["GET"] : []), ...Object.keys(handlers)].join(", ");
  return branded(async (args: ActionFunctionArgs): Promise<Response> => {
    const handler = handlers[args.request.method as Method];
    if (!handler) return methodNotAllowed(allowed);
    return run(args, access, handler);
  });
}

/** The admin an `access: "admin"` handler runs for, as the activity log names them. */
export function actorOf(user: User | null) {
  if (!user) throw jsonError("Bu işlem için giriş yapmalısınız.", 401);
  return { id: user.id, username: user.username };
}

/** A failed parse as a 400 `{error}` with its first (Turkish) message, after the field it is about. */
function validationError(error: z.ZodError, fieldInMessage = true) {
  const issue = error.issues[0];
  const where = fieldInMessage && issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return jsonError(`${where}${issue?.message ?? "Geçersiz istek."}`, 400);
}

/** A JSON body (at most 1 MiB) validated by `schema`; otherwise a 400 (or 413) `{error}`, thrown. */
async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, fieldInMessage = true): Promise<z.output<Schema>> {
  const result = schema.safeParse(await readJson(request));
  if (!result.success) throw validationError(result.error, fieldInMessage);
  return result.data;
}

/** The URL's query without empty values, validated by `schema`; otherwise a 400, thrown. */
function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema, message?: string): z.output<Schema> {
  const given = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const result = schema.safeParse(given);
  if (!result.success) throw message ? jsonError(message, 400) : validationError(result.error, false);
  return result.data;
}

/** The `{id}` of a route like `/api/things/{id}`, or a 400. */
function routeId(value: string | undefined): number {
  const id = positiveId(value);
  if (id === undefined) throw jsonError("Geçersiz kayıt numarası.", 400);
  return id;
}

export function methodNotAllowed(allowed: string) {
  return jsonError("Bu yöntem desteklenmiyor.", 405, { Allow: allowed });
}
