import { z } from "zod";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "./http.server";

const toggleBody = z.object({ enabled: z.boolean({ error: "enabled true ya da false olmalıdır." }) });

/** The `{ enabled }` body of the maintenance and auto-update endpoints. */
export async function readToggle(request: Request): Promise<boolean> {
  if (request.method !== "PUT") throw methodNotAllowed("PUT");
  const body = toggleBody.safeParse(await readJson(request));
  if (!body.success) throw jsonError(body.error.issues[0].message, 400);
  return body.data.enabled;
}
