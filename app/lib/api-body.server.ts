import type { z } from "zod";
import { jsonError, readJson } from "./http.server";
import { positiveId } from "./params";

/** A JSON body validated by `schema`; otherwise a 400 `{error}` naming the first problem, thrown. */
export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const body = await readJson(request);
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw jsonError(`${where}${issue?.message ?? "Geçersiz istek."}`, 400);
  }
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
