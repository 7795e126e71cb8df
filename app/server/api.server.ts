import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { getUser, requireAdmin, requireUser, type User } from "~/server/auth.server";
import { jsonError, readJson } from "~/server/http.server";
import { positiveId } from "~/lib/params";

/**
 * The one wrapper of the `/api` write routes. In this order it answers:
 * 405 with `Allow` for a method without a handler, 401/403 JSON for a caller
 * without the role, 400 `{error}` for a body that is not JSON or breaks its zod
 * schema (the first Turkish message), and otherwise what the handler returns.
 */
type Method = "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiContext {
  request: Request;
  params: ActionFunctionArgs["params"];
  context: AppLoadContext;
  /** The caller: an admin for `access: "admin"`, a signed-in user for `"user"`, maybe nobody for `"public"`. */
  user: User | null;
  /** The JSON body parsed by `schema`; bad JSON or a broken rule becomes a 400. */
  body: <Schema extends z.ZodType>(schema: Schema, options?: { fieldInMessage?: boolean }) => Promise<z.output<Schema>>;
  /** The route's `{id}` as a positive number, or a 400. */
  id: () => number;
}

type Handler = (api: ApiContext) => Promise<Response>;

export function apiAction(
  handlers: Partial<Record<Method, Handler>>,
  options: { access?: "admin" | "user" | "public"; /** Methods the route's loader answers (for `Allow`). */ reads?: boolean } = {},
) {
  const { access = "admin", reads = false } = options;
  const allowed = [...(reads ? ["GET"] : []), ...Object.keys(handlers)].join(", ");
  return async ({ request, params, context }: ActionFunctionArgs): Promise<Response> => {
    const handler = handlers[request.method as Method];
    if (!handler) return methodNotAllowed(allowed);
    const user = access === "admin" ? await requireAdmin(request) : access === "user" ? await requireUser(request) : await getUser(request);
    try {
      return await handler({
        request,
        params,
        context,
        user,
        body: (schema, bodyOptions) => parseJsonBody(request, schema, bodyOptions?.fieldInMessage),
        id: () => routeId(params.id),
      });
    } catch (thrown) {
      // A bad body or id is thrown as its 400 answer; it is the route's answer.
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}

/** The admin an `access: "admin"` handler runs for, as the activity log names them. */
export function actorOf(user: User | null) {
  if (!user) throw jsonError("Bu işlem için giriş yapmalısınız.", 401);
  return { id: user.id, username: user.username };
}

/** A failed parse as a 400 `{error}` with its first (Turkish) message, after the field it is about. */
export function validationError(error: z.ZodError, fieldInMessage = true) {
  const issue = error.issues[0];
  const where = fieldInMessage && issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return jsonError(`${where}${issue?.message ?? "Geçersiz istek."}`, 400);
}

/** A JSON body validated by `schema`; otherwise a 400 `{error}` with the first problem, thrown. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  fieldInMessage = true,
): Promise<z.output<Schema>> {
  const result = schema.safeParse(await readJson(request));
  if (!result.success) throw validationError(result.error, fieldInMessage);
  return result.data;
}

/** The `{id}` of a route like `/api/things/{id}`, or a 400. */
export function routeId(value: string | undefined): number {
  const id = positiveId(value);
  if (id === undefined) throw jsonError("Geçersiz kayıt numarası.", 400);
  return id;
}

export function methodNotAllowed(allowed: string) {
  return jsonError("Bu yöntem desteklenmiyor.", 405, { Allow: allowed });
}
