import { jsonError } from "~/server/http.server";
import { oneOf } from "~/lib/params";
import { createUserSchema, roles, userStatuses } from "~/lib/users/schemas";
import { adminCreateUser, listUsers } from "~/models/users.server";
import { actorOf, apiAction, apiLoader } from "~/server/api.server";

/** GET /api/users?q=&role=&status=: every user, without password hashes (admins). */
export const loader = apiLoader(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const users = await listUsers({
    q: params.get("q")?.trim() || undefined,
    role: oneOf(params.get("role"), roles),
    status: oneOf(params.get("status"), userStatuses),
  });
  return Response.json(users);
});

/** POST /api/users: creates a user (admins). */
export const action = apiAction(
  {
    POST: async ({ body, user }) => {
      const created = await adminCreateUser(await body(createUserSchema), actorOf(user));
      return created.ok ? Response.json(created.user, { status: 201 }) : jsonError(created.message, 400);
    },
  },
  { reads: true },
);
