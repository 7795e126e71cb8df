import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, routeId } from "~/lib/api-body.server";
import { requireUser } from "~/lib/auth.server";
import { jsonError } from "~/lib/http.server";
import { followSignal, unfollowSignal } from "~/models/signals.server";

/** `POST` follows and `DELETE` unfollows, for the signed-in user; both are idempotent. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  const user = await requireUser(request);
  const id = routeId(params.id);
  const following = request.method === "POST";
  const done = following ? await followSignal(user.id, id) : await unfollowSignal(user.id, id);
  if (!done) return jsonError("Sinyal bulunamadı.", 404);
  return Response.json({ following });
}

export function loader() {
  return methodNotAllowed("POST, DELETE");
}
