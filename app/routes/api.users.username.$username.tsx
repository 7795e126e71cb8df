import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth.server";
import { jsonError } from "~/server/http.server";
import { getUserByUsername } from "~/models/users.server";

/** GET /api/users/username/:username (admins). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const user = await getUserByUsername(params.username ?? "");
  return user ? Response.json(user) : jsonError("Kullanıcı bulunamadı.", 404);
}
