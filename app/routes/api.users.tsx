import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/lib/auth.server";
import { oneOf } from "~/lib/params";
import { methodNotAllowed } from "~/server/api.server";
import { jsonError, readJson } from "~/lib/http.server";
import { UserRuleError, adminCreateUser, listUsers, recordUserActivity } from "~/models/users.server";
import { createUserSchema, roles, userStatuses } from "~/lib/user-schemas";

/** GET /api/users?q=&role=&status=: every user, without password hashes (admins). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const users = await listUsers({
    q: params.get("q")?.trim() || undefined,
    role: oneOf(params.get("role"), roles),
    status: oneOf(params.get("status"), userStatuses),
  });
  return Response.json(users);
}

/** POST /api/users: creates a user (admins). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await requireAdmin(request);
  const parsed = createUserSchema.safeParse(await readJson(request));
  if (!parsed.success) return jsonError(parsed.error.issues[0].message, 400);
  try {
    const user = await adminCreateUser(parsed.data);
    await recordUserActivity("user_created", admin, user);
    return Response.json(user, { status: 201 });
  } catch (error) {
    if (error instanceof UserRuleError) return jsonError(error.message, 400);
    throw error;
  }
}
